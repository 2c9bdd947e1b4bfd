import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchService } from '../modules/search/service.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { seedBulkListings } from './bulk.ts';

/**
 * The bulk seed (decision 0185) writes many listings per statement and, for a large load, sets the search indexes and
 * foreign keys aside: what it leaves must be what the ordinary writes leave. Both forms are run on a small load here.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silent = pino({ level: 'silent' });

/** The SELECT of each INSERT with which migration 0021 built a summary table: the recomputation, not a twin of it. */
function summaryBuilds(): { table: string; columns: string; select: string }[] {
  const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0021_search_counts.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .flatMap((statement) => {
      const match = /^INSERT INTO "(\w+)" \(([^)]*)\)\s*(SELECT[\s\S]*?);?$/.exec(statement);
      return match
        ? [{ table: match[1]!, columns: match[2]!.replace(/"listings"/, '').replace(/,\s*$/, ''), select: match[3]! }]
        : [];
    });
}

/** Rows where a summary table and its recomputation by the migration's statement disagree. */
async function drift(): Promise<unknown[]> {
  const builds = summaryBuilds();
  expect(builds.map((build) => build.table).sort()).toEqual(['search_counts', 'search_maker_counts']);
  const differences = await Promise.all(
    builds.map(({ table, columns, select }) => {
      const names = columns.split(',').map((name) => name.trim());
      const recomputed = `SELECT ${names.join(', ')}, count AS listings FROM (${select}) AS r (${[...names, '"count"'].join(', ')})`;
      return database.query(
        `SELECT '${table}' AS "table", * FROM (${recomputed}) AS a
           FULL JOIN (SELECT * FROM ${table} WHERE listings <> 0) AS s USING (${names.join(', ')})
          WHERE a.listings IS DISTINCT FROM s.listings`,
      );
    }),
  );
  return differences.flat();
}

/** The definitions of the indexes and foreign keys of items and pictures. */
async function structure(): Promise<string[]> {
  const rows = await database.query<{ definition: string }>(
    `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
      WHERE indrelid IN ('items'::regclass, 'pictures'::regclass)
     UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
      WHERE conrelid IN ('items'::regclass, 'pictures'::regclass)
     ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}

const one = async (query: string) => Number(Object.values((await database.query<object>(query))[0] ?? {})[0]);

describe('bulk seed', () => {
  it.each([
    { rebuild: true, count: 260 },
    { rebuild: false, count: 140 },
  ])('adds searchable listings and leaves the summaries, versions and structure as writes do (%o)', async (load) => {
    const before = await structure();
    const listings = await one('SELECT count(*) FROM items');
    const lastItem = await one('SELECT max(item_no) FROM items');
    const pictures = await one('SELECT count(*) FROM pictures');
    const version = await one('SELECT version FROM listing_version');

    await seedBulkListings(database, load.count, silent, { rebuild: load.rebuild });

    expect(await one('SELECT count(*) FROM items')).toBe(listings + load.count);
    expect(await one(`SELECT count(DISTINCT item_no) FROM pictures WHERE item_no > ${lastItem}`)).toBe(load.count);
    expect(await one('SELECT count(*) FROM pictures')).toBeGreaterThan(pictures);
    expect(await one('SELECT version FROM listing_version')).toBeGreaterThan(version);
    expect(await drift()).toEqual([]);
    expect(await structure()).toEqual(before);

    // A new listing is found by a search naming its model, year and exact price, as any listing is.
    const [listing] = await database.query<{ itemNo: number; modelNo: number; year: number; price: number }>(
      `SELECT item_no AS "itemNo", model_no AS "modelNo", year, sell_price AS price FROM items
        WHERE item_no > ${lastItem} AND flag IN (0, 2, 3) AND NOT secret AND category = 1 ORDER BY item_no LIMIT 1`,
    );
    expect(listing).toBeDefined();
    const body = await createSearchService(database).search(
      {
        sort: 'newest',
        size: 50,
        model: Number(listing!.modelNo),
        yearFrom: Number(listing!.year),
        yearTo: Number(listing!.year),
        priceFrom: Number(listing!.price),
        priceTo: Number(listing!.price),
      },
      null,
    );
    expect(body.items.map((item) => item.itemNo)).toContain(Number(listing!.itemNo));
  });
});
