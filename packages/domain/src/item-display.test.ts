import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatUsd,
  inquiryButtonVisible,
  mayInquire,
  itemTitle,
  mustMaskDetails,
  parseStockQuery,
  referenceNumber,
  withUnit,
} from './item-display.ts';

const names = (ko: string, en: string, base: string) => ({
  [base]: ko,
  [`eng${base[0]?.toUpperCase()}${base.slice(1)}`]: en,
  [`fra${base[0]?.toUpperCase()}${base.slice(1)}`]: en,
  [`ar${base[0]?.toUpperCase()}${base.slice(1)}`]: en,
  [`ru${base[0]?.toUpperCase()}${base.slice(1)}`]: en,
  [`es${base[0]?.toUpperCase()}${base.slice(1)}`]: en,
});

const item = {
  year: 2021,
  ...names('현대', 'Hyundai', 'maker'),
  ...names('쏘나타', 'Sonata', 'model'),
  ...names('쏘나타 DN8 2.0', 'Sonata DN8 2.0', 'detailModel'),
} as Parameters<typeof itemTitle>[0];

describe('item display rules', () => {
  it('titles by year, maker and detail model, Korean names only in Korean', () => {
    expect(itemTitle(item, 0)).toBe('2021 현대 쏘나타 DN8 2.0');
    expect(itemTitle(item, 1)).toBe('2021 Hyundai Sonata DN8 2.0');
    expect(itemTitle(item, 3)).toBe('2021 Hyundai Sonata DN8 2.0');
    expect(itemTitle({ ...item, detailModel: '', engDetailModel: '' }, 1)).toBe('2021 Hyundai Sonata');
  });

  it("names the maker in the language's own name and the detail model in English (Arabic, Russian)", () => {
    const localized = { ...item, arMaker: 'هيونداي', ruMaker: 'Хёндэ', arDetailModel: 'Sonata DN8 2.0 بنزين' };
    expect(itemTitle(localized, 3)).toBe('2021 هيونداي Sonata DN8 2.0');
    expect(itemTitle(localized, 4)).toBe('2021 Хёндэ Sonata DN8 2.0');
  });

  it('masks for visitors and accounts pending admission', () => {
    expect(mustMaskDetails(null)).toBe(true);
    expect(mustMaskDetails({ admission: false })).toBe(true);
    expect(mustMaskDetails({ admission: true })).toBe(false);
  });

  it('shows the inquiry button by the spec rule', () => {
    const base = { userFlag: 0, language: 1 as const, itemFlag: 0, countryCode: 'GH' };
    expect(inquiryButtonVisible(base)).toBe(true);
    expect(inquiryButtonVisible({ ...base, userFlag: undefined })).toBe(true);
    expect(inquiryButtonVisible({ ...base, userFlag: 1 })).toBe(false);
    expect(inquiryButtonVisible({ ...base, language: 0 })).toBe(false);
    expect(inquiryButtonVisible({ ...base, itemFlag: 3 })).toBe(false);
    expect(inquiryButtonVisible({ ...base, countryCode: 'KR' })).toBe(false);
    expect(inquiryButtonVisible({ ...base, userFlag: 2, countryCode: 'KR', language: 0, itemFlag: 3 })).toBe(true);
  });

  it('lets the same accounts inquire wherever an inquiry starts, whatever the listing (issue 14)', () => {
    const buyer = { userFlag: 0, language: 1 as const, countryCode: 'GH' };
    expect(mayInquire(buyer)).toBe(true);
    expect(mayInquire({ ...buyer, language: 0 })).toBe(false);
    expect(mayInquire({ ...buyer, countryCode: 'KR' })).toBe(false);
    expect(mayInquire({ ...buyer, userFlag: 1 })).toBe(false);
    expect(mayInquire({ userFlag: 2, language: 0, countryCode: 'KR' })).toBe(true);
  });

  it('formats units and reference numbers', () => {
    expect(withUnit(123456, ' Km')).toBe('123,456 Km');
    expect(withUnit(null, ' HP')).toBe('-');
    expect(referenceNumber(1, 5)).toBe('CN5');
    expect(referenceNumber(2, 5)).toBe('TN5');
  });

  it('writes dollars with separators, and an amount taken off with a minus sign first', () => {
    expect(formatUsd(68000)).toBe('$68,000');
    expect(formatUsd(-3000)).toBe('−$3,000');
    expect(formatUsd(5.567, { cents: true })).toBe('$5.57');
  });

  it('groups thousands as en-US does, rounded to whole units', () => {
    for (const value of [0, 7, 999, 1000, 99_999.5, -1000, 1_234_567, -1_234_567.4, 999_999_999_999])
      expect(formatNumber(value), String(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });
});

describe('parseStockQuery', () => {
  it('reads stock numbers and chassis numbers, refuses the rest', () => {
    expect(parseStockQuery('CB123')).toEqual({ itemNo: 123 });
    expect(parseStockQuery(' cb 123 ')).toEqual({ itemNo: 123 });
    expect(parseStockQuery('kmhe341dbka-123456')).toEqual({ chassisNo: 'KMHE341DBKA123456' });
    for (const text of ['', 'CB', 'CB0', '123', 'CB12x', 'KMHE341DBKA12345', 'hello'])
      expect(parseStockQuery(text), text).toBeUndefined();
  });
});
