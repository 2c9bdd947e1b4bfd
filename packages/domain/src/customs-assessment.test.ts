import { describe, expect, it } from 'vitest';
import {
  assessedRange,
  customsAssessmentBodySchema,
  errorsByCountry,
  estimateErrorPct,
  median,
} from './customs-assessment.ts';
import { estimateLandedCost, landedCostRateBodySchema } from './landed-cost.ts';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, -10, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('estimateErrorPct', () => {
  it("is the range's midpoint against the actual amount, in per cent of it", () => {
    expect(estimateErrorPct({ actual: 1000, estimateLow: 1000, estimateHigh: 1400 })).toBe(20);
    expect(estimateErrorPct({ actual: 1500, estimateLow: 900, estimateHigh: 1100 })).toBe(-33.3);
  });

  it('is unknown without an estimate', () => {
    expect(estimateErrorPct({ actual: 1000, estimateLow: null, estimateHigh: null })).toBeNull();
  });
});

describe('errorsByCountry', () => {
  it('gives each country its median signed and absolute error and how many fell inside the range', () => {
    const rows = errorsByCountry([
      { countryCode: 'TZ', actual: 1000, estimateLow: 900, estimateHigh: 1100 }, // 0 %, inside
      { countryCode: 'KE', actual: 1000, estimateLow: 1000, estimateHigh: 1400 }, // +20 %, inside
      { countryCode: 'KE', actual: 2000, estimateLow: 1000, estimateHigh: 1400 }, // -40 %
      { countryCode: 'KE', actual: 1000, estimateLow: 1100, estimateHigh: 1300 }, // +20 %
      { countryCode: 'KE', actual: 800, estimateLow: null, estimateHigh: null }, // no rates then
    ]);
    expect(rows).toEqual([
      {
        countryCode: 'KE',
        recorded: 4,
        estimated: 3,
        medianErrorPct: 20,
        medianAbsErrorPct: 20,
        withinRange: 1,
      },
      { countryCode: 'TZ', recorded: 1, estimated: 1, medianErrorPct: 0, medianAbsErrorPct: 0, withinRange: 1 },
    ]);
  });

  it('keeps a country whose assessments had no estimate, with no error', () => {
    expect(errorsByCountry([{ countryCode: 'GH', actual: 900, estimateLow: null, estimateHigh: null }])).toEqual([
      { countryCode: 'GH', recorded: 1, estimated: 0, medianErrorPct: null, medianAbsErrorPct: null, withinRange: 0 },
    ]);
  });
});

describe('assessedRange', () => {
  it('adds the taxes and levies of an estimate and leaves out port and clearing fees', () => {
    const sheet = landedCostRateBodySchema.parse({
      countryCode: 'KE',
      category: 1,
      valueMarginPct: 0,
      sourceUrl: 'https://www.kra.go.ke/',
      checkedOn: '2026-11-23',
      status: 'toVerify',
      lines: [
        { kind: 'duty', basis: 'customs', rateBp: 2500 },
        { kind: 'fees', basis: 'flat', amountLow: 400, amountHigh: 1000 },
      ],
    });
    const vehicle = { cc: 1500, year: 2024, fuelCode: 'gasoline', vehicleClass: 'passenger' } as const;
    expect(assessedRange(estimateLandedCost(sheet, vehicle, 10_000, 2026))).toEqual({ low: 2500, high: 2500 });
  });

  it('gives nothing when a tax is not known', () => {
    const sheet = landedCostRateBodySchema.parse({
      countryCode: 'KE',
      category: 1,
      valueMarginPct: 0,
      sourceUrl: 'https://www.kra.go.ke/',
      checkedOn: '2026-11-23',
      status: 'toVerify',
      lines: [{ kind: 'duty', basis: 'customs', unknown: true }],
    });
    const vehicle = { cc: 1500, year: 2024, fuelCode: 'gasoline', vehicleClass: 'passenger' } as const;
    expect(assessedRange(estimateLandedCost(sheet, vehicle, 10_000, 2026))).toBeNull();
  });
});

describe('customsAssessmentBodySchema', () => {
  it('takes a whole, positive number of dollars', () => {
    expect(customsAssessmentBodySchema.safeParse({ actualAmount: 4800 }).success).toBe(true);
    for (const actualAmount of [0, -5, 12.5, '4800', 20_000_000])
      expect(customsAssessmentBodySchema.safeParse({ actualAmount }).success).toBe(false);
  });
});
