import { describe, expect, it } from 'vitest';
import { convertUsd, currencyOfCountry, isRateFresh, oldestFreshDay } from './currencies.ts';
import { ratesFeedSchema } from './currency-rates.ts';
import { formatCurrency } from './item-display.ts';

describe('rate staleness', () => {
  const now = new Date('2026-11-28T09:00:00Z');

  it('shows a rate up to seven days old and not one day more', () => {
    expect(isRateFresh('2026-11-28', now)).toBe(true);
    expect(isRateFresh('2026-11-21', now)).toBe(true);
    expect(isRateFresh('2026-11-20', now)).toBe(false);
    expect(oldestFreshDay(now)).toBe('2026-11-21');
  });

  it('refuses a rate dated after tomorrow', () => {
    expect(isRateFresh('2026-11-29', now)).toBe(true);
    expect(isRateFresh('2026-11-30', now)).toBe(false);
  });
});

describe('conversion', () => {
  it('converts to whole units and formats in the reader language', () => {
    expect(convertUsd(12_345, 92.5)).toBe(1_141_913);
    expect(formatCurrency(1_141_913, 'RUB', 'ru')).toBe('≈ 1\u00a0141\u00a0913\u00a0₽');
    expect(formatCurrency(1200, 'KWD', 'en')).toBe('≈ KWD\u00a01,200');
  });

  it('knows the currency of our destinations', () => {
    expect(currencyOfCountry('ru')).toBe('RUB');
    expect(currencyOfCountry('SN')).toBe('XOF');
    expect(currencyOfCountry('EC')).toBe('USD');
    expect(currencyOfCountry('XX')).toBeNull();
    expect(currencyOfCountry(null)).toBeNull();
  });

  it('reads an ECB-like feed based on the dollar', () => {
    expect(ratesFeedSchema.safeParse({ base: 'USD', date: '2026-11-27', rates: { RUB: 100 } }).success).toBe(true);
    expect(ratesFeedSchema.safeParse({ base: 'EUR', date: '2026-11-27', rates: { RUB: 100 } }).success).toBe(false);
  });
});
