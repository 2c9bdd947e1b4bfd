import { describe, expect, it } from 'vitest';
import {
  estimateLandedCost,
  landedCostRateBodySchema,
  type LandedCostRateBody,
  type LandedCostVehicle,
} from '@market/domain';
import { LANDED_COST_SHEETS, SOURCED_SHEETS } from './landed-cost-rates.ts';

/** A petrol passenger car of an engine size and model year. */
const car = (cc: number, year: number): LandedCostVehicle => ({
  cc,
  year,
  fuelCode: 'gasoline',
  vehicleClass: 'passenger',
});
const sheetOf = (countryCode: string): LandedCostRateBody =>
  landedCostRateBodySchema.parse(LANDED_COST_SHEETS.find((sheet) => sheet.countryCode === countryCode));
/** The taxes alone: the worked examples leave out the customs value margin and the clearing fees. */
const taxesOf = (countryCode: string) => {
  const sheet = sheetOf(countryCode);
  return { valueMarginPct: 0, lines: sheet.lines.filter((line) => line.kind !== 'fees') };
};
const amounts = (estimate: ReturnType<typeof estimateLandedCost>) =>
  estimate.lines.map((line) => [line.kind, line.code, line.low, line.high]);

it('every seeded sheet is a valid body, one per country and class', () => {
  for (const sheet of LANDED_COST_SHEETS) expect(landedCostRateBodySchema.safeParse(sheet).success).toBe(true);
  const keys = LANDED_COST_SHEETS.map((sheet) => `${sheet.countryCode}/${sheet.category}`);
  expect(new Set(keys).size).toBe(keys.length);
});

describe('the seeded rates against the authorities’ worked examples', () => {
  it('Kenya (KRA): CIF 1,000,000, 1500 cc: duty 250,000, excise 250,000, VAT 240,000, IDF 35,000, RDL 20,000', () => {
    const estimate = estimateLandedCost(taxesOf('KE'), car(1500, 2022), 1_000_000, 2027);
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
    const at = (cc: number) => estimateLandedCost(taxesOf('KE'), car(cc, 2022), 10_000, 2027).lines[1]!;
    expect(at(2000)).toMatchObject({ rateLowBp: 2500, low: 3125, factors: ['engine'] });
    expect(at(3500)).toMatchObject({ rateLowBp: 3500, low: 4375 });
  });

  it('Tanzania (TRA): CIF 10,000, 1800 cc, 9 years old: duty 2,500, excise 625 and 1,875, VAT 2,700', () => {
    const estimate = estimateLandedCost(taxesOf('TZ'), car(1800, 2018), 10_000, 2027);
    expect(amounts(estimate)).toEqual([
      ['duty', '', 2_500, 2_500],
      ['excise', '', 625, 625],
      ['excise', 'oldVehicleExcise', 1_875, 1_875],
      ['vat', '', 2_700, 2_700],
      ['levy', 'RDL', 150, 150],
      ['levy', 'CPF', 60, 60],
    ]);
  });

  it('Nigeria (NCS): CIF 10,000: duty 3,500, levy 3,500, surcharge 245, CISS 100, ETLS 50, VAT 7.5 % on the sum', () => {
    const estimate = estimateLandedCost(taxesOf('NG'), car(2000, 2020), 10_000, 2027);
    expect(estimate.lines.map((line) => line.low)).toEqual([3_500, 3_500, 245, 100, 50, 1_305]);
    expect(estimate.totalLow).toBe(8_700);
  });
});

describe('the sheets written from cited public pages (docs/decisions/0143)', () => {
  it('Ghana: a February 2024 assessment, CIF GHc 176,234 at 2500 cc, line by line', () => {
    // modernghana.com: duty 17,623.41, NHIL and GETFund 4,846.44, COVID-19 levy 1,938.58, VAT 30,823.35, upfront
    // VAT 22,029.26, ECOWAS 881.17, AU 352.47, EXIM 1,321.76, examination fee 1,762.34, SIL 3,524.68, WHT 1,762.34.
    const estimate = estimateLandedCost(taxesOf('GH'), car(2500, 2017), 176_234, 2024);
    expect(amounts(estimate)).toEqual([
      ['duty', '', 17_623, 17_623],
      ['levy', 'NHIL', 4_846, 4_846],
      ['levy', 'GETFund', 4_846, 4_846],
      ['levy', 'COVID-19 HRL', 1_939, 1_939],
      ['vat', '', 30_823, 30_823],
      ['vat', 'upfrontVat', 22_029, 22_029],
      ['levy', 'ECOWAS', 881, 881],
      ['levy', 'AU', 352, 352],
      ['levy', 'EXIM', 1_322, 1_322],
      ['levy', 'examinationFee', 1_762, 1_762],
      ['levy', 'SIL', 3_525, 3_525],
      ['levy', 'WHT', 1_762, 1_762],
    ]);
  });

  it('Ghana: the duty follows the engine size (5 % to 1000 cc, 20 % above 3000 cc)', () => {
    const duty = (cc: number) => estimateLandedCost(taxesOf('GH'), car(cc, 2020), 10_000, 2027).lines[0]!.low;
    expect([duty(998), duty(2000), duty(3500)]).toEqual([500, 1_000, 2_000]);
  });

  it("Uganda (URA's worked example): CIF 2,500: duty 625, VAT 562.50 on value + duty, withholding tax 150", () => {
    const estimate = estimateLandedCost(taxesOf('UG'), car(1500, 2024), 2_500, 2027);
    expect(amounts(estimate).slice(0, 3)).toEqual([
      ['duty', '', 625, 625],
      ['vat', '', 563, 563],
      ['levy', 'WHT', 150, 150],
    ]);
  });

  it('Uganda: the environmental levy follows the age (none to 4 years, 35 % from 5, 50 % from 10)', () => {
    const levy = (year: number) => estimateLandedCost(taxesOf('UG'), car(1500, year), 10_000, 2027).lines[4]!;
    expect([levy(2024).low, levy(2021).low, levy(2016).low]).toEqual([0, 3_500, 5_000]);
    expect(levy(2016).factors).toEqual(['age']);
  });

  it('are cited, dated and to verify', () => {
    for (const sheet of SOURCED_SHEETS) {
      expect(sheet).toMatchObject({ status: 'toVerify', checkedOn: '2026-11-25' });
      expect(sheet.sourceUrl).toMatch(/^https?:\/\/.+\/.+/);
    }
    expect(SOURCED_SHEETS.map((sheet) => sheet.countryCode)).toEqual(['GH', 'UG']);
  });
});
