import { describe, expect, it } from 'vitest';
import { cbm, commissionFor, formatCbm, freightPrice, totalPrice } from './pricing.ts';

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
    expect(totalPrice(12000, 1140)).toBe(13140);
    expect(totalPrice(12000, null)).toBeNull();
  });
});
