import type { LandedCostRateInput } from '@market/domain';

/**
 * The landed cost rates of the seeded countries (issue 18, docs/decisions/0142), reference data written from public
 * knowledge of each revenue authority's tariff on the day below, whose home page is the source; every sheet is "to
 * verify" until staff confirm it. landed-cost-rates.test.ts holds them to the authorities' worked examples.
 */
export const LANDED_COST_CHECKED_ON = '2026-11-23';

const sheet = (input: Omit<LandedCostRateInput, 'checkedOn' | 'status'>): LandedCostRateInput => ({
  ...input,
  checkedOn: LANDED_COST_CHECKED_ON,
  status: 'toVerify',
});

/** Port handling, clearing agent and registration at home: a range, since agents and ports differ. */
const clearing = (amountLow: number, amountHigh: number) =>
  ({ kind: 'fees', code: '', basis: 'flat', amountLow, amountHigh }) as const;

export const LANDED_COST_SHEETS: LandedCostRateInput[] = [
  // Kenya (KRA): import duty 25 % of the customs value; excise on value + duty by engine size; VAT 16 % on value +
  // duty + excise; Import Declaration Fee 3.5 % and Railway Development Levy 2 % of the customs value. The customs
  // value is the KRA's Current Retail Selling Price less depreciation, often above the invoice: margin 30 %.
  sheet({
    countryCode: 'KE',
    category: 1,
    valueMarginPct: 30,
    sourceUrl: 'https://www.kra.go.ke/',
    lines: [
      { kind: 'duty', basis: 'customs', rateBp: 2500 },
      {
        kind: 'excise',
        basis: 'customs',
        plus: ['duty'],
        bands: [
          { maxCc: 1500, rateBp: 2000 },
          { minCc: 1501, maxCc: 3000, rateBp: 2500 },
          { minCc: 3001, rateBp: 3500 },
        ],
      },
      { kind: 'vat', basis: 'customs', plus: ['duty', 'excise'], rateBp: 1600 },
      { kind: 'levy', code: 'IDF', basis: 'customs', rateBp: 350 },
      { kind: 'levy', code: 'RDL', basis: 'customs', rateBp: 200 },
      clearing(400, 1000),
    ],
  }),
  // Tanzania (TRA): import duty 25 %; excise on value + duty by engine size (0 % to 1000 cc, 5 % to 2000 cc, 10 %
  // above) and the old-vehicle excise (15 % from 8 to 10 years, 30 % above); VAT 18 % on value + duty + excise;
  // Railway Development Levy 1.5 % and Customs Processing Fee 0.6 % of the customs value.
  sheet({
    countryCode: 'TZ',
    category: 1,
    valueMarginPct: 20,
    sourceUrl: 'https://www.tra.go.tz/',
    lines: [
      { kind: 'duty', basis: 'customs', rateBp: 2500 },
      {
        kind: 'excise',
        basis: 'customs',
        plus: ['duty'],
        bands: [
          { maxCc: 1000, rateBp: 0 },
          { minCc: 1001, maxCc: 2000, rateBp: 500 },
          { minCc: 2001, rateBp: 1000 },
        ],
      },
      {
        kind: 'excise',
        code: 'old vehicle',
        basis: 'customs',
        plus: ['duty'],
        bands: [
          { maxAge: 7, rateBp: 0 },
          { minAge: 8, maxAge: 10, rateBp: 1500 },
          { minAge: 11, rateBp: 3000 },
        ],
      },
      { kind: 'vat', basis: 'customs', plus: ['duty', 'excise'], rateBp: 1800 },
      { kind: 'levy', code: 'RDL', basis: 'customs', rateBp: 150 },
      { kind: 'levy', code: 'CPF', basis: 'customs', rateBp: 60 },
      clearing(400, 1000),
    ],
  }),
  // Nigeria (Nigeria Customs Service): import duty 35 % and the automotive levy 35 % of the customs value; the 7 %
  // surcharge on the duty (2.45 % of the value); CISS 1 % and ETLS 0.5 % of the value; VAT 7.5 % on value + duty and
  // levies.
  sheet({
    countryCode: 'NG',
    category: 1,
    valueMarginPct: 20,
    sourceUrl: 'https://customs.gov.ng/',
    lines: [
      { kind: 'duty', basis: 'customs', rateBp: 3500 },
      { kind: 'levy', code: 'NAC levy', basis: 'customs', rateBp: 3500 },
      { kind: 'levy', code: 'Surcharge', basis: 'customs', rateBp: 245 },
      { kind: 'levy', code: 'CISS', basis: 'customs', rateBp: 100 },
      { kind: 'levy', code: 'ETLS', basis: 'customs', rateBp: 50 },
      { kind: 'vat', basis: 'customs', plus: ['duty', 'levy'], rateBp: 750 },
      clearing(500, 1500),
    ],
  }),
];
