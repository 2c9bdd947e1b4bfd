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
const PRICE_COUNTED = 'year, price_band, category, maker_no, fuel_no, secret';
/** The listings with their price band (decision 0200): band n holds the prices n * 250 to n * 250 + 249. */
const BANDED_ITEMS = '(SELECT *, floor(sell_price / 250.0)::integer AS price_band FROM items) AS items';

/** Groups where a summary table and a count of items disagree (none, when the triggers did their work). */
async function drift() {
  const differences = (table: string, columns: string, listed: string) =>
    database.query(
      `SELECT '${table}' AS "table", ${columns}, a.listings AS counted, s.listings AS summed
         FROM (SELECT ${columns}, count(*) AS listings FROM ${BANDED_ITEMS} WHERE ${listed} GROUP BY ${columns}) AS a
         FULL JOIN (SELECT * FROM ${table} WHERE listings <> 0) AS s USING (${columns})
        WHERE a.listings IS DISTINCT FROM s.listings`,
    );
  return [
    ...(await differences('search_counts', COUNTED, 'TRUE')),
    ...(await differences('search_maker_counts', MAKER_COUNTED, 'flag IN (0, 2, 3)')),
    ...(await differences('search_price_counts', PRICE_COUNTED, 'flag IN (0, 2, 3)')),
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
/**
 * The same search counted on items: a price floor every listing passes takes it off the summary's path, and the
 * price bands (decision 0200) are left out.
 */
const countedService = () => createSearchService(database, { exactCountLimit: 1_000_000_000, priceBands: false });

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
    expect((await numbers('SELECT count(*) AS n FROM search_price_counts'))[0]).toBeGreaterThan(0);
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
    const priceSummaries = () =>
      database.query(`SELECT xmin::text, * FROM search_price_counts ORDER BY ${PRICE_COUNTED}`);
    const priceBefore = await priceSummaries();
    await database.query(`UPDATE items SET update_views = update_views + 1`);
    // Not one row written (xmin, the writing transaction, unchanged).
    expect([await summaries(), await makerSummaries(), await priceSummaries()]).toEqual([...before, priceBefore]);
    // A price change moves listings between price bands, and only there.
    await database.query(`UPDATE items SET sell_price = sell_price + 250 WHERE item_no IN (${a}, ${b})`);
    await database.query(`UPDATE items SET sell_price = sell_price + 1`);
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

describe('search totals and facets of a price range from search_price_counts (decision 0200)', () => {
  /** Prices of listed listings to build ranges from: a low, a middle and a high one. */
  async function prices() {
    const list = await numbers('SELECT sell_price AS n FROM items WHERE flag IN (0, 2, 3) ORDER BY sell_price');
    const at = (share: number) => list[Math.floor(share * (list.length - 1))]!;
    return { low: at(0.2), middle: at(0.5), high: at(0.8) };
  }

  async function priceCases(): Promise<SearchFilters[]> {
    const { low, middle, high } = await prices();
    const [maker] = await numbers(
      'SELECT maker_no AS n FROM items WHERE flag IN (0, 2, 3) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const [fuel] = await numbers('SELECT fuel_no AS n FROM items GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    return [
      { priceTo: middle },
      { priceFrom: middle },
      { priceFrom: low + 137, priceTo: high + 263 },
      { priceFrom: middle, priceTo: middle },
      { priceFrom: Math.floor(middle / 250) * 250, priceTo: Math.floor(middle / 250) * 250 + 249 },
      { priceFrom: 1_000, priceTo: 19_999 },
      // Bounds near the ends of their wide bands: the wide band summed whole, less its bands outside the range.
      { priceFrom: 5_260, priceTo: 14_013 },
      { priceFrom: 4_760, priceTo: 10_740 },
      { category: 1, maker, priceTo: high },
      { maker, yearFrom: 2012, yearTo: 2022, priceFrom: low, priceTo: high },
      { category: 2, priceFrom: low },
      { yearTo: 2018, fuel, priceTo: middle + 1 },
      { priceFrom: 2_000_000_000 },
    ];
  }

  it('equal those counted on items, exact, for ranges on and off the band edges, visitor and member', async () => {
    for (const filters of await priceCases()) {
      for (const member of [false, true]) {
        const user = member ? ({ admission: true } as CurrentUser) : null;
        const query = { sort: 'newest' as const, size: 1, ...filters };
        const banded = await newService().search(query, user);
        const counted = await countedService().search(query, user);
        expect(counts(banded), JSON.stringify({ filters, member })).toEqual(counts(counted));
        expect(banded.totalEstimated).toBe(false);
        expect(banded.facets.estimated).toBe(false);
      }
    }
  });

  it('estimates a part of a band over the limit from its band, flagged; whole bands stay exact', async () => {
    const { middle } = await prices();
    const user = { admission: true } as CurrentUser;
    const limited = createSearchService(database, { exactCountLimit: 2 });
    const query = { sort: 'newest' as const, size: 1 };
    // Whole bands only (a floor on a band's edge): exact whatever the limit.
    const edge = Math.floor(middle / 250) * 250;
    const whole = await limited.search({ ...query, priceFrom: edge }, user);
    expect(counts(whole)).toEqual(counts(await countedService().search({ ...query, priceFrom: edge }, user)));
    expect([whole.totalEstimated, whole.facets.estimated]).toEqual([false, false]);
    // A bound inside a band whose part holds more than the limit: the facets (and the total) estimated.
    const [crowded] = await numbers(
      `SELECT floor(sell_price / 250.0)::integer * 250 + 249 AS n FROM items WHERE flag IN (0, 2, 3)
        GROUP BY 1 HAVING count(*) > 6 ORDER BY count(*) DESC LIMIT 1`,
    );
    const bound = crowded! - 1;
    const estimated = await limited.search({ ...query, priceTo: bound }, user);
    const exact = await countedService().search({ ...query, priceTo: bound }, user);
    expect(estimated.facets.estimated).toBe(true);
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(2);
    // Off by at most the band's part (the listings of one band) and the rounding to tens.
    const [bandListings] = await numbers(
      `SELECT count(*) AS n FROM items WHERE flag IN (0, 2, 3) AND sell_price BETWEEN ${crowded! - 249} AND ${crowded}`,
    );
    expect(Math.abs(estimated.total - exact.total)).toBeLessThanOrEqual(bandListings! + 10);
    // A total narrower than the facets (one maker) counts its own part within the limit: exact.
    const [maker] = await numbers(
      `SELECT maker_no AS n FROM items WHERE flag IN (0, 2, 3) AND sell_price BETWEEN ${crowded! - 249} AND ${bound}
        GROUP BY 1 HAVING count(*) <= 2 ORDER BY 1 LIMIT 1`,
    );
    if (maker !== undefined) {
      const narrow = await limited.search({ ...query, maker, priceTo: bound }, user);
      const narrowExact = await countedService().search({ ...query, maker, priceTo: bound }, user);
      expect(narrow.facets.estimated).toBe(true);
      expect([narrow.total, narrow.totalEstimated]).toEqual([narrowExact.total, false]);
    }
  });
});
