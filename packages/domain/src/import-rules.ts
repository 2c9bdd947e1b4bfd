import { z } from 'zod';
import { localizedKeys, type LocalizedKey } from './localized.ts';
import { calendarDate, FIELD_MESSAGES } from './validation.ts';
import { VEHICLE_CLASSES, vehicleClassOf, type VehicleClass, type VehicleClassFacts } from './vehicle-class.ts';

/**
 * Import rules by destination country (issue 18, docs/decisions/0110): what a destination refuses, so the buyer learns
 * it before paying. A rule is data staff maintain; `importVerdict` applies it to one vehicle at its expected arrival.
 */

/**
 * Where the age is counted from (issue 28, docs/decisions/0210): the first registration date; 1 January of the year of
 * first registration (Kenya's "year of first registration"); or 1 January of the model year, which the listing states
 * and which is often one year ahead of the registration.
 */
export const AGE_BASES = ['registration', 'registrationYear', 'year'] as const;
export type AgeBasis = (typeof AGE_BASES)[number];
/** The steering side a destination requires; null when either is admitted. item.handle: 0 left, 1 right. */
export const STEERING_SIDES = ['left', 'right'] as const;
export type SteeringSide = (typeof STEERING_SIDES)[number];
/** A seeded rule is "toVerify" until staff have checked it against its source. */
export const IMPORT_RULE_STATUSES = ['toVerify', 'verified'] as const;
export type ImportRuleStatus = (typeof IMPORT_RULE_STATUSES)[number];
/** The fuel codes a rule may ban (the catalog's fuels). */
export const FUEL_CODES = [
  'gasoline',
  'diesel',
  'lpg',
  'hybrid',
  'plugin-hybrid',
  'electric',
  'hydrogen',
  'cng',
] as const;
/**
 * Whether a class is admitted: yes (within the limits), no, only when fitted for a special purpose (fire, ambulance,
 * earth-moving: a listing does not prove it, so the verdict is "check"), or "check with your authority".
 */
export const ADMISSIONS = ['yes', 'no', 'specialPurposeOnly', 'check'] as const;
export type Admission = (typeof ADMISSIONS)[number];

/**
 * Days from today to the arrival at the destination port when the transit table has no row for the route
 * (docs/decisions/0211): the later end of the 4 to 8 weeks a sailing to Africa, the Middle East, Central Asia or
 * Latin America takes, so a default never lets pass a vehicle that will be too old when it lands.
 */
export const TRANSIT_DAYS = 60;
/** The Korean ports vehicles are loaded at (UN/LOCODE). */
export const LOADING_PORTS = ['KRINC', 'KRPTK', 'KRPUS'] as const;
export type LoadingPort = (typeof LOADING_PORTS)[number];
/** The loading port of a listing's location; the other locations truck to whichever port has the sailing. */
const LOCATION_LOADING_PORTS: Readonly<Record<string, LoadingPort>> = {
  incheon: 'KRINC',
  pyeongtaek: 'KRPTK',
  busan: 'KRPUS',
};
export function loadingPortOf(locationCode: string | null): LoadingPort | null {
  return (locationCode && LOCATION_LOADING_PORTS[locationCode]) || null;
}

/** Six optional texts of one base name (a staff note), each at most `max` characters. */
export const optionalLocalized = <B extends string>(base: B, max: number) =>
  Object.fromEntries(
    localizedKeys(base).map((key) => [key, z.string().trim().max(max, FIELD_MESSAGES.invalid).default('')]),
  ) as Record<LocalizedKey<B>, z.ZodDefault<z.ZodString>>;

const sourceUrl = z
  .string()
  .trim()
  .max(500, FIELD_MESSAGES.invalid)
  .url(FIELD_MESSAGES.invalid)
  .refine((url) => /^https?:\/\//i.test(url), FIELD_MESSAGES.invalid);
const weightKg = z.number().int().min(0, FIELD_MESSAGES.invalid).max(200_000, FIELD_MESSAGES.invalid).nullable();

/**
 * What a rule says of one vehicle class, optionally for a band of gross vehicle weight (min and max included). The
 * source is the page this class's figures come from, when it is not the rule's.
 */
export const classLimitSchema = z
  .object({
    vehicleClass: z.enum(VEHICLE_CLASSES, FIELD_MESSAGES.invalid),
    minWeightKg: weightKg.default(null),
    maxWeightKg: weightKg.default(null),
    admitted: z.enum(ADMISSIONS, FIELD_MESSAGES.invalid),
    maxAgeYears: z
      .number()
      .int()
      .min(1, FIELD_MESSAGES.invalid)
      .max(50, FIELD_MESSAGES.invalid)
      .nullable()
      .default(null),
    ageBasis: z.enum(AGE_BASES, FIELD_MESSAGES.invalid).default('year'),
    steering: z.enum(STEERING_SIDES, FIELD_MESSAGES.invalid).nullable().default(null),
    bannedFuels: z.array(z.enum(FUEL_CODES, FIELD_MESSAGES.invalid)).max(FUEL_CODES.length).default([]),
    sourceUrl: sourceUrl.nullable().default(null),
  })
  .refine((limit) => (limit.minWeightKg ?? 0) <= (limit.maxWeightKg ?? Infinity), {
    message: FIELD_MESSAGES.invalid,
    path: ['maxWeightKg'],
  });
export type ClassLimit = z.infer<typeof classLimitSchema>;

const bandOf = (limit: Pick<ClassLimit, 'minWeightKg' | 'maxWeightKg'>) =>
  [limit.minWeightKg ?? 0, limit.maxWeightKg ?? Infinity] as const;

/** Two limits of one class whose weight bands overlap would make the verdict depend on their order. */
function overlapping(limits: ClassLimit[]): number {
  return limits.findIndex((limit, index) =>
    limits.slice(0, index).some((earlier) => {
      if (earlier.vehicleClass !== limit.vehicleClass) return false;
      const [min, max] = bandOf(limit);
      const [earlierMin, earlierMax] = bandOf(earlier);
      return min <= earlierMax && earlierMin <= max;
    }),
  );
}

/** What every staff sheet of a country carries: the country, its source page, the day it was read and its status. */
export const sourcedSheetSchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, FIELD_MESSAGES.invalid)
    .transform((code) => code.toUpperCase()),
  sourceUrl,
  checkedOn: calendarDate,
  status: z.enum(IMPORT_RULE_STATUSES, FIELD_MESSAGES.invalid),
});

/**
 * POST/PUT /api/staff/import-rules: one rule per country, its limits by vehicle class (a class without a limit is
 * "check"), the salvage ban and the "check with the authority anyway" flag for the whole country. checkedOn is null
 * until someone has read the figures on their source.
 */
export const importRuleBodySchema = sourcedSheetSchema.extend({
  classLimits: z
    .array(classLimitSchema)
    .max(24, FIELD_MESSAGES.invalid)
    .superRefine((limits, ctx) => {
      const index = overlapping(limits);
      if (index >= 0) ctx.addIssue({ code: 'custom', path: [index, 'minWeightKg'], message: FIELD_MESSAGES.invalid });
    }),
  salvageBanned: z.boolean(),
  /** True when the buyer must check with the authority even if nothing refuses the vehicle (permits, quotas). */
  checkRequired: z.boolean(),
  ...optionalLocalized('note', 1000),
  checkedOn: calendarDate.nullable(),
});
export type ImportRuleBody = z.infer<typeof importRuleBodySchema>;
/** The body as sent, before the defaults are filled in. */
export type ImportRuleInput = z.input<typeof importRuleBodySchema>;
export const importRuleSchema = importRuleBodySchema.extend({
  ruleNo: z.number(),
  countryCode: z.string(),
  updatedAt: z.string(),
});
export type ImportRule = z.infer<typeof importRuleSchema>;
/** What the verdict needs of a rule. */
export type ImportRuleTerms = Pick<ImportRule, 'classLimits' | 'salvageBanned' | 'checkRequired'>;

/** The facts of a vehicle a rule looks at; null when unknown (or masked for the visitor). */
export interface ImportVehicle extends VehicleClassFacts {
  year: number;
  /** YYYY-MM-DD */
  initialRegister: string | null;
  /** 0 left-hand drive, 1 right-hand drive; null when the seller was not asked (older special listings). */
  handle: number | null;
  fuelCode: string | null;
  /** The listing's stated weight: the gross vehicle weight is at least this. */
  weightKg: number | null;
  /** The seller's salvage or flood-damage declaration; null when unknown, and a rule's ban is then a condition. */
  salvage: boolean | null;
}

export const IMPORT_REFUSALS = ['class', 'fuel', 'salvage', 'age', 'steering'] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];
/** The facts whose being unknown can leave a verdict open. */
export const IMPORT_UNKNOWNS = ['weight', 'fuel', 'age', 'steering'] as const;
export type ImportUnknown = (typeof IMPORT_UNKNOWNS)[number];
/**
 * Why the verdict is "check with your authority" rather than a yes or no: no rule for the country, a vehicle whose
 * class the listing does not tell, a class the rule has no limit for, a class the rule sends to the authority or
 * admits only for a special purpose, an unknown fact that decides, or a rule that asks for a check anyway.
 */
export const IMPORT_CHECKS = [
  'noRule',
  'unknownClass',
  'classNotCovered',
  'classCheck',
  'specialPurposeOnly',
  'unknownFacts',
  'authority',
] as const;
export type ImportCheck = (typeof IMPORT_CHECKS)[number];

/** The day the age was counted from and why: the basis the rule names, or the model year when the date is unknown. */
export interface AgeCount {
  basis: AgeBasis;
  from: string;
}

export type ImportVerdict = { vehicleClass: VehicleClass | null; age: AgeCount | null } & (
  | { verdict: 'allowed'; conditions: 'salvage'[] }
  | { verdict: 'notAllowed'; reasons: ImportRefusal[]; maxAgeYears: number | null; steering: SteeringSide | null }
  | { verdict: 'check'; check: ImportCheck; unknown: ImportUnknown[] }
);

const MS_PER_DAY = 86_400_000;
const dayOf = (value: string) => Date.parse(`${value}T00:00:00Z`);

/** The expected arrival day (YYYY-MM-DD) of a vehicle shipped now. */
export function expectedArrival(today: Date, transitDays = TRANSIT_DAYS): string {
  return new Date(today.getTime() + transitDays * MS_PER_DAY).toISOString().slice(0, 10);
}

/** One row of the staff's transit table: days from today to the arrival at the port, by route and vessel. */
export interface TransitRoute {
  loadingPort: string;
  portNo: number;
  vessel: string;
  days: number;
}
/** How the arrival was estimated: from the table (the longest matching row) or the default. */
export interface Transit {
  days: number;
  basis: 'table' | 'default';
}

/**
 * The transit days of a route: the longest row matching the destination ports (one port, or every port of the
 * country when none is chosen), the vessel and the loading port when they are known; the default when no row matches.
 */
export function transitOf(
  rows: readonly TransitRoute[],
  route: { portNos: readonly number[]; vessel?: string | null; loadingPort?: string | null },
): Transit {
  const days = rows
    .filter(
      (row) =>
        route.portNos.includes(row.portNo) &&
        (!route.vessel || row.vessel === route.vessel) &&
        (!route.loadingPort || row.loadingPort === route.loadingPort),
    )
    .map((row) => row.days);
  return days.length ? { days: Math.max(...days), basis: 'table' } : { days: TRANSIT_DAYS, basis: 'default' };
}

/** Whether the vehicle is still younger than `maxAgeYears` on `arrival`, counted from `from` (YYYY-MM-DD). */
function youngEnough(from: string, maxAgeYears: number, arrival: string): boolean {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // The day the vehicle turns maxAgeYears old; 29 February rolls on to 1 March.
  const limit = Date.UTC(year + maxAgeYears, month - 1, day);
  return dayOf(arrival) < limit;
}

/** The day the age runs from under the rule's basis, or null when the listing lacks the registration date. */
function ageStart(basis: AgeBasis, vehicle: ImportVehicle): string | null {
  if (basis === 'year') return `${vehicle.year}-01-01`;
  if (!vehicle.initialRegister) return null;
  return basis === 'registration' ? vehicle.initialRegister : `${vehicle.initialRegister.slice(0, 4)}-01-01`;
}

/**
 * The age test: true passes, false refused, null cannot tell. Without the registration date a registration rule is
 * judged from 1 January of the year before the model year (model years run up to a year ahead of the registration):
 * passing from there passes for sure; anything else cannot be told.
 */
function ageTest(
  limit: ClassLimit,
  vehicle: ImportVehicle,
  arrival: string,
): { passes: boolean | null; age: AgeCount } {
  const maxAgeYears = limit.maxAgeYears!;
  const from = ageStart(limit.ageBasis, vehicle);
  if (from) return { passes: youngEnough(from, maxAgeYears, arrival), age: { basis: limit.ageBasis, from } };
  const earliest = `${vehicle.year - 1}-01-01`;
  return {
    passes: youngEnough(earliest, maxAgeYears, arrival) ? true : null,
    age: { basis: 'year', from: `${vehicle.year}-01-01` },
  };
}

type Outcome =
  | { verdict: 'allowed'; age: AgeCount | null }
  | { verdict: 'notAllowed'; reasons: ImportRefusal[]; limit: ClassLimit; age: AgeCount | null }
  | { verdict: 'check'; check: ImportCheck; unknown: ImportUnknown[]; age: AgeCount | null };

/** The verdict of one class limit on the vehicle. */
function judgeLimit(limit: ClassLimit, vehicle: ImportVehicle, arrival: string): Outcome {
  if (limit.admitted === 'no') return { verdict: 'notAllowed', reasons: ['class'], limit, age: null };
  if (limit.admitted !== 'yes') {
    return {
      verdict: 'check',
      check: limit.admitted === 'check' ? 'classCheck' : 'specialPurposeOnly',
      unknown: [],
      age: null,
    };
  }
  const reasons: ImportRefusal[] = [];
  const unknown: ImportUnknown[] = [];
  const judge = (reason: ImportRefusal & ImportUnknown, passes: boolean | null) => {
    if (passes === false) reasons.push(reason);
    else if (passes === null) unknown.push(reason);
  };
  const bannedFuels: readonly string[] = limit.bannedFuels;
  judge(
    'fuel',
    bannedFuels.length === 0 || (vehicle.fuelCode === null ? null : !bannedFuels.includes(vehicle.fuelCode)),
  );
  let age: AgeCount | null = null;
  if (limit.maxAgeYears !== null) {
    const test = ageTest(limit, vehicle, arrival);
    age = test.age;
    judge('age', test.passes);
  }
  judge(
    'steering',
    limit.steering === null
      ? true
      : vehicle.handle === null
        ? null
        : (vehicle.handle === 1) === (limit.steering === 'right'),
  );
  if (reasons.length) return { verdict: 'notAllowed', reasons, limit, age };
  if (unknown.length) return { verdict: 'check', check: 'unknownFacts', unknown, age };
  return { verdict: 'allowed', age };
}

/**
 * The class's verdict: every weight band the vehicle's gross weight may fall in (at least its stated weight; any band
 * when the weight is unknown) is judged, and only when they all agree is that the verdict; else "check" for the weight.
 */
function judgeClass(limits: ClassLimit[], vehicle: ImportVehicle, arrival: string): Outcome {
  const candidates = limits
    .filter((limit) => vehicle.weightKg === null || bandOf(limit)[1] >= vehicle.weightKg)
    .sort((a, b) => Number(!inBand(b, vehicle.weightKg)) - Number(!inBand(a, vehicle.weightKg)));
  if (candidates.length === 0) return { verdict: 'check', check: 'classNotCovered', unknown: [], age: null };
  const outcomes = candidates.map((limit) => judgeLimit(limit, vehicle, arrival));
  const first = outcomes[0]!;
  if (outcomes.every((outcome) => outcome.verdict === first.verdict)) {
    if (first.verdict !== 'notAllowed') return first;
    const reasons = IMPORT_REFUSALS.filter((reason) =>
      outcomes.some((outcome) => outcome.verdict === 'notAllowed' && outcome.reasons.includes(reason)),
    );
    return { ...first, reasons };
  }
  return { verdict: 'check', check: 'unknownFacts', unknown: ['weight'], age: first.age };
}

const inBand = (limit: ClassLimit, weightKg: number | null) =>
  weightKg !== null && bandOf(limit)[0] <= weightKg && weightKg <= bandOf(limit)[1];

/**
 * The verdict of a destination's rule on a vehicle arriving on `arrival` (YYYY-MM-DD), by the limits of the vehicle's
 * class: refused with every reason that applies; "check" when there is no rule, when the class is unknown or not
 * covered, when an unknown fact decides it, or when the rule asks for a check anyway; "allowed" only when a limit of
 * the class clearly admits it.
 */
export function importVerdict(rule: ImportRuleTerms | null, vehicle: ImportVehicle, arrival: string): ImportVerdict {
  const vehicleClass = vehicleClassOf(vehicle);
  if (!rule) return { verdict: 'check', check: 'noRule', unknown: [], vehicleClass, age: null };
  const salvage = rule.salvageBanned && vehicle.salvage === true;
  const limits = rule.classLimits.filter((limit) => limit.vehicleClass === vehicleClass);
  const outcome: Outcome =
    vehicleClass === null
      ? { verdict: 'check', check: 'unknownClass', unknown: [], age: null }
      : judgeClass(limits, vehicle, arrival);
  if (salvage || outcome.verdict === 'notAllowed') {
    const refused = outcome.verdict === 'notAllowed' ? outcome : null;
    return {
      verdict: 'notAllowed',
      reasons: IMPORT_REFUSALS.filter(
        (reason) => (reason === 'salvage' && salvage) || Boolean(refused?.reasons.includes(reason)),
      ),
      maxAgeYears: refused?.limit.maxAgeYears ?? null,
      steering: refused?.limit.steering ?? null,
      vehicleClass,
      age: outcome.age,
    };
  }
  if (outcome.verdict === 'check') return { ...outcome, vehicleClass };
  if (rule.checkRequired) return { verdict: 'check', check: 'authority', unknown: [], vehicleClass, age: outcome.age };
  return {
    verdict: 'allowed',
    conditions: rule.salvageBanned && vehicle.salvage === null ? ['salvage'] : [],
    vehicleClass,
    age: outcome.age,
  };
}

/**
 * GET /api/import-rules/verdict: the verdict for one listing and destination, with the rule it comes from. The port
 * and vessel, when chosen (the inquiry's terms), pick the transit time; without them the longest one to the country.
 */
export const importVerdictQuerySchema = z.object({
  itemNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, FIELD_MESSAGES.invalid)
    .transform((code) => code.toUpperCase()),
  portNo: z.coerce
    .number()
    .int()
    .positive(FIELD_MESSAGES.invalid)
    .max(2_147_483_647, FIELD_MESSAGES.invalid)
    .optional(),
  vessel: z
    .string()
    .regex(/^[a-z]{1,20}$/, FIELD_MESSAGES.invalid)
    .optional(),
});
const ageCountSchema = z.object({ basis: z.enum(AGE_BASES), from: z.string() }).nullable();
const verdictFacts = { vehicleClass: z.enum(VEHICLE_CLASSES).nullable(), age: ageCountSchema };
const verdictSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('allowed'), conditions: z.array(z.literal('salvage')), ...verdictFacts }),
  z.object({
    verdict: z.literal('notAllowed'),
    reasons: z.array(z.enum(IMPORT_REFUSALS)),
    maxAgeYears: z.number().nullable(),
    steering: z.enum(STEERING_SIDES).nullable(),
    ...verdictFacts,
  }),
  z.object({
    verdict: z.literal('check'),
    check: z.enum(IMPORT_CHECKS),
    unknown: z.array(z.enum(IMPORT_UNKNOWNS)),
    ...verdictFacts,
  }),
]);
export const importVerdictAnswerSchema = z.object({
  countryCode: z.string(),
  arrival: z.string(),
  transit: z.object({ days: z.number(), basis: z.enum(['table', 'default']) }),
  result: verdictSchema,
  rule: importRuleSchema.pick({ sourceUrl: true, checkedOn: true, status: true, ...localizedPick('note') }).nullable(),
  /** The page the applied class limit's figures come from, when it is not the rule's. */
  limitSourceUrl: z.string().nullable(),
});
export type ImportVerdictAnswer = z.infer<typeof importVerdictAnswerSchema>;

/** The source of the class limit a verdict applied: the first limit of the vehicle's class that names one. */
export function limitSourceOf(rule: ImportRuleTerms | null, vehicleClass: VehicleClass | null): string | null {
  return rule?.classLimits.find((limit) => limit.vehicleClass === vehicleClass && limit.sourceUrl)?.sourceUrl ?? null;
}

function localizedPick<B extends string>(base: B) {
  return Object.fromEntries(localizedKeys(base).map((key) => [key, true])) as Record<LocalizedKey<B>, true>;
}
