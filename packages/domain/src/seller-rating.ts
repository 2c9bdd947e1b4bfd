import { z } from 'zod';
import { INQUIRY_STATE } from './inquiry.ts';
import { shipmentStepNumber } from './shipment.ts';
import { FIELD_MESSAGES } from './validation.ts';

/** A buyer's rating of the seller of an inquiry's vehicles (issue 31, docs/decisions/0258). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_TEXT_MAX = 300;

/** POST /api/inquirys/seller-rating: a whole score from 1 to 5 and a short text (may be empty). */
export const sellerRatingBodySchema = z.object({
  score: z
    .number(FIELD_MESSAGES.required)
    .int(FIELD_MESSAGES.invalid)
    .min(RATING_MIN, FIELD_MESSAGES.invalid)
    .max(RATING_MAX, FIELD_MESSAGES.invalid),
  text: z.string().trim().max(RATING_TEXT_MAX, FIELD_MESSAGES.invalid).default(''),
});
export type SellerRatingBody = z.infer<typeof sellerRatingBodySchema>;

/**
 * Who may rate: the inquiry's own buyer (checked by the caller: anyone else's inquiry is not found), once the deposit
 * is confirmed and the shipment released, and only once per inquiry. Answers the reason it may not, or undefined.
 */
export function ratingRefusal(facts: {
  state: number;
  shipmentStep: number;
  alreadyRated: boolean;
}): 'notReleased' | 'alreadyRated' | undefined {
  if (facts.state !== INQUIRY_STATE.depositConfirmed || facts.shipmentStep < shipmentStepNumber('released'))
    return 'notReleased';
  return facts.alreadyRated ? 'alreadyRated' : undefined;
}

/** The buyer's own rating of an inquiry (null: none yet) and whether they may give one now. */
export const ownRatingSchema = z.object({
  rating: z.object({ score: z.number(), text: z.string(), ratedAt: z.string() }).nullable(),
  mayRate: z.boolean(),
});
export type OwnRating = z.infer<typeof ownRatingSchema>;

/** A seller's ratings on their listings: the average (one decimal) and how many; average null without any. */
export const sellerRatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  latest: z.array(z.object({ score: z.number(), text: z.string(), ratedAt: z.string() })),
});
export type SellerRatingSummary = z.infer<typeof sellerRatingSummarySchema>;

/** The average shown: one decimal, rounded half up. */
export const ratingAverage = (sum: number, count: number) => (count === 0 ? null : Math.round((sum * 10) / count) / 10);
