import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { LIVE_OFFER_STATES, type OfferState } from '@market/domain';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { names } from '../../db/names.ts';
import { saleTermsColumns } from '../../db/sale-terms.ts';
import { detailModels, items, makers, models, priceOfferFloors, priceOffers, users } from '../../db/schema/index.ts';

const titleParts = {
  year: items.year,
  ...names(makers, 'maker'),
  ...names(models, 'model'),
  ...names(detailModels, 'detailModel'),
};

const offerColumns = {
  offerNo: priceOffers.offerNo,
  itemNo: priceOffers.itemNo,
  buyerNo: priceOffers.buyerNo,
  state: sql<OfferState>`${priceOffers.state}`,
  amount: priceOffers.amount,
  counterAmount: priceOffers.counterAmount,
  agreedAmount: priceOffers.agreedAmount,
  listPrice: priceOffers.listPrice,
  declinedAtOnce: priceOffers.declinedAtOnce,
  expiresAt: priceOffers.expiresAt,
  createdAt: priceOffers.createdAt,
  updatedAt: priceOffers.updatedAt,
  sellerNo: items.sellerNo,
  ...titleParts,
};

/** Joins the listing of each offer and the names of its title. */
function withTitle<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(items, eq(items.itemNo, priceOffers.itemNo))
    .innerJoin(makers, eq(makers.makerNo, items.makerNo))
    .innerJoin(models, eq(models.modelNo, items.modelNo))
    .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo));
}

const live = inArray(priceOffers.state, [...LIVE_OFFER_STATES]);

export function createPriceOffersRepo(db: Db) {
  /** Offers with their listing's title. */
  const offers = (tx: Db) => withTitle(tx.select(offerColumns).from(priceOffers).$dynamic());

  return {
    /** What an offer reads of a listing: who sells it, who may see it, what it costs. */
    async listing(tx: Db, itemNo: number) {
      const [row] = await tx.select(saleTermsColumns).from(items).where(eq(items.itemNo, itemNo));
      return row;
    },

    async floor(tx: Db, itemNo: number): Promise<number | null> {
      const [row] = await tx.select().from(priceOfferFloors).where(eq(priceOfferFloors.itemNo, itemNo));
      return row?.floor ?? null;
    },

    async setFloor(tx: Db, itemNo: number, floor: number | null): Promise<void> {
      if (floor === null) {
        await tx.delete(priceOfferFloors).where(eq(priceOfferFloors.itemNo, itemNo));
        return;
      }
      await tx
        .insert(priceOfferFloors)
        .values({ itemNo, floor })
        .onConflictDoUpdate({ target: priceOfferFloors.itemNo, set: { floor, updatedAt: sql`now()` } });
    },

    async insert(
      tx: Db,
      values: Pick<
        typeof priceOffers.$inferInsert,
        'itemNo' | 'buyerNo' | 'state' | 'amount' | 'listPrice' | 'declinedAtOnce' | 'expiresAt'
      >,
    ): Promise<number> {
      const [row] = await tx.insert(priceOffers).values(values).returning({ offerNo: priceOffers.offerNo });
      return row!.offerNo;
    },

    async offer(tx: Db, offerNo: number) {
      const [row] = await offers(tx).where(eq(priceOffers.offerNo, offerNo));
      return row;
    },

    /**
     * Moves an offer from `from` to `to` (a compare-and-set: a step raced by another, or an offer past its time,
     * changes nothing) and answers whether it moved.
     */
    async step(
      tx: Db,
      offerNo: number,
      from: OfferState,
      to: OfferState,
      amounts: { counterAmount?: number; agreedAmount?: number } = {},
    ): Promise<boolean> {
      const rows = await tx
        .update(priceOffers)
        .set({ state: to, ...amounts, updatedAt: sql`now()` })
        .where(
          and(eq(priceOffers.offerNo, offerNo), eq(priceOffers.state, from), sql`${priceOffers.expiresAt} > now()`),
        )
        .returning({ offerNo: priceOffers.offerNo });
      return rows.length > 0;
    },

    /** Marks the buyer's offers on a listing that are past their time expired (so a new one may be made). */
    async expireOwn(tx: Db, buyerNo: number, itemNo: number) {
      return tx
        .update(priceOffers)
        .set({ state: 'expired', updatedAt: sql`now()` })
        .where(
          and(
            eq(priceOffers.buyerNo, buyerNo),
            eq(priceOffers.itemNo, itemNo),
            live,
            lte(priceOffers.expiresAt, sql`now()`),
          ),
        )
        .returning({ offerNo: priceOffers.offerNo });
    },

    /** Marks every live offer past its time expired; answers them. */
    async expireDue(tx: Db) {
      return tx
        .update(priceOffers)
        .set({ state: 'expired', updatedAt: sql`now()` })
        .where(and(live, lte(priceOffers.expiresAt, sql`now()`)))
        .returning({ offerNo: priceOffers.offerNo });
    },

    async ofBuyer(buyerNo: number, itemNo?: number) {
      const mine = eq(priceOffers.buyerNo, buyerNo);
      return offers(db)
        .where(itemNo === undefined ? mine : and(mine, eq(priceOffers.itemNo, itemNo)))
        .orderBy(desc(priceOffers.offerNo))
        .limit(200);
    },

    /** The offers on a seller's listings (every listing's for staff: sellerNo null), with the buyer and the floor. */
    async ofSeller(sellerNo: number | null, offerNo?: number) {
      return withTitle(
        db
          .select({ ...offerColumns, buyerId: users.userId, floor: priceOfferFloors.floor })
          .from(priceOffers)
          .$dynamic(),
      )
        .innerJoin(users, eq(users.userNo, priceOffers.buyerNo))
        .leftJoin(priceOfferFloors, eq(priceOfferFloors.itemNo, priceOffers.itemNo))
        .where(
          and(
            sellerNo === null ? undefined : eq(items.sellerNo, sellerNo),
            offerNo === undefined ? undefined : eq(priceOffers.offerNo, offerNo),
          ),
        )
        .orderBy(desc(priceOffers.offerNo))
        .limit(500);
    },

    /** The buyer's agreed price for a listing now, if an accepted offer holds. */
    async agreed(tx: Db, buyerNo: number, itemNo: number) {
      const [row] = await tx
        .select({ agreedAmount: priceOffers.agreedAmount, expiresAt: priceOffers.expiresAt })
        .from(priceOffers)
        .where(
          and(
            eq(priceOffers.buyerNo, buyerNo),
            eq(priceOffers.itemNo, itemNo),
            eq(priceOffers.state, 'accepted'),
            sql`${priceOffers.expiresAt} > now()`,
          ),
        );
      return row;
    },

    /** Who is told of a step: the buyer and the seller, each in their own language. */
    async parties(tx: Db, buyerNo: number, sellerNo: number) {
      const rows = await tx
        .select({ userNo: users.userNo, email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(inArray(users.userNo, [buyerNo, sellerNo]));
      return {
        buyer: rows.find((row) => row.userNo === buyerNo)!,
        seller: rows.find((row) => row.userNo === sellerNo)!,
      };
    },
  };
}
export type PriceOffersRepo = ReturnType<typeof createPriceOffersRepo>;
export type OfferRow = NonNullable<Awaited<ReturnType<PriceOffersRepo['offer']>>>;
