import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, SearchFilters, SearchResponse } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createSearchService } from './service.ts';

/**
 * The summary table `search_counts` (decision 0126) against the listings it counts: after every kind of write it must
 * equal a count of `items`, and the search's totals and facets from it must equal those counted on `items`.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const COUNTED = 'category, maker_no, model_no, year, fuel_no, secret, flag';
const MAKER_COUNTED = 'category, maker_no, year, fuel_no, secret';

/** Groups where a summary table and a count of items disagree (none, when the triggers did their work). */
async function drift() {
  const differences = (table: string, columns: string, listed: string) =>
    database.query(
      `SELECT '${table}' AS "table", ${columns}, a.listings AS counted, s.listings AS summed
         FROM (SELECT ${columns}, count(*) AS listings FROM items WHERE ${listed} GROUP BY ${columns}) AS a
         FULL JOIN (SELECT * FROM ${table} WHERE listings <> 0) AS s USING (${columns})
        WHERE a.listings IS DISTINCT FROM s.listings`,
    );
  return [
    ...(await differences('search_counts', COUNTED, 'TRUE')),
    ...(await differences('search_maker_counts', MAKER_COUNTED, 'flag IN (0, 2, 3)')),
  ];
}

async function numbers(query: string): Promise<number[]> {
  const rows = await database.query<{ n: string | number }>(query);
  return rows.map((row) => Number(row.n));
}

let copies = 0;
/** Copies of listings as new listings, in one statement (a multi-row insert), with some columns changed. */
async function copyListings(itemNos: number[], set: Record<string, string> = {}): Promise<number[]> {
  const columns = (
    await database.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'items' AND column_name NOT IN ('item_no', 'chassis_no')
        ORDER BY ordinal_position`,
    )
  ).map((row) => row.column_name);
  copies += 1;
  const values = columns.map((column) => set[column] ?? column);
  return numbers(
    `INSERT INTO items (${columns.join(', ')}, chassis_no)
     SELECT ${values.join(', ')}, 'SC${String(copies).padStart(2, '0')}' || lpad(item_no::text, 13, '0') FROM items
      WHERE item_no IN (${itemNos.join(', ')})
     RETURNING item_no AS n`,
  );
}

const newService = () => createSearchService(database);
/** The same search counted on items: a price floor every listing passes takes it off the summary's path. */
const countedService = () => createSearchService(database, { exactCountLimit: 1_000_000_000 });

async function both(filters: SearchFilters, member: boolean) {
  // Only `admission` decides what a search shows (mustMaskDetails).
  const user = member ? ({ admission: true } as CurrentUser) : null;
  const query = { sort: 'newest' as const, size: 1, ...filters };
  const summed = await newService().search(query, user);
  const counted = await countedService().search({ ...query, priceFrom: 0 }, user);
  return { summed, counted };
}

const counts = (answer: SearchResponse) => ({
  total: answer.total,
  totalEstimated: answer.totalEstimated,
  facets: answer.facets,
});

describe('search_counts follows every write to items', () => {
  it('starts equal to the listings (filled by the migration, kept by the seed)', async () => {
    expect(await drift()).toEqual([]);
    expect((await numbers('SELECT count(*) AS n FROM search_counts'))[0]).toBeGreaterThan(0);
    expect((await numbers('SELECT count(*) AS n FROM search_maker_counts'))[0]).toBeGreaterThan(0);
  });

  it('follows inserts, one row or many in one statement', async () => {
    const some = await numbers('SELECT item_no AS n FROM items WHERE flag = 0 ORDER BY item_no LIMIT 5');
    await copyListings(some.slice(0, 1));
    await copyListings(some, { secret: 'NOT secret' });
    expect(await drift()).toEqual([]);
  });

  it('follows updates of every counted column, and ignores the others', async () => {
    const [a, b, c] = await copyListings(
      await numbers('SELECT item_no AS n FROM items WHERE flag = 0 ORDER BY item_no LIMIT 3'),
    );
    const other = await numbers(
      `SELECT m.model_no AS n FROM models m JOIN makers k ON k.maker_no = m.maker_no WHERE k.category = 1
        ORDER BY m.model_no DESC LIMIT 1`,
    );
    const fuel = await numbers('SELECT max(fuel_no) AS n FROM fuels');
    await database.query(`UPDATE items SET year = year - 3 WHERE item_no = ${a}`);
    await database.query(`UPDATE items SET fuel_no = ${fuel[0]}, secret = NOT secret WHERE item_no IN (${b}, ${c})`);
    await database.query(
      `UPDATE items SET model_no = ${other[0]}, maker_no = (SELECT maker_no FROM models WHERE model_no = ${other[0]}),
        category = 1 WHERE item_no = ${c}`,
    );
    const summaries = () => database.query(`SELECT xmin::text, * FROM search_counts ORDER BY ${COUNTED}`);
    const makerSummaries = () =>
      database.query(`SELECT xmin::text, * FROM search_maker_counts ORDER BY ${MAKER_COUNTED}`);
    const before = [await summaries(), await makerSummaries()];
    await database.query(`UPDATE items SET update_views = update_views + 1, sell_price = sell_price + 1`);
    // Not one row written (xmin, the writing transaction, unchanged).
    expect([await summaries(), await makerSummaries()]).toEqual(before);
    expect(await drift()).toEqual([]);
  });

  it('follows status changes (reserved, sold out, deleted), restores and deletes, and the search with it', async () => {
    const [item] = await copyListings(
      await numbers('SELECT item_no AS n FROM items WHERE flag = 0 AND NOT secret ORDER BY item_no LIMIT 1'),
    );
    const [maker] = await numbers(`SELECT maker_no AS n FROM items WHERE item_no = ${item}`);
    const listed = async () =>
      (
        await numbers(`SELECT count(*) AS n FROM items WHERE flag IN (0, 2, 3) AND NOT secret AND maker_no = ${maker}`)
      )[0];
    const total = async () => (await newService().search({ sort: 'newest', size: 1, maker }, null)).total;
    const start = await total();
    expect(start).toBe(await listed());
    for (const [flag, shown] of [
      [2, 1],
      [3, 1],
      [1, 0],
      [0, 1],
      [4, 0],
      [0, 1],
    ] as const) {
      await database.query(`UPDATE items SET flag = ${flag} WHERE item_no = ${item}`);
      expect(await drift()).toEqual([]);
      expect(await total()).toBe(start - 1 + shown);
    }
    await database.query(`DELETE FROM items WHERE item_no = ${item}`);
    expect(await drift()).toEqual([]);
    expect(await total()).toBe(start - 1);
  });

  it('keeps the counts through a transaction rolled back', async () => {
    const [item] = await numbers('SELECT item_no AS n FROM items WHERE flag = 0 ORDER BY item_no LIMIT 1');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(`UPDATE items SET flag = 1 WHERE item_no = ${item}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await drift()).toEqual([]);
  });
});

describe('search totals and facets from search_counts', () => {
  it('equal those counted on items for every filter the summary holds, visitor and member', async () => {
    const [maker] = await numbers(
      'SELECT maker_no AS n FROM items WHERE flag IN (0, 2, 3) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const [model] = await numbers(
      `SELECT model_no AS n FROM items WHERE flag IN (0, 2, 3) AND maker_no = ${maker} GROUP BY 1 ORDER BY count(*) DESC
       LIMIT 1`,
    );
    const [fuel] = await numbers('SELECT fuel_no AS n FROM items GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    const cases: SearchFilters[] = [
      {},
      { category: 1 },
      { category: 2 },
      { maker },
      { maker, model },
      { model },
      { category: 1, maker, yearFrom: 2015 },
      { yearFrom: 2012, yearTo: 2019 },
      { yearTo: 2014, fuel },
      { maker, fuel, yearFrom: 2010, yearTo: 2022 },
      { yearFrom: 2100 },
    ];
    for (const filters of cases) {
      for (const member of [false, true]) {
        const { summed, counted } = await both(filters, member);
        expect(counts(summed), JSON.stringify({ filters, member })).toEqual(counts(counted));
      }
    }
  });
});
