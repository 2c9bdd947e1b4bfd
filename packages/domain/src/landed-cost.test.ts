import { describe, expect, it } from 'vitest';
import { estimateLandedCost, landedCostRateBodySchema, type LandedCostRateInput } from './landed-cost.ts';

/** An invented sheet for the formulas' own tests; the seeded sheets are held to the sources' worked examples. */
const EXAMPLE: LandedCostRateInput = {
  countryCode: 'ZZ',
  category: 1,
  valueMarginPct: 10,
  sourceUrl: 'https://customs.example/',
  checkedOn: '2026-11-23',
  status: 'verified',
  lines: [
    { kind: 'duty', basis: 'customs', rateBp: 1000 },
    {
      kind: 'excise',
      basis: 'customs',
      plus: ['duty'],
      bands: [
        { maxCc: 2000, rateBp: 1000 },
        { minCc: 2001, rateBp: 3000 },
      ],
    },
    { kind: 'levy', code: 'old', basis: 'customs', bands: [{ minAge: 10, rateBp: 2000 }] },
    { kind: 'vat', basis: 'customs', plus: ['duty', 'excise'], rateBp: 2000 },
    { kind: 'fees', basis: 'flat', amountLow: 200, amountHigh: 500 },
  ],
};
const sheet = landedCostRateBodySchema.parse(EXAMPLE);
const taxes = { valueMarginPct: 0, lines: sheet.lines.filter((line) => line.kind !== 'fees') };

describe('estimateLandedCost', () => {
  it('adds each line on its base: the customs value plus the earlier lines it names', () => {
    const estimate = estimateLandedCost(sheet, { cc: 1500, year: 2022 }, 10_000, 2027);
    expect(estimate.lines.map((line) => [line.kind, line.low])).toEqual([
      ['duty', 1_000],
      ['excise', 1_100],
      ['levy', 0],
      ['vat', 2_420],
      ['fees', 200],
    ]);
    expect(estimate.totalLow).toBe(4_720);
  });

  it('picks the band of the age at arrival, counted from the model year', () => {
    const levy = (year: number) => estimateLandedCost(taxes, { cc: 1500, year }, 10_000, 2027).lines[2]!;
    expect(levy(2018)).toMatchObject({ rateLowBp: 0, low: 0, factors: ['age'] });
    expect(levy(2017)).toMatchObject({ rateLowBp: 2000, low: 2_000 });
  });
});

describe('ranges where the basis is uncertain', () => {
  it('spans the customs value margin and the clearing fees', () => {
    const estimate = estimateLandedCost(sheet, { cc: 1500, year: 2022 }, 10_000, 2027);
    expect([estimate.customsValueLow, estimate.customsValueHigh]).toEqual([10_000, 11_000]);
    expect(estimate.lines.map((line) => [line.low, line.high])).toEqual([
      [1_000, 1_100],
      [1_100, 1_210],
      [0, 0],
      [2_420, 2_662],
      [200, 500],
    ]);
    expect(estimate.lines.at(-1)).toMatchObject({ basis: 'flat', rateLowBp: null, plus: [] });
    expect([estimate.totalLow, estimate.totalHigh]).toEqual([4_720, 5_472]);
  });

  it('spans every engine band when the engine size is unknown', () => {
    const excise = estimateLandedCost(taxes, { cc: null, year: 2022 }, 10_000, 2027).lines[1]!;
    expect(excise).toMatchObject({ rateLowBp: 1000, rateHighBp: 3000, low: 1_100, high: 3_300, factors: ['engine'] });
  });

  it('counts cents exactly and rounds only what it shows', () => {
    const sheet = landedCostRateBodySchema.parse({
      ...EXAMPLE,
      valueMarginPct: 0,
      lines: [{ kind: 'levy', basis: 'customs', rateBp: 35 }],
    });
    // 0.35 % of 101 dollars is 35.35 cents: 35 cents, shown as 0 dollars; of 1,000 dollars exactly 3.50.
    expect(estimateLandedCost(sheet, { cc: 1, year: 2020 }, 101, 2027).lines[0]!.low).toBe(0);
    expect(estimateLandedCost(sheet, { cc: 1, year: 2020 }, 1_000, 2027).lines[0]!.low).toBe(4);
  });
});

describe('landedCostRateBodySchema', () => {
  it('refuses a flat line without its range, a percentage line without a rate, a reversed band and a bad class', () => {
    const base = EXAMPLE;
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

describe('rates bounded so every estimate stays a safe integer (issue 30)', () => {
  const compounding = (rateBp: number, count: number): LandedCostRateInput => ({
    ...EXAMPLE,
    valueMarginPct: 200,
    lines: Array.from({ length: count }, () => ({
      kind: 'duty' as const,
      basis: 'customs' as const,
      plus: ['duty' as const],
      rateBp,
    })),
  });

  it('refuses a sheet whose lines compound past 20 times the customs value, naming the lines', () => {
    const result = landedCostRateBodySchema.safeParse(compounding(100_000, 16));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines']);
    expect(landedCostRateBodySchema.safeParse(compounding(100_000, 2)).success).toBe(false);
  });

  it('keeps every figure of the largest listing a safe integer on a sheet at the bound', () => {
    // Four lines of 100 %, each on the value plus the earlier ones (1 + 2 + 4 + 8 times), and one of 500 %: 20 times.
    const atBound = landedCostRateBodySchema.parse({
      ...compounding(10_000, 4),
      lines: [
        ...compounding(10_000, 4).lines,
        { kind: 'vat', basis: 'customs', rateBp: 50_000 },
        { kind: 'fees', basis: 'flat', amountLow: 1_000_000, amountHigh: 1_000_000 },
      ],
    });
    const largestTotal = 2 * 2_147_483_647;
    const estimate = estimateLandedCost(atBound, { cc: null, year: 1900 }, largestTotal, 2100);
    const figures = [
      estimate.customsValueHigh,
      estimate.totalHigh,
      ...estimate.lines.flatMap((line) => [line.low, line.high]),
    ];
    expect(figures.every(Number.isSafeInteger)).toBe(true);
    expect(estimate.totalHigh).toBeGreaterThan(largestTotal);
  });
});
