import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { clientHash, DEMO_PASSWORD, loginCookie } from '../modules/users/test-helpers.ts';

/**
 * Per-test data (the shape of Outline's server/test/factories.ts): each call makes rows no other test sees, so a test
 * passes alone, in any order and beside any other. Only the demo catalog, listings and ports are shared, and they are
 * read, never changed.
 */

let sequence = 0;
/** A number no other factory call in this process has had, for unique names. */
function next(): number {
  sequence += 1;
  return sequence;
}

let passwordHash: Promise<string> | undefined;

export type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'userId' | 'passwordHash'>>;

/** A new account (a buyer unless overridden) with the demo password, logged in: its number, id and session. */
export async function buildUser(
  app: FastifyInstance,
  database: Database,
  overrides: UserOverrides = {},
): Promise<{ userNo: number; userId: string; email: string; phone: string; sid: string }> {
  const n = next();
  const userId = `t${process.pid}-${Date.now().toString(36)}-${n}`;
  passwordHash ??= hashPassword(clientHash(DEMO_PASSWORD));
  const [row] = await database.db
    .insert(users)
    .values({
      userId,
      passwordHash: await passwordHash,
      userFlag: 0,
      countryCode: 'CL',
      name: `Test User ${n}`,
      email: `${userId}@example.com`,
      phone: `+5690${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${n}`,
      ...overrides,
    })
    .returning({ userNo: users.userNo, email: users.email, phone: users.phone });
  return { ...row!, userId, sid: await loginCookie(app, userId) };
}

/**
 * `count` inquiries of a buyer about one listed item (closed lines, as after a cancel, so a buyer may hold many),
 * numbered in order and written at once in SQL: for lists longer than a page. Answers their numbers, oldest first.
 */
export async function buildInquiries(
  database: Database,
  buyer: { userNo: number },
  count: number,
  about: { itemNo: number; portNo: number; countryNo: number },
): Promise<number[]> {
  const rows = await database.query<{ il_no: number }>(
    `WITH made AS (
       INSERT INTO inquiries (user_no, country_no, port_no, user_name, user_phone, user_email, user_consignee_name,
                              user_consignee_address, user_document_address, contents)
       SELECT $1, $2, $3, 'Maria Gonzalez', '+56 9 1234 5678', 'maria@example.com', 'Gonzalez Importadora SpA',
              'Av. Arturo Prat 123', 'Av. Arturo Prat 123', 'inquiry ' || n
       FROM generate_series(1, $4::int) AS n ORDER BY n
       RETURNING il_no
     ), lines AS (
       INSERT INTO inquiry_items (il_no, item_no, user_no, open, sell_price, item_price, ask_flag)
       SELECT il_no, $5, $1, false, 1000, 1000, true FROM made
     )
     SELECT il_no FROM made ORDER BY il_no`,
    [buyer.userNo, about.countryNo, about.portNo, count, about.itemNo],
  );
  return rows.map((row) => Number(row.il_no));
}

/**
 * A paid ("deposit confirmed") inquiry of `buyerId` for one listing, written straight in SQL (the purchase steps are
 * proven in inquiries/routes.test.ts), with its shipment at `step` (none for 0) and, with `arrivedDaysAgo`, the
 * "arrived" step recorded that long ago. Answers its number.
 */
export async function buildPaidInquiry(
  database: Database,
  about: { buyerId: string; itemNo: number; step: number; arrivedDaysAgo?: number },
): Promise<number> {
  const [row] = await database.query<{ il_no: string }>(
    `WITH made AS (
       INSERT INTO inquiries (user_no, state, country_no, port_no, user_name, user_phone, user_email,
         user_consignee_name, user_consignee_address, user_document_address, contents)
       SELECT u.user_no, 9, p.country_no, p.port_no, 'Maria Gonzalez', '+56 9 1234 5678', 'maria@example.com',
         'Gonzalez Importadora SpA', 'Av. Arturo Prat 123, Iquique', 'Av. Arturo Prat 123, Iquique', 'Ship soon'
       FROM users u, (SELECT country_no, port_no FROM ports ORDER BY port_no LIMIT 1) p
       WHERE u.user_id = $1
       RETURNING il_no, user_no
     ), lines AS (
       INSERT INTO inquiry_items (il_no, item_no, user_no, open, sell_price, item_price, freight_fee, total_price,
         ask_flag)
       SELECT il_no, $2, user_no, false, 10000, 10000, 1000, 11000, false FROM made
     ), shipped AS (
       INSERT INTO shipments (il_no, step) SELECT il_no, $3::int FROM made WHERE $3::int > 0
     ), arrived AS (
       INSERT INTO shipment_events (il_no, kind, step, "on", details, created_at)
       SELECT il_no, 'step', 4, '2027-01-02', '{}', now() - make_interval(days => $4::int) FROM made
       WHERE $4::int IS NOT NULL
     )
     SELECT il_no FROM made`,
    [about.buyerId, about.itemNo, about.step, about.arrivedDaysAgo ?? null],
  );
  return Number(row!.il_no);
}
