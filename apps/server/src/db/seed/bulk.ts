import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.ts';
import { items } from '../schema/index.ts';
import { loadListingContext, makeListing } from './listing-factory.ts';
import { createRandom } from './random.ts';

const BATCH = 1000;

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

/**
 * Generates `count` realistic listings straight into the database in batches of a thousand, each batch one
 * transaction. Pictures are not drawn again: each listing points at the stored pictures of a seeded listing of the
 * same body type or form. For benchmarks; `npm start` never runs it.
 */
export async function seedBulkListings(database: Database, count: number, log: FastifyBaseLogger): Promise<void> {
  const context = await loadListingContext(database.db);
  const templates = await pictureTemplates(database);
  const [{ max } = { max: 0 }] = await database.query<{ max: string | number | null }>(
    'SELECT coalesce(max(item_no), 0) AS max FROM items',
  );
  const random = createRandom(Number(max) + 1);
  const firstSerial = 1_000_000 + Number(max);
  const started = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const generated = Array.from({ length: size }, (_, i) => makeListing(context, random, firstSerial + done + i));
    await database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(items)
        .values(generated.map((listing) => listing.row))
        .returning({ itemNo: items.itemNo });
      const pairs = inserted.flatMap(({ itemNo }, i) => {
        const { vehicle } = generated[i]!;
        const choices =
          templates.get(`${vehicle.category}:${vehicle.productNo ?? vehicle.formNo}`) ??
          templates.get(`${vehicle.category}`);
        return choices ? [[itemNo, random.pick(choices)] as const] : [];
      });
      if (pairs.length === 0) return;
      await tx.execute(
        `INSERT INTO pictures (item_no, picture_index, picture_mini_name, picture_watermark_name, picture_origin_name)
         SELECT m.item_no, p.picture_index, p.picture_mini_name, p.picture_watermark_name, p.picture_origin_name
         FROM (VALUES ${pairs.map(([itemNo, template]) => `(${Number(itemNo)}, ${Number(template)})`).join(',')})
           AS m(item_no, template) JOIN pictures p ON p.item_no = m.template`,
      );
    });
    const total = done + size;
    if (total % 50_000 === 0 || total === count) {
      log.info({ listings: total, seconds: Math.round((Date.now() - started) / 1000) }, 'bulk listings inserted');
    }
  }
  await database.query('ANALYZE items');
  await database.query('ANALYZE pictures');
}
