import { describe, expect, it } from 'vitest';
import { LANDED_COST_SHEETS } from './landed-cost-sheets.ts';
import { estimateLandedCost, landedCostRateBodySchema, type LandedCostRateBody } from './landed-cost.ts';

const sheetOf = (countryCode: string): LandedCostRateBody =>
  landedCostRateBodySchema.parse(LANDED_COST_SHEETS.find((sheet) => sheet.countryCode === countryCode));
/** The taxes alone: the worked examples leave out the margin and the clearing fees. */
const taxesOf = (countryCode: string) => {
  const sheet = sheetOf(countryCode);
  return { valueMarginPct: 0, lines: sheet.lines.filter((line) => line.kind !== 'fees') };
};
const amounts = (estimate: ReturnType<typeof estimateLandedCost>) =>
  estimate.lines.map((line) => [line.kind, line.code, line.low, line.high]);

describe('estimateLandedCost against the authorities’ worked examples', () => {
  it('Kenya (KRA): CIF 1,000,000, 1500 cc: duty 250,000, excise 250,000, VAT 240,000, IDF 35,000, RDL 20,000', () => {
    const estimate = estimateLandedCost(taxesOf('KE'), { cc: 1500, year: 2022 }, 1_000_000, 2027);
    expect(amounts(estimate)).toEqual([
      ['duty', '', 250_000, 250_000],
      ['excise', '', 250_000, 250_000],
      ['vat', '', 240_000, 240_000],
      ['levy', 'IDF', 35_000, 35_000],
      ['levy', 'RDL', 20_000, 20_000],
    ]);
    expect(estimate.totalLow).toBe(795_000);
  });

  it('Kenya: the excise follows the engine size (25 % at 2000 cc, 35 % at 3500 cc)', () => {
    const at = (cc: number) => estimateLandedCost(taxesOf('KE'), { cc, year: 2022 }, 10_000, 2027).lines[1]!;
    expect(at(2000)).toMatchObject({ rateLowBp: 2500, low: 3125, factors: ['engine'] });
    expect(at(3500)).toMatchObject({ rateLowBp: 3500, low: 4375 });
  });

  it('Tanzania (TRA): CIF 10,000, 1800 cc, 9 years old: duty 2,500, excise 625 and 1,875, VAT 2,700', () => {
    const estimate = estimateLandedCost(taxesOf('TZ'), { cc: 1800, year: 2018 }, 10_000, 2027);
    expect(amounts(estimate)).toEqual([
      ['duty', '', 2_500, 2_500],
      ['excise', '', 625, 625],
      ['excise', 'old vehicle', 1_875, 1_875],
      ['vat', '', 2_700, 2_700],
      ['levy', 'RDL', 150, 150],
      ['levy', 'CPF', 60, 60],
    ]);
  });

  it('Nigeria (NCS): CIF 10,000: duty 3,500, levy 3,500, surcharge 245, CISS 100, ETLS 50, VAT 7.5 % on the sum', () => {
    const estimate = estimateLandedCost(taxesOf('NG'), { cc: 2000, year: 2020 }, 10_000, 2027);
    expect(estimate.lines.map((line) => line.low)).toEqual([3_500, 3_500, 245, 100, 50, 1_305]);
    expect(estimate.totalLow).toBe(8_700);
  });
});

describe('ranges where the basis is uncertain', () => {
  it('spans the customs value margin and the clearing fees', () => {
    const estimate = estimateLandedCost(sheetOf('KE'), { cc: 1500, year: 2022 }, 10_000, 2027);
    expect([estimate.customsValueLow, estimate.customsValueHigh]).toEqual([10_000, 13_000]);
    expect(estimate.lines[0]).toMatchObject({ low: 2_500, high: 3_250 });
    expect(estimate.lines.at(-1)).toMatchObject({ kind: 'fees', basis: 'flat', low: 400, high: 1_000 });
    expect(estimate.totalLow).toBe(8_350);
    expect(estimate.totalHigh).toBeGreaterThan(estimate.totalLow);
  });

  it('spans every engine band when the engine size is unknown', () => {
    const excise = estimateLandedCost(taxesOf('KE'), { cc: null, year: 2022 }, 10_000, 2027).lines[1]!;
    expect(excise).toMatchObject({ rateLowBp: 2000, rateHighBp: 3500, low: 2_500, high: 4_375 });
  });

  it('counts cents exactly and rounds only what it shows', () => {
    const sheet = {
      valueMarginPct: 0,
      lines: [
        {
          kind: 'levy' as const,
          code: '',
          basis: 'customs' as const,
          rateBp: 35,
          bands: [],
          amountLow: null,
          amountHigh: null,
        },
      ],
    };
    // 0.35 % of 101 dollars is 35.35 cents: 35 cents, shown as 0 dollars; of 1,000 dollars exactly 3.50.
    expect(estimateLandedCost(sheet, { cc: 1, year: 2020 }, 101, 2027).lines[0]!.low).toBe(0);
    expect(estimateLandedCost(sheet, { cc: 1, year: 2020 }, 1_000, 2027).lines[0]!.low).toBe(4);
  });
});

describe('landedCostRateBodySchema', () => {
  it('accepts every seeded sheet', () => {
    for (const sheet of LANDED_COST_SHEETS) expect(landedCostRateBodySchema.safeParse(sheet).success).toBe(true);
  });

  it('refuses a flat line without its range, a percentage line without a rate, a reversed band and a bad class', () => {
    const base = LANDED_COST_SHEETS[0]!;
    const refused = (lines: unknown, extra: object = {}) =>
      !landedCostRateBodySchema.safeParse({ ...base, lines, ...extra }).success;
    expect(refused([{ kind: 'fees', basis: 'flat', amountLow: 500, amountHigh: 100 }])).toBe(true);
    expect(refused([{ kind: 'duty', basis: 'customs' }])).toBe(true);
    expect(refused([{ kind: 'duty', basis: 'customs', bands: [{ minCc: 3000, maxCc: 1000, rateBp: 1 }] }])).toBe(true);
    expect(refused([])).toBe(true);
    expect(refused(base.lines, { category: 3 })).toBe(true);
    expect(refused(base.lines, { valueMarginPct: -1 })).toBe(true);
  });
});
