import type { FastifyBaseLogger } from 'fastify';
import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database, Db } from '../db/client.ts';
import { items } from '../db/schema/index.ts';
import { rowsOf } from '../db/transaction.ts';
import { loadListingContext, makeListing, type GeneratedListing, type ListingContext } from './listing-factory.ts';
import { createRandom, type Random } from './random.ts';

/** Listings drawn between two picks of pictures: the draws come in the order of the seed's first form (1,000 a batch). */
const DRAW_GROUP = 1000;
/** Listings per INSERT statement: each statement fires the statement triggers of items once (decision 0185). */
const PER_STATEMENT = 20_000;
/** From this many listings the search indexes and foreign keys are set aside for the load and made again at the end. */
const REBUILD_FROM = 50_000;

interface PictureTemplate {
  itemNo: number;
  category: number;
  productNo: number | null;
  formNo: number | null;
}

/** Listings that already have pictures, by body type or form, so bulk listings share their files. */
async function pictureTemplates(database: Database): Promise<Map<string, number[]>> {
  const rows = await database.query<PictureTemplate>(
    `SELECT DISTINCT i.item_no AS "itemNo", i.category, i.product_no AS "productNo", i.form_no AS "formNo"
     FROM items i JOIN pictures p ON p.item_no = i.item_no ORDER BY 1 LIMIT 2000`,
  );
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    for (const key of [`${row.category}`, `${row.category}:${row.productNo ?? row.formNo}`]) {
      byKey.set(key, [...(byKey.get(key) ?? []), Number(row.itemNo)]);
    }
  }
  return byKey;
}

/** The columns of items by property, with their names in the database (the client maps names to snake case). */
const itemColumns = Object.entries(getTableColumns(items)).map(
  ([key, column]) => [key, column, column.keyAsName ? toSnakeCase(column.name) : column.name] as const,
);

/** The listing as one JSON object keyed by column name, values as the driver would send them. */
function columnValues(listing: GeneratedListing): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column, name] of itemColumns) {
    const value = listing.row[key as keyof typeof listing.row];
    if (value === undefined) continue;
    values[name] = value === null ? null : column.mapToDriverValue(value);
  }
  return values;
}

/** The listings of one statement, drawn 1,000 at a time, each group followed by its picture templates. */
function drawListings(
  context: ListingContext,
  templates: Map<string, number[]>,
  random: Random,
  firstSerial: number,
  size: number,
) {
  const listings: GeneratedListing[] = [];
  const templateOf = new Map<number, number>();
  for (let group = 0; group < size; group += DRAW_GROUP) {
    const drawn = Array.from({ length: Math.min(DRAW_GROUP, size - group) }, (_, i) =>
      makeListing(context, random, firstSerial + group + i),
    );
    for (const listing of drawn) {
      const { vehicle } = listing;
      const choices =
        templates.get(`${vehicle.category}:${vehicle.productNo ?? vehicle.formNo}`) ??
        templates.get(`${vehicle.category}`);
      if (choices) templateOf.set(listing.row.carInfoNo!, random.pick(choices));
    }
    listings.push(...drawn);
  }
  return { listings, templateOf };
}

interface Dropped {
  /** The statement that drops it, and the one that makes it again (its own definition, read from the catalog). */
  drop: string;
  create: string;
}

/**
 * What a large load sets aside: the indexes of items that belong to no constraint (the search indexes), built again
 * by one sort each, and the foreign keys of items and pictures, checked again by one join each when added back.
 */
async function droppable(tx: Db): Promise<{ indexes: Dropped[]; foreignKeys: Dropped[] }> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      SELECT c.relname AS name, pg_get_indexdef(c.oid) AS definition
      FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      WHERE x.indrelid = 'items'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
      ORDER BY c.relname`),
  );
  const foreignKeys = rowsOf<{ tableName: string; name: string; definition: string }>(
    await tx.execute(sql`
      SELECT conrelid::regclass::text AS "tableName", conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('items'::regclass, 'pictures'::regclass)
      ORDER BY 1, 2`),
  );
  return {
    indexes: indexes.map(({ name, definition }) => ({ drop: `DROP INDEX "${name}"`, create: definition })),
    foreignKeys: foreignKeys.map(({ tableName, name, definition }) => ({
      drop: `ALTER TABLE ${tableName} DROP CONSTRAINT "${name}"`,
      create: `ALTER TABLE ${tableName} ADD CONSTRAINT "${name}" ${definition}`,
    })),
  };
}

export interface BulkOptions {
  /** Set the search indexes and foreign keys aside for the load, make them again at the end (default: from 50,000). */
  rebuild?: boolean;
}

/**
 * Generates `count` realistic listings straight into the database in one transaction: multi-row statements of
 * 20,000 listings (one JSON parameter each), every trigger of items and pictures left on (they are statement
 * triggers: the search counts and the listing version follow each statement as they follow any write), and for a
 * large load the search indexes dropped first and built again from their own definitions at the end (decision 0185).
 * Pictures are not drawn again: each listing points at the stored pictures of a seeded listing of the same body type
 * or form. Ends with VACUUM ANALYZE, so index-only scans work at once. For benchmarks; `npm start` never runs it.
 */
export async function seedBulkListings(
  database: Database,
  count: number,
  log: FastifyBaseLogger,
  options: BulkOptions = {},
): Promise<void> {
  const context = await loadListingContext(database.db);
  const templates = await pictureTemplates(database);
  const [{ max } = { max: 0 }] = await database.query<{ max: string | number | null }>(
    'SELECT coalesce(max(item_no), 0) AS max FROM items',
  );
  const random = createRandom(Number(max) + 1);
  const firstSerial = 1_000_000 + Number(max);
  const rebuild = options.rebuild ?? count >= REBUILD_FROM;
  const started = Date.now();
  await database.db.transaction(async (tx) => {
    const { indexes, foreignKeys } = rebuild ? await droppable(tx) : { indexes: [], foreignKeys: [] };
    for (const { drop } of [...foreignKeys, ...indexes]) await tx.execute(sql.raw(drop));
    let logged = 0;
    const draw = (done: number) => {
      const drawn = drawListings(context, templates, random, firstSerial + done, Math.min(PER_STATEMENT, count - done));
      return { ...drawn, json: JSON.stringify(drawn.listings.map(columnValues)) };
    };
    let next = draw(0);
    for (let done = 0; done < count; done += PER_STATEMENT) {
      const { listings, templateOf, json } = next;
      const names = itemColumns
        .filter(([key]) => listings[0]!.row[key as keyof GeneratedListing['row']] !== undefined)
        .map(([, , name]) => `"${name}"`)
        .join(', ');
      const inserting = tx
        .execute(
          sql`
        INSERT INTO items (${sql.raw(names)})
        SELECT ${sql.raw(names)} FROM json_populate_recordset(NULL::items, ${json}::json)
        RETURNING item_no AS "itemNo", car_info_no AS "carInfoNo"`,
        )
        .then((result) => result);
      // The next statement's listings are drawn while the database writes these (the draws keep their order): one
      // turn of the event loop sends the statement first (a query builder runs only once awaited).
      await new Promise((resolve) => setImmediate(resolve));
      if (done + PER_STATEMENT < count) next = draw(done + PER_STATEMENT);
      const pairs = rowsOf<{ itemNo: number; carInfoNo: number }>(await inserting).flatMap(({ itemNo, carInfoNo }) => {
        const template = templateOf.get(Number(carInfoNo));
        return template === undefined ? [] : [{ item_no: Number(itemNo), template }];
      });
      if (pairs.length > 0) {
        await tx.execute(sql`
          INSERT INTO pictures (item_no, picture_index, picture_mini_name, picture_watermark_name, picture_origin_name)
          SELECT m.item_no, p.picture_index, p.picture_mini_name, p.picture_watermark_name, p.picture_origin_name
          FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS m(item_no integer, template integer)
            JOIN pictures p ON p.item_no = m.template
          ORDER BY m.item_no, p.picture_index`);
      }
      const total = done + listings.length;
      if (total - logged >= 50_000 || total === count) {
        logged = total;
        log.info({ listings: total, seconds: Math.round((Date.now() - started) / 1000) }, 'bulk listings inserted');
      }
    }
    if (rebuild) {
      if (database.kind === 'postgres') await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const { create } of [...indexes, ...foreignKeys]) await tx.execute(sql.raw(create));
      const seconds = Math.round((Date.now() - started) / 1000);
      log.info({ indexes: indexes.length, foreignKeys: foreignKeys.length, seconds }, 'indexes built, keys checked');
    }
  });
  await database.query('VACUUM ANALYZE items');
  await database.query('VACUUM ANALYZE pictures');
}
