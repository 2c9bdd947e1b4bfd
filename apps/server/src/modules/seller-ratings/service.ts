import {
  ratingAverage,
  ratingRefusal,
  type OwnRating,
  type SellerRatingBody,
  type SellerRatingSummary,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { createSellerRatingRepo, type SellerRatingRepo } from './repo.ts';

/** How many of a seller's latest rating texts their listings show. */
const LATEST_RATINGS = 3;

const REFUSAL_KEYS = { notReleased: 'ratingNotReleased', alreadyRated: 'ratingExists' } as const;

/**
 * Seller ratings (issue 31, docs/decisions/0258): the buyer of a released inquiry rates its seller once; the
 * seller's listings show the average, the count and the latest texts.
 */
export function createSellerRatingService(db: Db, repo: SellerRatingRepo = createSellerRatingRepo(db)) {
  return {
    /** The buyer's own rating of an inquiry and whether they may give one (404 for anyone else's inquiry). */
    async own(buyerNo: number, ilNo: number): Promise<OwnRating> {
      const row = await repo.ownInquiry(ilNo, buyerNo);
      if (!row) throw new AppError('NOT_FOUND');
      const rated = row.ratedAt !== null;
      return {
        rating: rated ? { score: row.score!, text: row.text!, ratedAt: row.ratedAt!.toISOString() } : null,
        mayRate: ratingRefusal({ state: row.state, shipmentStep: row.step, alreadyRated: rated }) === undefined,
      };
    },

    rate: (buyerNo: number, ilNo: number, body: SellerRatingBody) =>
      inTransaction(db, async (tx) => {
        const row = await repo.ownInquiry(ilNo, buyerNo, tx);
        if (!row) throw new AppError('NOT_FOUND');
        const refusal = ratingRefusal({ state: row.state, shipmentStep: row.step, alreadyRated: row.ratedAt !== null });
        if (refusal) throw new AppError('CONFLICT', { messageKey: REFUSAL_KEYS[refusal] });
        if (!(await repo.add(tx, { ilNo, buyerNo, ...body })))
          throw new AppError('CONFLICT', { messageKey: REFUSAL_KEYS.alreadyRated });
      }),

    /** The ratings of the seller of a listing (404 for no such listing). */
    async summary(itemNo: number): Promise<SellerRatingSummary> {
      if (!(await repo.itemExists(itemNo))) throw new AppError('ITEM_NOT_FOUND');
      const { sum, count, recent } = await repo.summaryOfSellerOf(itemNo, LATEST_RATINGS);
      return {
        average: ratingAverage(sum, count),
        count,
        latest: recent.map((rating) => ({ ...rating, ratedAt: rating.ratedAt.toISOString() })),
      };
    },
  };
}
