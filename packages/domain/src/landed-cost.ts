import { z } from 'zod';
import { CATEGORY } from './catalog.ts';
import { importRuleBodySchema, optionalLocalized, sourcedSheetSchema } from './import-rules.ts';
import { FIELD_MESSAGES } from './validation.ts';

/**
 * The landed cost estimate (issue 18, docs/decisions/0141): what it may cost to clear a vehicle at home on top of its
 * C&F/CIF total. A country's rates for a vehicle class are data staff maintain; `estimateLandedCost` applies them.
 * Money is counted in whole cents (integers) and shown in whole US dollars; rates are basis points (1 % = 100).
 */

/** What a line is: import duty, excise, VAT or sales tax, a levy, or port and clearing fees. */
export const LANDED_COST_KINDS = ['duty', 'excise', 'vat', 'levy', 'fees'] as const;
export type LandedCostKind = (typeof LANDED_COST_KINDS)[number];
/**
 * What a line's rate applies to: `customs` the customs value (the C&F/CIF total) plus the lines before it of the kinds
 * in `plus` (Kenya's excise on value + duty, VAT on value + duty + excise); `flat` an amount in US dollars.
 */
export const LANDED_COST_BASES = ['customs', 'flat'] as const;
export type LandedCostBasis = (typeof LANDED_COST_BASES)[number];
/** The vehicle facts a band may depend on. */
export const LANDED_COST_FACTORS = ['engine', 'age'] as const;
export type LandedCostFactor = (typeof LANDED_COST_FACTORS)[number];

const MAX_BP = 100_000; // 1000 %
const basisPoints = z.number().int().min(0, FIELD_MESSAGES.invalid).max(MAX_BP, FIELD_MESSAGES.invalid);
const dollars = z.number().int().min(0, FIELD_MESSAGES.invalid).max(1_000_000, FIELD_MESSAGES.invalid);
const bound = (max: number) => z.number().int().min(0, FIELD_MESSAGES.invalid).max(max, FIELD_MESSAGES.invalid);

/** A rate for the vehicles of an engine size and age range (bounds inclusive; null: open). */
const bandSchema = z
  .object({
    minCc: bound(30_000).nullable().default(null),
    maxCc: bound(30_000).nullable().default(null),
    minAge: bound(100).nullable().default(null),
    maxAge: bound(100).nullable().default(null),
    rateBp: basisPoints,
  })
  .refine((band) => band.minCc === null || band.maxCc === null || band.minCc <= band.maxCc, {
    message: FIELD_MESSAGES.invalid,
    path: ['maxCc'],
  })
  .refine((band) => band.minAge === null || band.maxAge === null || band.minAge <= band.maxAge, {
    message: FIELD_MESSAGES.invalid,
    path: ['maxAge'],
  });
export type LandedCostBand = z.infer<typeof bandSchema>;

const lineSchema = z
  .object({
    kind: z.enum(LANDED_COST_KINDS, FIELD_MESSAGES.invalid),
    /** The authority's short name of the charge (IDF, RDL, ECOWAS levy), shown as written. */
    code: z.string().trim().max(40, FIELD_MESSAGES.invalid).default(''),
    basis: z.enum(LANDED_COST_BASES, FIELD_MESSAGES.invalid),
    /** The kinds of the earlier lines added to the customs value to make this line's base. */
    plus: z.array(z.enum(LANDED_COST_KINDS, FIELD_MESSAGES.invalid)).max(LANDED_COST_KINDS.length).default([]),
    /** The rate of a percentage line; bands, when given, decide instead (first band that matches, 0 when none). */
    rateBp: basisPoints.nullable().default(null),
    bands: z.array(bandSchema).max(12).default([]),
    /** A flat line's amount in US dollars, as a range. */
    amountLow: dollars.nullable().default(null),
    amountHigh: dollars.nullable().default(null),
  })
  .superRefine((line, ctx) => {
    const issue = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: FIELD_MESSAGES.invalid });
    if (line.basis === 'flat') {
      if (line.amountLow === null) issue('amountLow');
      if (line.amountHigh === null || (line.amountLow !== null && line.amountHigh < line.amountLow))
        issue('amountHigh');
    } else if (line.rateBp === null && line.bands.length === 0) issue('rateBp');
  });
export type LandedCostLine = z.infer<typeof lineSchema>;

/** POST/PUT /api/staff/landed-cost-rates: one sheet per country and vehicle class. */
export const landedCostRateBodySchema = sourcedSheetSchema
  .extend({
    category: z.union([z.literal(CATEGORY.car), z.literal(CATEGORY.special)], FIELD_MESSAGES.invalid),
    /**
     * How far above the C&F/CIF total the authority's customs value may lie, in per cent: reference prices (Kenya's
     * CRSP), notional insurance and freight on a C&F total. The low end is the total itself.
     */
    valueMarginPct: z.number().int().min(0, FIELD_MESSAGES.invalid).max(200, FIELD_MESSAGES.invalid),
    lines: z.array(lineSchema).min(1, FIELD_MESSAGES.invalid).max(16, FIELD_MESSAGES.invalid),
  })
  .extend(optionalLocalized('note', 1000));
export type LandedCostRateBody = z.infer<typeof landedCostRateBodySchema>;
export type LandedCostRateInput = z.input<typeof landedCostRateBodySchema>;

/** The facts of a vehicle the rates look at; cc null when unknown (a range over the engine bands then). */
export interface LandedCostVehicle {
  cc: number | null;
  /** The model year: the age is counted in whole years from it to the year of arrival. */
  year: number;
}

export interface LandedCostLineEstimate {
  kind: LandedCostKind;
  code: string;
  basis: LandedCostBasis;
  plus: LandedCostKind[];
  /** What the rate depended on for this vehicle (engine size, age). */
  factors: LandedCostFactor[];
  /** The rate range in basis points (null for a flat line). */
  rateLowBp: number | null;
  rateHighBp: number | null;
  /** Whole US dollars. */
  low: number;
  high: number;
}

export interface LandedCostEstimate {
  customsValueLow: number;
  customsValueHigh: number;
  lines: LandedCostLineEstimate[];
  totalLow: number;
  totalHigh: number;
}

const matches = (band: LandedCostBand, cc: number | null, age: number) =>
  (cc === null || ((band.minCc === null || cc >= band.minCc) && (band.maxCc === null || cc <= band.maxCc))) &&
  (band.minAge === null || age >= band.minAge) &&
  (band.maxAge === null || age <= band.maxAge);

/** The rate range of a percentage line for a vehicle: one rate when the facts pick one band, else low to high. */
function lineRate(line: LandedCostLine, vehicle: LandedCostVehicle, age: number) {
  if (line.bands.length === 0) return { low: line.rateBp ?? 0, high: line.rateBp ?? 0, factors: [] };
  const factors: LandedCostFactor[] = [];
  if (line.bands.some((band) => band.minCc !== null || band.maxCc !== null)) factors.push('engine');
  if (line.bands.some((band) => band.minAge !== null || band.maxAge !== null)) factors.push('age');
  if (vehicle.cc !== null) {
    const rate = line.bands.find((band) => matches(band, vehicle.cc, age))?.rateBp ?? 0;
    return { low: rate, high: rate, factors };
  }
  const rates = line.bands.filter((band) => matches(band, null, age)).map((band) => band.rateBp);
  return rates.length ? { low: Math.min(...rates), high: Math.max(...rates), factors } : { low: 0, high: 0, factors };
}

const centsToDollars = (cents: number) => Math.round(cents / 100);
const percentOf = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);

/**
 * The estimate of clearing a vehicle whose C&F/CIF total is `total` (whole US dollars) arriving in `arrivalYear`:
 * every line as a low-high range. The low end takes the total as customs value and each line's lowest rate, the high
 * end the value raised by the sheet's margin and each line's highest rate; a line's base adds the earlier lines of the
 * kinds it names, along the same end.
 */
export function estimateLandedCost(
  sheet: Pick<LandedCostRateBody, 'valueMarginPct' | 'lines'>,
  vehicle: LandedCostVehicle,
  total: number,
  arrivalYear: number,
): LandedCostEstimate {
  const age = Math.max(0, arrivalYear - vehicle.year);
  const valueLow = total * 100;
  const valueHigh = percentOf(valueLow, 10_000 + sheet.valueMarginPct * 100);
  const done: { kind: LandedCostKind; low: number; high: number }[] = [];
  const earlier = (plus: readonly LandedCostKind[], end: 'low' | 'high') =>
    done.filter((line) => plus.includes(line.kind)).reduce((sum, line) => sum + line[end], 0);
  const lines = sheet.lines.map((line): LandedCostLineEstimate => {
    let low: number;
    let high: number;
    let rate: { low: number | null; high: number | null; factors: LandedCostFactor[] };
    if (line.basis === 'flat') {
      rate = { low: null, high: null, factors: [] };
      low = (line.amountLow ?? 0) * 100;
      high = (line.amountHigh ?? 0) * 100;
    } else {
      rate = lineRate(line, vehicle, age);
      low = percentOf(valueLow + earlier(line.plus, 'low'), rate.low!);
      high = percentOf(valueHigh + earlier(line.plus, 'high'), rate.high!);
    }
    done.push({ kind: line.kind, low, high });
    return {
      kind: line.kind,
      code: line.code,
      basis: line.basis,
      plus: line.basis === 'flat' ? [] : line.plus,
      factors: rate.factors,
      rateLowBp: rate.low,
      rateHighBp: rate.high,
      low: centsToDollars(low),
      high: centsToDollars(high),
    };
  });
  return {
    customsValueLow: centsToDollars(valueLow),
    customsValueHigh: centsToDollars(valueHigh),
    lines,
    totalLow: centsToDollars(done.reduce((sum, line) => sum + line.low, 0)),
    totalHigh: centsToDollars(done.reduce((sum, line) => sum + line.high, 0)),
  };
}

export const landedCostRateSchema = landedCostRateBodySchema.extend({
  rateNo: z.number(),
  countryCode: z.string(),
  updatedAt: z.string(),
});
export type LandedCostRate = z.infer<typeof landedCostRateSchema>;

/** GET /api/landed-cost/estimate: a listing to a country, with the vessel offer the buyer chose (0: none yet). */
export const landedCostQuerySchema = z.object({
  itemNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  countryCode: importRuleBodySchema.shape.countryCode,
  smvpNo: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

const money = z.number().nullable();
export const landedCostAnswerSchema = z.object({
  countryCode: z.string(),
  category: z.number(),
  /** True when the prices are masked for whoever asks: the rates show, the amounts are null. */
  masked: z.boolean(),
  /** Whether the customs value holds the freight of a chosen offer (else the vehicle's price alone). */
  freightIncluded: z.boolean(),
  /** The C&F/CIF total (or the price alone) the estimate starts from. */
  vehicleTotal: money,
  /** Null: no rates for this country and class yet. */
  rate: landedCostRateSchema
    .pick({ valueMarginPct: true, sourceUrl: true, checkedOn: true, status: true })
    .extend(optionalLocalized('note', 1000))
    .nullable(),
  estimate: z
    .object({
      customsValueLow: money,
      customsValueHigh: money,
      lines: z.array(
        z.object({
          kind: z.enum(LANDED_COST_KINDS),
          code: z.string(),
          basis: z.enum(LANDED_COST_BASES),
          plus: z.array(z.enum(LANDED_COST_KINDS)),
          factors: z.array(z.enum(LANDED_COST_FACTORS)),
          rateLowBp: z.number().nullable(),
          rateHighBp: z.number().nullable(),
          low: money,
          high: money,
        }),
      ),
      totalLow: money,
      totalHigh: money,
    })
    .nullable(),
});
export type LandedCostAnswer = z.infer<typeof landedCostAnswerSchema>;
type AnswerEstimate = NonNullable<LandedCostAnswer['estimate']>;

/** The estimate as a visitor who may not see prices gets it: the rates and bases, never an amount (or a flat fee). */
export function maskedEstimate(estimate: LandedCostEstimate): AnswerEstimate {
  return {
    customsValueLow: null,
    customsValueHigh: null,
    lines: estimate.lines.map((line) => ({ ...line, low: null, high: null })),
    totalLow: null,
    totalHigh: null,
  };
}
