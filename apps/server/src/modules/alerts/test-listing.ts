import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';

/** The columns of `items` but its number and chassis number, read once: what a copy of a listing carries over. */
let copied: Promise<string> | undefined;

/**
 * A new listing: a copy of a listed demo car (same maker, model, pictures none), with its own chassis number and the
 * changes asked for, added at `createdAt`. Answers its number and the demo listing's maker and model.
 */
export async function copyListing(
  database: Database,
  changes: { createdAt?: Date; secret?: boolean; sellPrice?: number; sellerId?: string } = {},
): Promise<{ itemNo: number; makerNo: number; modelNo: number }> {
  copied ??= database
    .query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'items' AND table_schema = current_schema()
         AND column_name NOT IN ('item_no', 'chassis_no', 'created_at', 'secret', 'seller_no')`,
    )
    .then((rows) => rows.map((row) => `"${row.name}"`).join(', '));
  const columns = await copied;
  const [row] = await database.query<{ item_no: string; maker_no: number; model_no: number }>(
    `INSERT INTO items (${columns}, chassis_no, created_at, secret, seller_no)
     SELECT ${columns}, $1, $2::timestamptz, $3, (SELECT user_no FROM users WHERE user_id = $4)
     FROM items WHERE flag = 0 AND category = 1 AND NOT secret AND NOT partners ORDER BY item_no LIMIT 1
     RETURNING item_no, maker_no, model_no`,
    [
      `T${randomBytes(8).toString('hex').toUpperCase()}`,
      (changes.createdAt ?? new Date()).toISOString(),
      changes.secret ?? false,
      changes.sellerId ?? 'demo-seller',
    ],
  );
  if (changes.sellPrice !== undefined)
    await database.query('UPDATE items SET sell_price = $1 WHERE item_no = $2', [changes.sellPrice, row!.item_no]);
  return { itemNo: Number(row!.item_no), makerNo: row!.maker_no, modelNo: row!.model_no };
}
