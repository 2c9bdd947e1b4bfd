import { describe, expect, it } from 'vitest';
import {
  estimateLandedCost,
  landedCostRateBodySchema,
  type LandedCostRateInput,
  type LandedCostVehicle,
} from './landed-cost.ts';

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
    {
      kind: 'excise',
      code: 'oldVehicleExcise',
      basis: 'customs',
      bands: [
        { maxAge: 9, rateBp: 0 },
        { minAge: 10, rateBp: 2000 },
      ],
    },
    { kind: 'vat', basis: 'customs', plus: ['duty', 'excise'], rateBp: 2000 },
    { kind: 'fees', basis: 'flat', amountLow: 200, amountHigh: 500 },
  ],
};
const sheet = landedCostRateBodySchema.parse(EXAMPLE);
/** A petrol passenger car of an engine size and model year. */
const car = (cc: number | null, year: number): LandedCostVehicle => ({
  cc,
  year,
  fuelCode: 'gasoline',
  vehicleClass: 'passenger',
});
const taxes = { valueMarginPct: 0, lines: sheet.lines.filter((line) => line.kind !== 'fees') };

describe('estimateLandedCost', () => {
  it('adds each line on its base: the customs value plus the earlier lines it names', () => {
    const estimate = estimateLandedCost(sheet, car(1500, 2022), 10_000, 2027);
    expect(estimate.lines.map((line) => [line.kind, line.low])).toEqual([
      ['duty', 1_000],
      ['excise', 1_100],
      ['excise', 0],
      ['vat', 2_420],
      ['fees', 200],
    ]);
    expect(estimate.totalLow).toBe(4_720);
  });

  it('picks the band of the age at arrival, counted from the model year', () => {
    const levy = (year: number) => estimateLandedCost(taxes, car(1500, year), 10_000, 2027).lines[2]!;
    expect(levy(2018)).toMatchObject({ rateLowBp: 0, low: 0, factors: ['age'] });
    expect(levy(2017)).toMatchObject({ rateLowBp: 2000, low: 2_000 });
  });
});

describe('ranges where the basis is uncertain', () => {
  it('spans the customs value margin and the clearing fees', () => {
    const estimate = estimateLandedCost(sheet, car(1500, 2022), 10_000, 2027);
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
    const excise = estimateLandedCost(taxes, car(null, 2022), 10_000, 2027).lines[1]!;
    expect(excise).toMatchObject({ rateLowBp: 1000, rateHighBp: 3000, low: 1_100, high: 3_300, factors: ['engine'] });
  });

  it('counts cents exactly and rounds only what it shows', () => {
    const sheet = landedCostRateBodySchema.parse({
      ...EXAMPLE,
      valueMarginPct: 0,
      lines: [{ kind: 'levy', basis: 'customs', rateBp: 35 }],
    });
    // 0.35 % of 101 dollars is 35.35 cents: 35 cents, shown as 0 dollars; of 1,000 dollars exactly 3.50.
    expect(estimateLandedCost(sheet, car(1, 2020), 101, 2027).lines[0]!.low).toBe(0);
    expect(estimateLandedCost(sheet, car(1, 2020), 1_000, 2027).lines[0]!.low).toBe(4);
  });
});

describe('bands by fuel and customs class (issue 28)', () => {
  const special = landedCostRateBodySchema.parse({
    ...EXAMPLE,
    category: 2,
    valueMarginPct: 0,
    lines: [
      {
        kind: 'duty',
        basis: 'customs',
        bands: [
          { classes: ['truck'], fuels: ['diesel'], rateBp: 1000 },
          { classes: ['truck'], rateBp: 1500 },
          { classes: ['bus'], rateBp: 2000 },
          { classes: ['machinery'], rateBp: 500 },
        ],
      },
      { kind: 'vat', basis: 'customs', plus: ['duty'], rateBp: 1000 },
    ],
  });
  const vehicle = (vehicleClass: LandedCostVehicle['vehicleClass'], fuelCode: string | null = 'diesel') => ({
    cc: 7_000,
    year: 2018,
    fuelCode,
    vehicleClass,
  });

  it('takes the first band of the class and fuel', () => {
    const at = (v: LandedCostVehicle) => estimateLandedCost(special, v, 10_000, 2027);
    expect(at(vehicle('truck')).lines[0]).toMatchObject({ rateLowBp: 1000, low: 1_000, factors: ['fuel', 'class'] });
    expect(at(vehicle('truck', 'gasoline')).lines[0]).toMatchObject({ rateLowBp: 1500, low: 1_500 });
    expect(at(vehicle('machinery')).totalLow).toBe(500 + 1_050);
  });

  it('spans the bands a fact the listing does not give leaves open', () => {
    const truck = estimateLandedCost(special, vehicle('truck', null), 10_000, 2027);
    expect(truck.lines[0]).toMatchObject({ rateLowBp: 1000, rateHighBp: 1500, low: 1_000, high: 1_500 });
    const unknownClass = estimateLandedCost(special, vehicle(null), 10_000, 2027);
    expect(unknownClass.lines[0]).toMatchObject({ rateLowBp: 500, rateHighBp: 2000, low: 500, high: 2_000 });
  });

  it('knows no rate for a class no band covers: the line and every line on it unknown, and no total', () => {
    const estimate = estimateLandedCost(special, vehicle('specialPurpose'), 10_000, 2027);
    expect(estimate.lines.map((line) => [line.unknown, line.low])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect(estimate).toMatchObject({ incomplete: true, totalLow: null, totalHigh: null });
  });
});

describe('rates not known', () => {
  const withUnknown = (line: object) =>
    landedCostRateBodySchema.parse({
      ...EXAMPLE,
      valueMarginPct: 0,
      lines: [{ kind: 'duty', basis: 'customs', rateBp: 1000 }, line],
    });

  it('marks a line staff flagged unknown (a rate or a flat fee) and gives no total', () => {
    for (const line of [
      { kind: 'excise', basis: 'customs', unknown: true },
      { kind: 'fees', basis: 'flat', unknown: true },
    ]) {
      const estimate = estimateLandedCost(withUnknown(line), car(1500, 2022), 10_000, 2027);
      expect(estimate.lines.map((each) => each.low)).toEqual([1_000, null]);
      expect(estimate).toMatchObject({ incomplete: true, totalLow: null });
    }
  });

  it('marks a band whose rate is null unknown', () => {
    const line = { kind: 'excise', basis: 'customs', bands: [{ maxAge: 5, rateBp: 0 }, { rateBp: null }] };
    expect(estimateLandedCost(withUnknown(line), car(1500, 2025), 10_000, 2027).incomplete).toBe(false);
    expect(estimateLandedCost(withUnknown(line), car(1500, 2015), 10_000, 2027).lines[1]).toMatchObject({
      unknown: true,
      rateLowBp: null,
    });
  });
});

describe('specific duties per cc', () => {
  const perCc = landedCostRateBodySchema.parse({
    ...EXAMPLE,
    valueMarginPct: 0,
    lines: [{ kind: 'duty', basis: 'customs', bands: [{ rateBp: 2000, centsPerCc: 100 }] }],
  });

  it('charges the percentage or the amount per cc, whichever is more', () => {
    const at = (cc: number, total: number) => estimateLandedCost(perCc, car(cc, 2020), total, 2027).lines[0]!;
    expect(at(1_500, 10_000)).toMatchObject({ low: 2_000, perCcLow: 100, factors: ['engine'] });
    expect(at(3_000, 10_000)).toMatchObject({ low: 3_000 });
  });

  it('cannot count it without the engine size', () => {
    expect(estimateLandedCost(perCc, car(null, 2020), 10_000, 2027)).toMatchObject({ incomplete: true });
  });
});

describe('landedCostRateBodySchema', () => {
  it('takes an authority acronym or a named charge as a code, nothing else', () => {
    const coded = (code: string) =>
      landedCostRateBodySchema.safeParse({
        ...EXAMPLE,
        lines: [{ kind: 'levy', code, basis: 'customs', rateBp: 100 }],
      }).success;
    expect([coded('NHIL'), coded('upfrontVat'), coded('')]).toEqual([true, true, true]);
    expect([coded('Upfront VAT'), coded('NAC levy'), coded('old vehicle')]).toEqual([false, false, false]);
  });

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
    const estimate = estimateLandedCost(
      atBound,
      { cc: null, year: 1900, fuelCode: null, vehicleClass: null },
      largestTotal,
      2100,
    );
    const figures = [
      estimate.customsValueHigh,
      estimate.totalHigh,
      ...estimate.lines.flatMap((line) => [line.low, line.high]),
    ];
    expect(figures.every(Number.isSafeInteger)).toBe(true);
    expect(estimate.totalHigh).toBeGreaterThan(largestTotal);
  });
});
