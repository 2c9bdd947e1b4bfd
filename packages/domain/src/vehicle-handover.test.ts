import { describe, expect, it } from 'vitest';
import { shipmentStepNumber } from './shipment.ts';
import { ratingAverage, ratingRefusal, sellerRatingBodySchema } from './seller-rating.ts';
import { INQUIRY_STATE } from './inquiry.ts';
import {
  ARRIVAL_SLOTS,
  arrivalReportBodySchema,
  arrivalWindowOpen,
  LOADING_SLOTS,
  loadingSetChangeable,
  loadingStepAllowed,
  maxSlotBytes,
  missingLoadingSlots,
} from './vehicle-handover.ts';

const booked = shipmentStepNumber('booked');

describe('the loading set', () => {
  it('has eight angles, odometer, VIN plate, engine bay, underside and a cold-start video', () => {
    expect(LOADING_SLOTS).toHaveLength(13);
    expect(ARRIVAL_SLOTS).toEqual(LOADING_SLOTS.filter((slot) => slot !== 'coldStart'));
    expect(maxSlotBytes('coldStart')).toBeGreaterThan(maxSlotBytes('front'));
  });

  it('is sealed only when complete', () => {
    expect(missingLoadingSlots(LOADING_SLOTS)).toEqual([]);
    expect(missingLoadingSlots(LOADING_SLOTS.filter((slot) => slot !== 'vinPlate'))).toEqual(['vinPlate']);
  });

  it('cannot change once sealed, at any step; before the seal only while booked', () => {
    const sealedAt = '2026-11-21T08:00:00.000Z';
    for (let step = 0; step <= 7; step++) expect(loadingSetChangeable({ sealedAt }, step)).toBe(false);
    expect(loadingSetChangeable({ sealedAt: null }, booked)).toBe(true);
    expect(loadingSetChangeable({ sealedAt: null }, 0)).toBe(false);
    expect(loadingSetChangeable({ sealedAt: null }, shipmentStepNumber('loaded'))).toBe(false);
    expect(loadingStepAllowed(null)).toBe(false);
    expect(loadingStepAllowed(sealedAt)).toBe(true);
  });
});

describe('the arrival window', () => {
  const arrived = new Date('2027-01-04T09:00:00Z');
  it('is open for 14 days after the "arrived" step was recorded, then closed', () => {
    expect(arrivalWindowOpen(null, arrived)).toBe(false);
    expect(arrivalWindowOpen(arrived, new Date('2027-01-18T08:59:59Z'))).toBe(true);
    expect(arrivalWindowOpen(arrived, new Date('2027-01-18T09:00:00Z'))).toBe(false);
  });

  it('takes a report of at least one known category, each once, with a text', () => {
    expect(arrivalReportBodySchema.safeParse({ categories: ['mileage'], text: 'Reads 20,000 km more' }).success).toBe(
      true,
    );
    for (const body of [
      { categories: [], text: 'x' },
      { categories: ['paint'], text: 'x' },
      { categories: ['mileage', 'mileage'], text: 'x' },
      { categories: ['mileage'], text: ' ' },
    ])
      expect(arrivalReportBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('who may rate the seller', () => {
  const paid = INQUIRY_STATE.depositConfirmed;
  const released = shipmentStepNumber('released');
  it('the buyer of a released shipment, once', () => {
    expect(ratingRefusal({ state: paid, shipmentStep: released, alreadyRated: false })).toBeUndefined();
    expect(ratingRefusal({ state: paid, shipmentStep: released, alreadyRated: true })).toBe('alreadyRated');
    expect(ratingRefusal({ state: paid, shipmentStep: released - 1, alreadyRated: false })).toBe('notReleased');
    expect(ratingRefusal({ state: INQUIRY_STATE.canceled, shipmentStep: 0, alreadyRated: false })).toBe('notReleased');
  });

  it('with a whole score from 1 to 5 and a short text; the average has one decimal', () => {
    expect(sellerRatingBodySchema.parse({ score: 5 })).toEqual({ score: 5, text: '' });
    for (const score of [0, 6, 4.5, '5']) expect(sellerRatingBodySchema.safeParse({ score }).success).toBe(false);
    expect(sellerRatingBodySchema.safeParse({ score: 3, text: 'x'.repeat(301) }).success).toBe(false);
    expect([ratingAverage(0, 0), ratingAverage(14, 3)]).toEqual([null, 4.7]);
  });
});
