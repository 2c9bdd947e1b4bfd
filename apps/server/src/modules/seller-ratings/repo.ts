import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, inquiryItems, items, sellerRatings, shipments } from '../../db/schema/index.ts';

/** The SQL of seller ratings: one per inquiry, summed per seller over the inquiries with one of their vehicles. */
export function createSellerRatingRepo(db: Db) {
  /** The inquiries that carried a vehicle of the seller of `itemNo`. */
  const inquiriesOfSellerOf = (itemNo: number) =>
    db
      .selectDistinct({ ilNo: inquiryItems.ilNo })
      .from(inquiryItems)
      .innerJoin(items, eq(items.itemNo, inquiryItems.itemNo))
      .where(eq(items.sellerNo, sql`(SELECT ${items.sellerNo} FROM ${items} WHERE ${items.itemNo} = ${itemNo})`));

  return {
    /** The buyer's own inquiry: its state, shipment step and rating; undefined for anyone else's. */
    async ownInquiry(ilNo: number, buyerNo: number, executor: Db = db) {
      const [row] = await executor
        .select({
          state: inquiries.state,
          step: sql<number>`coalesce(${shipments.step}, 0)::int`,
          score: sellerRatings.score,
          text: sellerRatings.text,
          ratedAt: sellerRatings.ratedAt,
        })
        .from(inquiries)
        .leftJoin(shipments, eq(shipments.ilNo, inquiries.ilNo))
        .leftJoin(sellerRatings, eq(sellerRatings.ilNo, inquiries.ilNo))
        .where(and(eq(inquiries.ilNo, ilNo), eq(inquiries.userNo, buyerNo)));
      return row;
    },

    /** Adds the inquiry's rating; answers false when it has one already (the key keeps it to one). */
    async add(tx: Db, row: typeof sellerRatings.$inferInsert): Promise<boolean> {
      const added = await tx
        .insert(sellerRatings)
        .values(row)
        .onConflictDoNothing()
        .returning({ ilNo: sellerRatings.ilNo });
      return added.length > 0;
    },

    async itemExists(itemNo: number): Promise<boolean> {
      const [row] = await db.select({ itemNo: items.itemNo }).from(items).where(eq(items.itemNo, itemNo));
      return row !== undefined;
    },

    /** The sum and count of the ratings of the seller of `itemNo`, and their latest few. */
    async summaryOfSellerOf(itemNo: number, latest: number) {
      const rated = inArray(sellerRatings.ilNo, inquiriesOfSellerOf(itemNo));
      const [[totals], recent] = await Promise.all([
        db
          .select({
            sum: sql<number>`coalesce(sum(${sellerRatings.score}), 0)::int`,
            count: sql<number>`count(*)::int`,
          })
          .from(sellerRatings)
          .where(rated),
        db
          .select({ score: sellerRatings.score, text: sellerRatings.text, ratedAt: sellerRatings.ratedAt })
          .from(sellerRatings)
          .where(rated)
          .orderBy(desc(sellerRatings.ratedAt), desc(sellerRatings.ilNo))
          .limit(latest),
      ]);
      return { sum: totals?.sum ?? 0, count: totals?.count ?? 0, recent };
    },
  };
}

export type SellerRatingRepo = ReturnType<typeof createSellerRatingRepo>;
