import { describe, expect, it } from 'vitest';
import {
  counterAmountProblem,
  isBelowFloor,
  nextOfferState,
  offerAmountProblem,
  offerBodySchema,
  offeredPrice,
  offerExpiry,
  offerStateAt,
  sellerOfferAnswerSchema,
  withOfferedPrice,
} from './price-offers.ts';
import { priceBreakdown, quotedPrice } from './pricing.ts';

const now = new Date('2026-11-28T12:00:00Z');

describe('the offer state machine', () => {
  it('lets the seller accept, decline or counter an open offer, and nothing after', () => {
    expect(nextOfferState('open', 'seller', 'accept')).toBe('accepted');
    expect(nextOfferState('open', 'seller', 'decline')).toBe('declined');
    expect(nextOfferState('open', 'seller', 'counter')).toBe('countered');
    expect(nextOfferState('countered', 'seller', 'accept')).toBeNull();
    expect(nextOfferState('accepted', 'seller', 'counter')).toBeNull();
  });

  it('lets the buyer accept or decline a counter and withdraw while nothing is agreed', () => {
    expect(nextOfferState('countered', 'buyer', 'accept')).toBe('accepted');
    expect(nextOfferState('countered', 'buyer', 'decline')).toBe('declined');
    expect(nextOfferState('open', 'buyer', 'withdraw')).toBe('withdrawn');
    expect(nextOfferState('open', 'buyer', 'accept')).toBeNull();
    expect(nextOfferState('accepted', 'buyer', 'withdraw')).toBeNull();
  });

  it('expires every live state and no other', () => {
    for (const state of ['open', 'countered', 'accepted'] as const) {
      expect(nextOfferState(state, 'system', 'expire')).toBe('expired');
    }
    for (const state of ['declined', 'withdrawn', 'expired'] as const) {
      expect(nextOfferState(state, 'system', 'expire')).toBeNull();
    }
  });
});

describe('expiry', () => {
  it('ends an offer after the hours chosen', () => {
    expect(offerExpiry(now, 24).toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });

  it('reads a live offer past its time as expired before the job has run', () => {
    const expiresAt = '2026-11-28T11:59:59Z';
    expect(offerStateAt({ state: 'countered', expiresAt }, now)).toBe('expired');
    expect(offerStateAt({ state: 'declined', expiresAt }, now)).toBe('declined');
    expect(offerStateAt({ state: 'open', expiresAt: '2026-11-28T12:00:01Z' }, now)).toBe('open');
  });

  it('gives the agreed price only while accepted and unexpired', () => {
    const accepted = { state: 'accepted' as const, agreedAmount: 9000 };
    expect(offeredPrice({ ...accepted, expiresAt: '2026-11-29T00:00:00Z' }, now)).toBe(9000);
    expect(offeredPrice({ ...accepted, expiresAt: '2026-11-28T12:00:00Z' }, now)).toBeNull();
    expect(offeredPrice({ state: 'countered', agreedAmount: null, expiresAt: '2026-11-29T00:00:00Z' }, now)).toBeNull();
  });
});

describe('amounts', () => {
  it('keeps an offer below the price and a counter between offer and price', () => {
    expect(offerAmountProblem(9999, 10000)).toBeNull();
    expect(offerAmountProblem(10000, 10000)).toBe('notBelowPrice');
    expect(counterAmountProblem(9500, 9000, 10000)).toBeNull();
    expect(counterAmountProblem(9000, 9000, 10000)).toBe('notAboveOffer');
    expect(counterAmountProblem(10000, 9000, 10000)).toBe('notBelowPrice');
  });

  it('declines below the floor only when there is one', () => {
    expect(isBelowFloor(8999, 9000)).toBe(true);
    expect(isBelowFloor(9000, 9000)).toBe(false);
    expect(isBelowFloor(1, null)).toBe(false);
  });

  it('takes 24 hours to 7 days and asks a counter for its amount', () => {
    expect(offerBodySchema.safeParse({ itemNo: 1, amount: 5, validHours: 23 }).success).toBe(false);
    expect(offerBodySchema.safeParse({ itemNo: 1, amount: 5, validHours: 169 }).success).toBe(false);
    expect(offerBodySchema.safeParse({ itemNo: 1, amount: 5, validHours: 168 }).success).toBe(true);
    expect(sellerOfferAnswerSchema.safeParse({ action: 'counter' }).success).toBe(false);
    expect(sellerOfferAnswerSchema.safeParse({ action: 'decline' }).success).toBe(true);
  });
});

describe('the agreed price in a breakdown', () => {
  const listing = { sellPrice: 10_000, discountPrice: null, partners: false };

  it('quotes the agreed amount and totals it with the freight', () => {
    const price = withOfferedPrice(priceBreakdown(listing, { freightFee: 1200, terms: 'FOB' }), 9000);
    expect(quotedPrice(price)).toBe(9000);
    expect(price.totalPrice).toBe(10_200);
    expect(price.isSubInfo).toBe(true);
  });

  it('keeps a lower listing price, and the breakdown without an agreed price', () => {
    const cut = priceBreakdown({ ...listing, partners: true, discountPrice: 8000 }, { freightFee: null, terms: null });
    expect(quotedPrice(withOfferedPrice(cut, 9000))).toBe(8000);
    const plain = priceBreakdown(listing, { freightFee: null, terms: null });
    expect(withOfferedPrice(plain, null)).toBe(plain);
  });
});
