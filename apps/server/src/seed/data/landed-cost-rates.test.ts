import { describe, expect, it } from 'vitest';
import {
  estimateLandedCost,
  landedCostRateBodySchema,
  type LandedCostRateBody,
  type LandedCostVehicle,
} from '@market/domain';
import { LANDED_COST_SHEETS } from './landed-cost-rates.ts';

/** A passenger car of an engine size, model year and fuel. */
const car = (cc: number, year: number, fuelCode = 'gasoline'): LandedCostVehicle => ({
  cc,
  year,
  fuelCode,
  vehicleClass: 'passenger',
});
const heavy = (vehicleClass: LandedCostVehicle['vehicleClass']): LandedCostVehicle => ({
  cc: 11_000,
  year: 2018,
  fuelCode: 'diesel',
  vehicleClass,
});
const sheetOf = (countryCode: string, category: number = 1): LandedCostRateBody =>
  landedCostRateBodySchema.parse(
    LANDED_COST_SHEETS.find((sheet) => sheet.countryCode === countryCode && sheet.category === category),
  );
/** The taxes alone: the worked examples leave out the customs value margin and the clearing fees. */
const taxesOf = (countryCode: string, category = 1) => {
  const sheet = sheetOf(countryCode, category);
  return { valueMarginPct: 0, lines: sheet.lines.filter((line) => line.kind !== 'fees') };
};
type Estimate = ReturnType<typeof estimateLandedCost>;
const amounts = (estimate: Estimate) => estimate.lines.map((line) => [line.kind, line.code, line.low]);
const lows = (estimate: Estimate) => estimate.lines.map((line) => line.low);

it('every seeded sheet is a valid body, one per country and category, with a source', () => {
  for (const sheet of LANDED_COST_SHEETS) {
    expect(landedCostRateBodySchema.safeParse(sheet).success).toBe(true);
    expect(sheet).toMatchObject({ status: 'toVerify', checkedOn: '2026-11-28' });
  }
  const keys = LANDED_COST_SHEETS.map((sheet) => `${sheet.countryCode}/${sheet.category}`);
  expect(new Set(keys).size).toBe(keys.length);
});

it('covers the destinations of issue 28 for cars and for trucks, buses and machinery', () => {
  const countries = ['KG', 'KZ', 'TJ', 'UZ', 'JO', 'IQ', 'LY', 'EG', 'GH', 'NG', 'BJ', 'TG', 'DO', 'CL', 'MN'];
  for (const countryCode of countries)
    for (const category of [1, 2])
      expect(LANDED_COST_SHEETS.some((s) => s.countryCode === countryCode && s.category === category)).toBe(true);
});

describe('each country against a worked example or its tariff’s arithmetic', () => {
  it('Kenya (KRA worked example): CIF 1,000,000 at 1500 cc: duty 250,000, excise 250,000, VAT 240,000, IDF, RDL', () => {
    const estimate = estimateLandedCost(taxesOf('KE'), car(1500, 2022), 1_000_000, 2027);
    expect(lows(estimate)).toEqual([250_000, 250_000, 240_000, 35_000, 20_000]);
    expect(estimate.totalLow).toBe(795_000);
  });

  it('Kenya (Excise Duty Act arithmetic): a 2800 cc diesel pays 35 %, a 2800 cc petrol car 25 %', () => {
    const excise = (fuel: string) =>
      estimateLandedCost(taxesOf('KE'), car(2800, 2022, fuel), 10_000, 2027).lines[1]!.rateLowBp;
    expect([excise('diesel'), excise('gasoline')]).toEqual([3500, 2500]);
  });

  it('Tanzania (TRA arithmetic): CIF 10,000, 1800 cc, 9 years old: duty 2,500, excise 625 and 1,875, VAT 2,700', () => {
    const estimate = estimateLandedCost(taxesOf('TZ'), car(1800, 2018), 10_000, 2027);
    expect(lows(estimate)).toEqual([2_500, 625, 1_875, 2_700, 150, 60]);
  });

  it("Uganda (URA's worked example): CIF 2,500: duty 625, VAT 562.50 on value + duty, withholding tax 150", () => {
    const estimate = estimateLandedCost(taxesOf('UG'), car(1500, 2024), 2_500, 2027);
    expect(lows(estimate).slice(0, 3)).toEqual([625, 563, 150]);
  });

  it('Nigeria (NCS arithmetic): CIF 10,000: duty, NAC levy, surcharge, CISS, ETLS, VAT 7.5 % on the sum', () => {
    const estimate = estimateLandedCost(taxesOf('NG'), car(2000, 2020), 10_000, 2027);
    expect(lows(estimate)).toEqual([3_500, 3_500, 245, 100, 50, 1_305]);
    const truck = estimateLandedCost(taxesOf('NG', 2), heavy('truck'), 10_000, 2027);
    expect(truck).toMatchObject({ incomplete: true, totalLow: null });
    expect(truck.lines.filter((line) => line.unknown).map((line) => line.code)).toEqual(['NAC', '']);
  });

  it('Ghana (a February 2024 assessment, modernghana.com): CIF GHc 176,234 at 2500 cc, line by line', () => {
    const estimate = estimateLandedCost(taxesOf('GH'), car(2500, 2017), 176_234, 2024);
    expect(amounts(estimate)).toEqual([
      ['duty', '', 17_623],
      ['levy', 'NHIL', 4_846],
      ['levy', 'GETFund', 4_846],
      ['levy', 'COVID-19 HRL', 1_939],
      ['vat', '', 30_823],
      ['levy', 'ECOWAS', 881],
      ['levy', 'AU', 352],
      ['levy', 'EXIM', 1_322],
      ['levy', 'examinationFee', 1_762],
      ['levy', 'SIL', 3_525],
      ['levy', 'WHT', 1_762],
    ]);
  });

  it('Ghana (GRA arithmetic): diesel bands differ (2000 cc diesel 10 %, 1200 cc diesel 5 %); trucks 10 %, machinery 5 %', () => {
    const duty = (vehicle: LandedCostVehicle, category = 1) =>
      estimateLandedCost(taxesOf('GH', category), vehicle, 10_000, 2027).lines[0]!.low;
    expect([duty(car(1200, 2020, 'diesel')), duty(car(1200, 2020)), duty(car(2800, 2020, 'diesel'))]).toEqual([
      500, 1_000, 2_000,
    ]);
    expect([duty(heavy('truck'), 2), duty(heavy('bus'), 2), duty(heavy('machinery'), 2)]).toEqual([1_000, 1_000, 500]);
    const truck = estimateLandedCost(taxesOf('GH', 2), heavy('truck'), 10_000, 2027);
    // 10 % duty, 6 % levies on value + duty (660), VAT 15 % of 11,660 (1,749), 5.45 % on the value (545).
    expect(truck.totalLow).toBe(1_000 + 660 + 1_749 + 545);
  });

  it('Benin and Togo (UEMOA tariff arithmetic): CIF 10,000 car: duty 2,000, RS 100, PCS 80, PC 50, VAT 18 % on all', () => {
    for (const country of ['BJ', 'TG']) {
      expect(lows(estimateLandedCost(taxesOf(country), car(1800, 2016), 10_000, 2027))).toEqual([
        2_000, 100, 80, 50, 2_201,
      ]);
      expect(estimateLandedCost(sheetOf(country), car(1800, 2016), 10_000, 2027).incomplete).toBe(true);
    }
  });

  it('Kyrgyzstan (EAEU unified rate arithmetic): € per cm³ by age at €1 = US$1.16; under 3 years not known', () => {
    const at = (cc: number, year: number) => estimateLandedCost(taxesOf('KG'), car(cc, year), 10_000, 2027);
    expect(at(2000, 2019).totalLow).toBe(11_140); // over 5 years, 1801-2300 cm³: €4.8 = 5.57 US$/cm³
    expect(at(1600, 2023).totalLow).toBe(4_640); // 3 to 5 years, 1501-1800 cm³: €2.5 = 2.90 US$/cm³
    expect(at(1600, 2025)).toMatchObject({ incomplete: true, totalLow: null });
  });

  it('Kyrgyzstan and Kazakhstan trucks (EAEU tariff arithmetic): duty 15 %, VAT 12 % or 16 % on value + duty', () => {
    expect(estimateLandedCost(taxesOf('KG', 2), heavy('truck'), 40_000, 2027).totalLow).toBe(6_000 + 5_520);
    const kz = estimateLandedCost(taxesOf('KZ', 2), heavy('truck'), 40_000, 2027);
    expect(lows(kz)).toEqual([6_000, 7_360, null]);
    expect(estimateLandedCost(taxesOf('KG', 2), heavy('bus'), 40_000, 2027).incomplete).toBe(true);
  });

  it('Kazakhstan cars: the unified rate, with the recycling and registration fees not known', () => {
    const estimate = estimateLandedCost(sheetOf('KZ'), car(2000, 2019), 10_000, 2027);
    expect(lows(estimate)).toEqual([11_140, null, null]);
  });

  it('Tajikistan and Uzbekistan: VAT on a duty and excise not known is not known either', () => {
    for (const country of ['TJ', 'UZ'])
      expect(estimateLandedCost(sheetOf(country), car(2000, 2020), 10_000, 2027).lines.every((l) => l.unknown)).toBe(
        true,
      );
  });

  it("Jordan (the Cabinet's 2025 totals): petrol 51 %, hybrid 39 %; trucks no duty, 16 % sales tax", () => {
    const total = (vehicle: LandedCostVehicle, category = 1) =>
      estimateLandedCost(taxesOf('JO', category), vehicle, 20_000, 2027).totalLow;
    expect([total(car(2000, 2023)), total(car(2000, 2023, 'hybrid')), total(car(2000, 2023, 'electric'))]).toEqual([
      10_200,
      7_800,
      null,
    ]);
    expect(total(heavy('truck'), 2)).toBe(3_200);
    expect(total(heavy('machinery'), 2)).toBeNull();
  });

  it('Egypt (tariff arithmetic): 1600 cc: duty 40 %, schedule tax 1 % on value + duty, VAT 14 %; the fee not known', () => {
    const estimate = estimateLandedCost(taxesOf('EG'), car(1600, 2026), 10_000, 2027);
    expect(lows(estimate)).toEqual([4_000, 140, 1_980, null]);
    expect(estimateLandedCost(taxesOf('EG'), car(2400, 2026), 10_000, 2027).lines[0]!.low).toBe(13_500);
  });

  it('Iraq and Libya: every charge named, none known, no total', () => {
    for (const country of ['IQ', 'LY'])
      expect(estimateLandedCost(sheetOf(country, 2), heavy('truck'), 10_000, 2027)).toMatchObject({
        incomplete: true,
        totalLow: null,
      });
  });

  it('Dominican Republic (tariff arithmetic): duty 20 %, ITBIS 18 % on value + duty, first registration 17 %', () => {
    const estimate = estimateLandedCost(taxesOf('DO'), car(2000, 2023), 10_000, 2027);
    expect(lows(estimate)).toEqual([2_000, 2_160, 1_700, null]);
  });

  it('Chile, Iquique free zone: no duty or VAT on entry; its charges not known; re-export stated in the note', () => {
    const estimate = estimateLandedCost(sheetOf('CL'), car(2000, 2015), 10_000, 2027);
    expect(lows(estimate)).toEqual([0, 0, null]);
    expect(sheetOf('CL').engNote).toMatch(/Bolivia, Paraguay or Peru/);
  });

  it('Mongolia (tariff arithmetic): trucks duty 5 %, VAT 10 % on value + duty; the car excise not known', () => {
    expect(lows(estimateLandedCost(taxesOf('MN', 2), heavy('truck'), 10_000, 2027))).toEqual([500, 1_050]);
    expect(estimateLandedCost(taxesOf('MN'), car(2000, 2020), 10_000, 2027).incomplete).toBe(true);
  });
});
