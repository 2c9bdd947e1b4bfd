import { z } from 'zod';
import { quotedPrice, type PriceBreakdown } from './pricing.ts';
import { FIELD_MESSAGES } from './validation.ts';

/**
 * A buyer's price offer on a listing (issue 32, docs/decisions/0265). The buyer proposes an amount in whole US
 * dollars, valid for OFFER_VALID_HOURS; the seller (or staff) accepts, declines or counters; the buyer accepts or
 * declines a counter, or withdraws. An accepted offer is that buyer's price for that listing until it expires. An
 * amount below the seller's floor is declined at once: the floor itself never leaves the server.
 */
export const OFFER_STATES = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The states that hold the buyer's one offer per listing (a partial unique index keeps it one). */
export const LIVE_OFFER_STATES = ['open', 'countered', 'accepted'] as const satisfies readonly OfferState[];

/** The validity a buyer picks, in hours: one day to seven. */
export const OFFER_VALID_HOURS = [24, 48, 72, 120, 168] as const;
export const OFFER_MIN_HOURS = 24;
export const OFFER_MAX_HOURS = 168;

/** Who takes a step: the buyer, the seller (or staff for them), or the expiry job. */
export type OfferActor = 'buyer' | 'seller' | 'system';
export const SELLER_OFFER_ACTIONS = ['accept', 'decline', 'counter'] as const;
export type SellerOfferAction = (typeof SELLER_OFFER_ACTIONS)[number];
export const BUYER_OFFER_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type BuyerOfferAction = (typeof BUYER_OFFER_ACTIONS)[number];
export type OfferAction = SellerOfferAction | BuyerOfferAction | 'expire';

/** The state machine: from a state, who may do what, and where it leads. */
const TRANSITIONS: Record<OfferActor, Partial<Record<OfferState, Partial<Record<OfferAction, OfferState>>>>> = {
  seller: {
    open: { accept: 'accepted', decline: 'declined', counter: 'countered' },
  },
  buyer: {
    open: { withdraw: 'withdrawn' },
    countered: { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' },
  },
  system: {
    open: { expire: 'expired' },
    countered: { expire: 'expired' },
    accepted: { expire: 'expired' },
  },
};

/** The state `action` by `actor` leads to from `state`, or null when it may not be taken. */
export function nextOfferState(state: OfferState, actor: OfferActor, action: OfferAction): OfferState | null {
  return TRANSITIONS[actor][state]?.[action] ?? null;
}

export interface OfferTerms {
  state: OfferState;
  expiresAt: string | Date;
}

const instant = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).getTime();

/** The state an offer is in at `now`: a live offer past its time has expired, whether or not the job has run yet. */
export function offerStateAt(offer: OfferTerms, now: Date): OfferState {
  const live = (LIVE_OFFER_STATES as readonly OfferState[]).includes(offer.state);
  return live && instant(offer.expiresAt) <= now.getTime() ? 'expired' : offer.state;
}

/** The buyer's price for the listing from this offer at `now`: the agreed amount while accepted and not expired. */
export function offeredPrice(offer: OfferTerms & { agreedAmount: number | null }, now: Date): number | null {
  return offerStateAt(offer, now) === 'accepted' ? offer.agreedAmount : null;
}

/**
 * The breakdown at the buyer's agreed price: the agreed amount shows as the discounted price (the listing's price
 * struck through), and the total follows. A listing whose own price has since fallen below it keeps its own.
 */
export function withOfferedPrice(breakdown: PriceBreakdown, offered: number | null): PriceBreakdown {
  if (offered === null || offered >= quotedPrice(breakdown)) return breakdown;
  const additionalPrice = offered - breakdown.price;
  return {
    ...breakdown,
    discountPrice: offered,
    additionalPrice,
    totalPrice: breakdown.freightFee === null ? null : offered + breakdown.freightFee,
    isSubInfo: true,
  };
}

/** When an offer made at `from` for `validHours` ends. */
export function offerExpiry(from: Date, validHours: number): Date {
  return new Date(from.getTime() + validHours * 3_600_000);
}

/** Why an offer amount is refused (before anything is written). */
export type OfferAmountProblem = 'notBelowPrice' | 'notAboveOffer';

/** A buyer's amount must be below the listing's price (at or above it, the buyer would simply inquire). */
export function offerAmountProblem(amount: number, price: number): OfferAmountProblem | null {
  return amount < price ? null : 'notBelowPrice';
}

/** A counter lies strictly between the buyer's amount and the listing's price. */
export function counterAmountProblem(counter: number, offer: number, price: number): OfferAmountProblem | null {
  if (counter <= offer) return 'notAboveOffer';
  return counter < price ? null : 'notBelowPrice';
}

/** Below the seller's floor (kept on the server, never shown): declined at once. */
export function isBelowFloor(amount: number, floor: number | null): boolean {
  return floor !== null && amount < floor;
}

/** The message keys (errors namespace) of a refused amount. */
export const OFFER_AMOUNT_MESSAGES: Record<OfferAmountProblem, string> = {
  notBelowPrice: 'field.offerNotBelowPrice',
  notAboveOffer: 'field.counterNotAboveOffer',
};

const amount = z
  .number(FIELD_MESSAGES.required)
  .int(FIELD_MESSAGES.onlyNumbers)
  .min(1, FIELD_MESSAGES.invalid)
  .max(100_000_000, FIELD_MESSAGES.invalid);
const itemNo = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/offers */
export const offerBodySchema = z.object({
  itemNo,
  amount,
  validHours: z
    .number(FIELD_MESSAGES.required)
    .int(FIELD_MESSAGES.invalid)
    .min(OFFER_MIN_HOURS, FIELD_MESSAGES.invalid)
    .max(OFFER_MAX_HOURS, FIELD_MESSAGES.invalid),
});
export type OfferBody = z.infer<typeof offerBodySchema>;

/** POST /api/offers/{offerNo}/answer (the buyer) */
export const buyerOfferAnswerSchema = z.object({ action: z.enum(BUYER_OFFER_ACTIONS, FIELD_MESSAGES.invalid) });
export type BuyerOfferAnswer = z.infer<typeof buyerOfferAnswerSchema>;

/** POST /api/seller/offers/{offerNo}/answer: a counter names its amount. */
export const sellerOfferAnswerSchema = z
  .object({
    action: z.enum(SELLER_OFFER_ACTIONS, FIELD_MESSAGES.invalid),
    counterAmount: amount.nullable().default(null),
  })
  .refine((body) => body.action !== 'counter' || body.counterAmount !== null, {
    path: ['counterAmount'],
    message: FIELD_MESSAGES.required,
  });
export type SellerOfferAnswer = z.infer<typeof sellerOfferAnswerSchema>;

/** PUT /api/seller/offer-floors/{itemNo}: null removes the floor. */
export const offerFloorBodySchema = z.object({ floor: amount.nullable() });
export type OfferFloorBody = z.infer<typeof offerFloorBodySchema>;

export const offerNoParamsSchema = z.object({ offerNo: z.coerce.number().int().positive().max(2_147_483_647) });
export const offerItemParamsSchema = z.object({ itemNo: z.coerce.number().int().positive().max(2_147_483_647) });

/** What a buyer sees of an offer: never the floor, nor why below it beyond the polite message. */
export const offerSchema = z.object({
  offerNo: z.number(),
  itemNo: z.number(),
  state: z.enum(OFFER_STATES),
  amount: z.number(),
  counterAmount: z.number().nullable(),
  agreedAmount: z.number().nullable(),
  /** The listing's price when the offer was made. */
  listPrice: z.number(),
  /** True when it was declined at once (below the seller's floor). */
  declinedAtOnce: z.boolean(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  title: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The seller's (and staff's) view adds the buyer's id and the listing's floor, theirs to see. */
export const sellerOfferSchema = offerSchema.extend({ buyerId: z.string(), floor: z.number().nullable() });
export type SellerOffer = z.infer<typeof sellerOfferSchema>;

export const offerFloorSchema = z.object({ itemNo: z.number(), floor: z.number().nullable() });
