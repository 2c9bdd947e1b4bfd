import { describe, expect, it } from 'vitest';
import { cbm, commissionFor, discountedPrice, formatCbm, freightPrice, priceBreakdown } from './pricing.ts';

const tiers = [
  { startPrice: 300, endPrice: 4999, commission: 150 },
  { startPrice: 5000, endPrice: 9999, commission: 250 },
];

describe('pricing', () => {
  it('takes the commission of the tier containing the price, edges included, else 0', () => {
    expect(commissionFor(300, tiers)).toBe(150);
    expect(commissionFor(4999, tiers)).toBe(150);
    expect(commissionFor(5000, tiers)).toBe(250);
    expect(commissionFor(9999, tiers)).toBe(250);
    expect(commissionFor(299, tiers)).toBe(0);
    expect(commissionFor(10000, tiers)).toBe(0);
  });

  it('computes CBM from millimetres to 3 decimals', () => {
    expect(cbm(4900, 1860, 1445)).toBe(13.17);
    expect(formatCbm(cbm(4900, 1860, 1445))).toBe('13.170');
    expect(formatCbm(0)).toBe('');
  });

  it('prices freight from base and volume, and ASK as null', () => {
    expect(freightPrice({ basePrice: 350, pricePerCbm: 60, askFlag: false }, 13.17)).toBe(1140);
    expect(freightPrice({ basePrice: 350, pricePerCbm: 60, askFlag: true }, 13.17)).toBeNull();
  });
});

describe('the price a listing is offered at', () => {
  const superSale = { sellPrice: 68000, discountPrice: 65000, partners: true };

  it('is the Super Sale price only when the listing is on Super Sale with a discount below its price', () => {
    expect(discountedPrice(superSale)).toBe(65000);
    expect(discountedPrice({ ...superSale, discountPrice: null })).toBeNull();
    expect(discountedPrice({ ...superSale, discountPrice: 68000 })).toBeNull();
    expect(discountedPrice({ ...superSale, partners: false })).toBeNull();
    expect(discountedPrice({ ...superSale, partners: false }, true)).toBe(67800);
  });

  it('breaks a Super Sale quote down as the spec names it: the discount rows, and the total at the shown price', () => {
    expect(priceBreakdown(superSale, { freightFee: 1140, terms: 'CFR' })).toEqual({
      price: 68000,
      discountPrice: 65000,
      additionalPrice: -3000,
      freightFee: 1140,
      totalPrice: 66140,
      terms: 'CFR',
      isTerms: true,
      isSubInfo: true,
    });
  });

  it('quotes the sell price without a discount, and the total as ASK while the freight is unknown', () => {
    expect(priceBreakdown({ ...superSale, discountPrice: null }, { freightFee: 1140, terms: 'CIF' })).toEqual({
      price: 68000,
      discountPrice: null,
      additionalPrice: 0,
      freightFee: 1140,
      totalPrice: 69140,
      terms: 'CIF',
      isTerms: true,
      isSubInfo: false,
    });
    expect(priceBreakdown(superSale, { freightFee: null, terms: null })).toMatchObject({
      discountPrice: 65000,
      freightFee: null,
      totalPrice: null,
      terms: '',
      isTerms: false,
    });
  });
});
