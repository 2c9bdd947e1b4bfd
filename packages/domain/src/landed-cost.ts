import { z } from 'zod';
import { CATEGORY } from './catalog.ts';
import { FUEL_CODES, importRuleBodySchema, optionalLocalized, sourcedSheetSchema } from './import-rules.ts';
import { VEHICLE_CLASSES, vehicleClassOf, type VehicleClass, type VehicleClassFacts } from './vehicle-class.ts';
import { FIELD_MESSAGES } from './validation.ts';

/**
 * The landed cost estimate (issue 18, docs/decisions/0141): what it may cost to clear a vehicle at home on top of its
 * C&F/CIF total. A country's rates for a listing category are data staff maintain, their bands split by engine size,
 * age, fuel and customs class (issue 28); `estimateLandedCost` applies them.
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
/** The vehicle facts a band may depend on: engine size, age, fuel and the customs class (truck, bus, machinery...). */
export const LANDED_COST_FACTORS = ['engine', 'age', 'fuel', 'class'] as const;
export type LandedCostFactor = (typeof LANDED_COST_FACTORS)[number];

/**
 * Charges an authority names by its own acronym (issue 35): printed as the authority writes them, with a description
 * in the reader's language beside them (the catalog's `landedCost.acronym.<code>`).
 */
export const LANDED_COST_ACRONYMS = [
  'AU',
  'CISS',
  'COVID-19 HRL',
  'CPF',
  'ECOWAS',
  'ETLS',
  'EXIM',
  'GETFund',
  'IDF',
  'ITBIS',
  'NAC',
  'NHIL',
  'PC',
  'PCS',
  'RDL',
  'RS',
  'SIL',
  'WHT',
] as const;
export type LandedCostAcronym = (typeof LANDED_COST_ACRONYMS)[number];
/** Charges without an acronym: their name is a catalog text in every language (`landedCost.charge.<code>`). */
export const LANDED_COST_CHARGES = [
  'upfrontVat',
  'examinationFee',
  'infrastructureLevy',
  'environmentalLevy',
  'registration',
  'firstRegistration',
  'oldVehicleExcise',
  'surcharge',
  'unifiedPayment',
  'specialTax',
  'customsFee',
  'recyclingFee',
] as const;
export type LandedCostCharge = (typeof LANDED_COST_CHARGES)[number];
/** What a line's `code` may hold: an authority's acronym or a named charge ('' for a line its kind names enough). */
export const LANDED_COST_CODES = [...LANDED_COST_ACRONYMS, ...LANDED_COST_CHARGES] as const;
export type LandedCostCode = (typeof LANDED_COST_CODES)[number];
export const isLandedCostAcronym = (code: string): code is LandedCostAcronym =>
  (LANDED_COST_ACRONYMS as readonly string[]).includes(code);
export const isLandedCostCharge = (code: string): code is LandedCostCharge =>
  (LANDED_COST_CHARGES as readonly string[]).includes(code);

const MAX_BP = 100_000; // 1000 %
const basisPoints = z.number().int().min(0, FIELD_MESSAGES.invalid).max(MAX_BP, FIELD_MESSAGES.invalid);
const dollars = z.number().int().min(0, FIELD_MESSAGES.invalid).max(1_000_000, FIELD_MESSAGES.invalid);
const bound = (max: number) => z.number().int().min(0, FIELD_MESSAGES.invalid).max(max, FIELD_MESSAGES.invalid);

/**
 * A rate for the vehicles of an engine size and age range (bounds inclusive; null: open), of some fuels and customs
 * classes (empty: every one). `rateBp` null says the rate is not known (the estimate then names the line and gives no
 * total); `centsPerCc` a specific duty in US cents per cc of engine, charged instead when it comes to more (the
 * Eurasian Economic Union's "X % but not less than € Y per cm³").
 */
const bandSchema = z
  .object({
    minCc: bound(30_000).nullable().default(null),
    maxCc: bound(30_000).nullable().default(null),
    minAge: bound(100).nullable().default(null),
    maxAge: bound(100).nullable().default(null),
    fuels: z.array(z.enum(FUEL_CODES, FIELD_MESSAGES.invalid)).max(FUEL_CODES.length).default([]),
    classes: z.array(z.enum(VEHICLE_CLASSES, FIELD_MESSAGES.invalid)).max(VEHICLE_CLASSES.length).default([]),
    rateBp: basisPoints.nullable(),
    centsPerCc: bound(100_000).nullable().default(null),
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

const lineShape = {
  kind: z.enum(LANDED_COST_KINDS, FIELD_MESSAGES.invalid),
  /** The authority's acronym of the charge (NHIL, IDF) or a named charge of the catalog; '' when the kind says it. */
  code: z.union([z.literal(''), z.enum(LANDED_COST_CODES)], FIELD_MESSAGES.invalid).default(''),
  basis: z.enum(LANDED_COST_BASES, FIELD_MESSAGES.invalid),
  /** The kinds of the earlier lines added to the customs value to make this line's base. */
  plus: z.array(z.enum(LANDED_COST_KINDS, FIELD_MESSAGES.invalid)).max(LANDED_COST_KINDS.length).default([]),
  /** The charge is due but its rate or amount is not known: the estimate names it and gives no total. */
  unknown: z.boolean().default(false),
  /** The rate of a percentage line; bands, when given, decide instead (the first band that matches). */
  rateBp: basisPoints.nullable().default(null),
  bands: z.array(bandSchema).max(24).default([]),
  /** A flat line's amount in US dollars, as a range. */
  amountLow: dollars.nullable().default(null),
  amountHigh: dollars.nullable().default(null),
  /** The page this line's figure comes from, when not the sheet's own source. */
  sourceUrl: z.union([z.literal(''), importRuleBodySchema.shape.sourceUrl]).default(''),
};
const lineSchema = z.object(lineShape).superRefine((line, ctx) => {
  const issue = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: FIELD_MESSAGES.invalid });
  if (line.unknown) return;
  if (line.basis === 'flat') {
    if (line.amountLow === null) issue('amountLow');
    if (line.amountHigh === null || (line.amountLow !== null && line.amountHigh < line.amountLow)) issue('amountHigh');
  } else if (line.rateBp === null && line.bands.length === 0) issue('rateBp');
});
export type LandedCostLine = z.infer<typeof lineSchema>;
export type LandedCostLineInput = z.input<typeof lineSchema>;

/**
 * The most a sheet's percentage lines may add up to, as a multiple of the customs value, each at its highest rate and
 * on a base that takes in the earlier lines it names (issue 30): 20 times (2000 %) is far above any real tariff, and
 * keeps every estimate of any listing (price and freight are whole dollars below 2^31 each) a safe integer of cents.
 */
export const MAX_LANDED_COST_MULTIPLE = 20;

/** What a sheet's percentage lines add at most, per unit of customs value (flat lines are bounded by `dollars`). */
export function landedCostMultiple(lines: readonly z.input<typeof lineSchema>[]): number {
  const done: { kind: LandedCostKind; multiple: number }[] = [];
  for (const line of lines) {
    const rates = [line.rateBp ?? 0, ...(line.bands ?? []).map((band) => band.rateBp ?? 0)];
    const base = 1 + done.filter((d) => line.plus?.includes(d.kind)).reduce((sum, d) => sum + d.multiple, 0);
    done.push({ kind: line.kind, multiple: line.basis === 'flat' ? 0 : (Math.max(...rates) / 10_000) * base });
  }
  return done.reduce((sum, d) => sum + d.multiple, 0);
}

/** POST/PUT /api/staff/landed-cost-rates: one sheet per country and listing category (its bands split the classes). */
export const landedCostRateBodySchema = sourcedSheetSchema
  .extend({
    category: z.union([z.literal(CATEGORY.car), z.literal(CATEGORY.special)], FIELD_MESSAGES.invalid),
    /**
     * How far above the C&F/CIF total the authority's customs value may lie, in per cent: reference prices (Kenya's
     * CRSP), notional insurance and freight on a C&F total. The low end is the total itself.
     */
    valueMarginPct: z.number().int().min(0, FIELD_MESSAGES.invalid).max(200, FIELD_MESSAGES.invalid),
    lines: z
      .array(lineSchema)
      .min(1, FIELD_MESSAGES.invalid)
      .max(20, FIELD_MESSAGES.invalid)
      .refine((lines) => landedCostMultiple(lines) <= MAX_LANDED_COST_MULTIPLE, FIELD_MESSAGES.ratesTooHigh),
  })
  .extend(optionalLocalized('note', 1000));
export type LandedCostRateBody = z.infer<typeof landedCostRateBodySchema>;
export type LandedCostRateInput = z.input<typeof landedCostRateBodySchema>;

/** The facts of a vehicle the rates look at; null when unknown (or masked): a range over the bands then. */
export interface LandedCostVehicle {
  cc: number | null;
  /** The model year: the age is counted in whole years from it to the year of arrival. */
  year: number;
  fuelCode: string | null;
  vehicleClass: VehicleClass | null;
}

/** The facts of a listing as the rates read them, its customs class taken from its body or form. */
export const landedCostVehicleOf = (
  listing: VehicleClassFacts & { cc: number | null; year: number; fuelCode: string | null },
): LandedCostVehicle => ({
  cc: listing.cc,
  year: listing.year,
  fuelCode: listing.fuelCode,
  vehicleClass: vehicleClassOf(listing),
});

export interface LandedCostLineEstimate {
  kind: LandedCostKind;
  code: string;
  sourceUrl: string;
  basis: LandedCostBasis;
  plus: LandedCostKind[];
  /** What the rate depended on for this vehicle (engine size, age, fuel, class). */
  factors: LandedCostFactor[];
  /** The rate range in basis points (null for a flat line or an unknown rate). */
  rateLowBp: number | null;
  rateHighBp: number | null;
  /** The specific duty's range in US cents per cc, when the bands have one. */
  perCcLow: number | null;
  perCcHigh: number | null;
  /** The rate or amount is not known (or rests on a line that is not). */
  unknown: boolean;
  /** Whole US dollars; null when unknown. */
  low: number | null;
  high: number | null;
}

export interface LandedCostEstimate {
  customsValueLow: number;
  customsValueHigh: number;
  lines: LandedCostLineEstimate[];
  /** Some line is unknown: no total is given. */
  incomplete: boolean;
  totalLow: number | null;
  totalHigh: number | null;
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);
/** Whether a band may apply: a fact the vehicle does not give (null) matches every band. */
const matches = (band: LandedCostBand, vehicle: LandedCostVehicle, age: number) =>
  (vehicle.cc === null || within(vehicle.cc, band.minCc, band.maxCc)) &&
  within(age, band.minAge, band.maxAge) &&
  (vehicle.fuelCode === null || band.fuels.length === 0 || (band.fuels as string[]).includes(vehicle.fuelCode)) &&
  (vehicle.vehicleClass === null || band.classes.length === 0 || band.classes.includes(vehicle.vehicleClass));

const bandFactors = (bands: LandedCostBand[]): LandedCostFactor[] =>
  (
    [
      ['engine', bands.some((band) => band.minCc !== null || band.maxCc !== null || band.centsPerCc !== null)],
      ['age', bands.some((band) => band.minAge !== null || band.maxAge !== null)],
      ['fuel', bands.some((band) => band.fuels.length > 0)],
      ['class', bands.some((band) => band.classes.length > 0)],
    ] as const
  )
    .filter(([, used]) => used)
    .map(([factor]) => factor);

/** Whether a band surely applies once it matches: every fact it depends on is known. */
const certain = (band: LandedCostBand, vehicle: LandedCostVehicle) =>
  (vehicle.cc !== null || (band.minCc === null && band.maxCc === null)) &&
  (vehicle.fuelCode !== null || band.fuels.length === 0) &&
  (vehicle.vehicleClass !== null || band.classes.length === 0);

/**
 * The bands that may apply to a vehicle, in order up to the first that surely does (the first match decides, as the
 * tariff's "other" lines come last); more than one gives a range. Empty: no band covers the vehicle, so its rate is not
 * known.
 */
function candidateBands(
  line: Pick<LandedCostLine, 'bands' | 'rateBp'>,
  vehicle: LandedCostVehicle,
  age: number,
): LandedCostBand[] {
  if (line.bands.length === 0) return [{ ...NO_BAND, rateBp: line.rateBp }];
  const candidates: LandedCostBand[] = [];
  for (const band of line.bands) {
    if (!matches(band, vehicle, age)) continue;
    candidates.push(band);
    if (certain(band, vehicle)) break;
  }
  return candidates;
}
const NO_BAND: LandedCostBand = {
  minCc: null,
  maxCc: null,
  minAge: null,
  maxAge: null,
  fuels: [],
  classes: [],
  rateBp: null,
  centsPerCc: null,
};

const centsToDollars = (cents: number) => Math.round(cents / 100);
const percentOf = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);
const range = (values: number[]) => (values.length ? { low: Math.min(...values), high: Math.max(...values) } : null);

/**
 * The estimate of clearing a vehicle whose C&F/CIF total is `total` (whole US dollars) arriving in `arrivalYear`:
 * every line as a low-high range. The low end takes the total as customs value and each line's lowest amount, the high
 * end the value raised by the sheet's margin and each line's highest; a line's base adds the earlier lines of the
 * kinds it names, along the same end. A line whose rate is not known (or whose base holds one) makes the estimate
 * incomplete: it has no total, since a part of the sum would read as the whole.
 */
export function estimateLandedCost(
  sheet: { valueMarginPct: number; lines: readonly (Omit<LandedCostLine, 'code'> & { code: string })[] },
  vehicle: LandedCostVehicle,
  total: number,
  arrivalYear: number,
): LandedCostEstimate {
  const age = Math.max(0, arrivalYear - vehicle.year);
  const valueLow = total * 100;
  const valueHigh = percentOf(valueLow, 10_000 + sheet.valueMarginPct * 100);
  const done: { kind: LandedCostKind; low: number | null; high: number | null }[] = [];
  const earlier = (plus: readonly LandedCostKind[], end: 'low' | 'high') => {
    const named = done.filter((line) => plus.includes(line.kind));
    return named.some((line) => line[end] === null) ? null : named.reduce((sum, line) => sum + line[end]!, 0);
  };
  const lines = sheet.lines.map((line): LandedCostLineEstimate => {
    const factors = line.basis === 'flat' ? [] : bandFactors(line.bands);
    const bands = line.basis === 'flat' ? [] : candidateBands(line, vehicle, age);
    const rates = range(bands.flatMap((band) => (band.rateBp === null ? [] : [band.rateBp])));
    const perCc = range(bands.flatMap((band) => (band.centsPerCc === null ? [] : [band.centsPerCc])));
    let cents: { low: number; high: number } | null = null;
    if (line.unknown) cents = null;
    else if (line.basis === 'flat') cents = { low: (line.amountLow ?? 0) * 100, high: (line.amountHigh ?? 0) * 100 };
    else {
      const baseLow = earlier(line.plus, 'low');
      const baseHigh = earlier(line.plus, 'high');
      const known =
        bands.length > 0 &&
        bands.every((band) => band.rateBp !== null && (band.centsPerCc === null || vehicle.cc !== null)) &&
        baseLow !== null &&
        baseHigh !== null;
      // A band charges its percentage or its specific duty per cc, whichever comes to more.
      const amount = (band: LandedCostBand, base: number) =>
        Math.max(percentOf(base, band.rateBp!), band.centsPerCc === null ? 0 : band.centsPerCc * vehicle.cc!);
      cents = known
        ? {
            low: Math.min(...bands.map((band) => amount(band, valueLow + baseLow))),
            high: Math.max(...bands.map((band) => amount(band, valueHigh + baseHigh))),
          }
        : null;
    }
    done.push({ kind: line.kind, low: cents?.low ?? null, high: cents?.high ?? null });
    return {
      kind: line.kind,
      code: line.code,
      sourceUrl: line.sourceUrl,
      basis: line.basis,
      plus: line.basis === 'flat' ? [] : line.plus,
      factors,
      rateLowBp: rates?.low ?? null,
      rateHighBp: rates?.high ?? null,
      perCcLow: perCc?.low ?? null,
      perCcHigh: perCc?.high ?? null,
      unknown: cents === null,
      low: cents && centsToDollars(cents.low),
      high: cents && centsToDollars(cents.high),
    };
  });
  const incomplete = lines.some((line) => line.unknown);
  const sum = (end: 'low' | 'high') =>
    incomplete ? null : centsToDollars(done.reduce((sum, line) => sum + line[end]!, 0));
  return {
    customsValueLow: centsToDollars(valueLow),
    customsValueHigh: centsToDollars(valueHigh),
    lines,
    incomplete,
    totalLow: sum('low'),
    totalHigh: sum('high'),
  };
}

export const landedCostRateSchema = landedCostRateBodySchema.extend({
  /** A stored sheet may hold a code an earlier version allowed: shown to staff as it is, refused when next saved. */
  lines: z.array(z.object({ ...lineShape, code: z.string() })),
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
  /** The customs class the rates were read for (null: the listing does not say; the bands then give a range). */
  vehicleClass: z.enum(VEHICLE_CLASSES).nullable(),
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
          sourceUrl: z.string(),
          basis: z.enum(LANDED_COST_BASES),
          plus: z.array(z.enum(LANDED_COST_KINDS)),
          factors: z.array(z.enum(LANDED_COST_FACTORS)),
          rateLowBp: z.number().nullable(),
          rateHighBp: z.number().nullable(),
          perCcLow: z.number().nullable(),
          perCcHigh: z.number().nullable(),
          unknown: z.boolean(),
          low: money,
          high: money,
        }),
      ),
      incomplete: z.boolean(),
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
    incomplete: estimate.incomplete,
    totalLow: null,
    totalHigh: null,
  };
}
