import { and, eq, sql } from 'drizzle-orm';
import { ITEM_FLAG } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inquiryItems, invoices, items, remittanceReceipts } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/transaction.ts';

type NewInvoice = typeof invoices.$inferInsert;

/** The SQL of the staff's steps on an inquiry and of the invoices' expiry; each runs in the caller's transaction. */
export const staffInquiryRepo = {
  /** Marks the inquiry's invoices superseded and answers how many it had, so the next one gets the next number. */
  async supersedeInvoices(tx: Db, ilNo: number): Promise<number> {
    const superseded = await tx
      .update(invoices)
      .set({ superseded: true })
      .where(eq(invoices.ilNo, ilNo))
      .returning({ invoiceNo: invoices.invoiceNo });
    return superseded.length;
  },

  async insertInvoice(tx: Db, values: NewInvoice) {
    const [invoice] = await tx.insert(invoices).values(values).returning();
    return invoice!;
  },

  /** Every item of the inquiry is sold out (a new version each, so listings refresh). */
  async markItemsSold(tx: Db, ilNo: number): Promise<void> {
    const lines = await tx
      .select({ itemNo: inquiryItems.itemNo })
      .from(inquiryItems)
      .where(eq(inquiryItems.ilNo, ilNo));
    for (const { itemNo } of lines) {
      await tx
        .update(items)
        .set({ flag: ITEM_FLAG.soldOut, version: sql`${items.version} + 1` })
        .where(eq(items.itemNo, itemNo));
    }
  },

  /** Accepts or rejects the pending remittance receipts of the inquiry's invoices. */
  async settleReceipts(
    tx: Db,
    ilNo: number,
    change: { status: 'accepted' } | { status: 'rejected'; rejectReason: string },
  ): Promise<void> {
    await tx
      .update(remittanceReceipts)
      .set(change)
      .where(
        and(
          eq(remittanceReceipts.status, 'pending'),
          sql`${remittanceReceipts.invoiceNo} IN (SELECT invoice_no FROM invoices WHERE il_no = ${ilNo})`,
        ),
      );
  },

  /** Takes the transaction-scoped advisory lock of key, false when another transaction holds it. */
  async tryLock(tx: Db, key: number): Promise<boolean> {
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`),
    );
    return Boolean(locked[0]?.locked);
  },

  /**
   * Moves every inquiry in one of the states from whose current invoice's deposit deadline is before now to state to,
   * with an event each; a compare-and-set on the state. Answers the inquiries moved.
   */
  async expireDue(tx: Db, from: readonly number[], to: number, now: Date): Promise<number[]> {
    const result = await tx.execute(sql`
      WITH due AS (
        SELECT i.il_no, i.state FROM inquiries i
        JOIN invoices v ON v.il_no = i.il_no AND NOT v.superseded
        WHERE i.state IN (${sql.join(
          from.map((state) => sql`${state}`),
          sql`, `,
        )}) AND v.deposit_deadline < ${now.toISOString()}::timestamptz
        FOR UPDATE OF i
      ), expired AS (
        UPDATE inquiries i SET state = ${to}, updated_at = now()
        FROM due WHERE i.il_no = due.il_no AND i.state = due.state
        RETURNING i.il_no, due.state AS from_state
      ), events AS (
        INSERT INTO inquiry_events (il_no, from_state, to_state, actor, note, before, after)
        SELECT il_no, from_state, ${to}, 'system', 'deposit deadline passed',
               jsonb_build_object('state', from_state), jsonb_build_object('state', ${to}::int)
        FROM expired
      )
      SELECT il_no FROM expired`);
    return rowsOf<{ il_no: string | number }>(result).map((row) => Number(row.il_no));
  },
};
