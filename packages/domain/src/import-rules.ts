import { z } from 'zod';
import { localizedKeys, type LocalizedKey } from './localized.ts';
import { calendarDate, FIELD_MESSAGES } from './validation.ts';

/**
 * Import rules by destination country (issue 18, docs/decisions/0110): what a destination refuses, so the buyer learns
 * it before paying. A rule is data staff maintain; `importVerdict` applies it to one vehicle at its expected arrival.
 */

/** Where the age is counted from: the first registration date, or 1 January of the model year. */
export const AGE_BASES = ['registration', 'year'] as const;
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
 * Days from today to the vehicle's arrival at the destination port (docs/decisions/0111): loading in Korea and a
 * ro-ro or container sailing to Africa, the Middle East, Central Asia or Latin America take 4 to 8 weeks; we have no
 * sailing schedules, so the age is checked at the later end, which never lets a car that will be too old pass.
 */
export const TRANSIT_DAYS = 60;

/** Six optional texts of one base name (a staff note), each at most `max` characters. */
export const optionalLocalized = <B extends string>(base: B, max: number) =>
  Object.fromEntries(
    localizedKeys(base).map((key) => [key, z.string().trim().max(max, FIELD_MESSAGES.invalid).default('')]),
  ) as Record<LocalizedKey<B>, z.ZodDefault<z.ZodString>>;

const category = z.number().int().min(1, FIELD_MESSAGES.invalid).max(2, FIELD_MESSAGES.invalid);

/** POST/PUT /api/staff/import-rules: one rule per country. The note is a free text in six languages. */
export const importRuleBodySchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, FIELD_MESSAGES.invalid)
    .transform((code) => code.toUpperCase()),
  maxAgeYears: z.number().int().min(1, FIELD_MESSAGES.invalid).max(50, FIELD_MESSAGES.invalid).nullable(),
  ageBasis: z.enum(AGE_BASES, FIELD_MESSAGES.invalid),
  steering: z.enum(STEERING_SIDES, FIELD_MESSAGES.invalid).nullable(),
  bannedFuels: z.array(z.enum(FUEL_CODES, FIELD_MESSAGES.invalid)).max(FUEL_CODES.length).default([]),
  bannedCategories: z.array(category).max(2).default([]),
  salvageBanned: z.boolean(),
  /** Vehicles of these categories escape the age and steering limits (special vehicles, machinery). */
  exemptCategories: z.array(category).max(2).default([]),
  /** Vehicles of at least this weight escape the age and steering limits (heavy trucks). */
  exemptMinWeightKg: z.number().int().min(1, FIELD_MESSAGES.invalid).max(200_000, FIELD_MESSAGES.invalid).nullable(),
  /** True when the buyer must check with the authority even if nothing refuses the vehicle (permits, quotas). */
  checkRequired: z.boolean(),
  ...optionalLocalized('note', 1000),
  sourceUrl: z
    .string()
    .trim()
    .max(500, FIELD_MESSAGES.invalid)
    .url(FIELD_MESSAGES.invalid)
    .refine((url) => /^https?:\/\//i.test(url), FIELD_MESSAGES.invalid),
  checkedOn: calendarDate,
  status: z.enum(IMPORT_RULE_STATUSES, FIELD_MESSAGES.invalid),
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
export type ImportRuleTerms = Pick<
  ImportRule,
  | 'maxAgeYears'
  | 'ageBasis'
  | 'steering'
  | 'bannedFuels'
  | 'bannedCategories'
  | 'salvageBanned'
  | 'exemptCategories'
  | 'exemptMinWeightKg'
  | 'checkRequired'
>;

/** The facts of a vehicle a rule looks at; null when unknown (or masked for the visitor). */
export interface ImportVehicle {
  category: number;
  year: number;
  /** YYYY-MM-DD */
  initialRegister: string | null;
  /** 0 left-hand drive, 1 right-hand drive. */
  handle: number | null;
  fuelCode: string | null;
  weightKg: number | null;
  /** The seller's salvage or flood-damage declaration; null when unknown, and a rule's ban is then a condition. */
  salvage: boolean | null;
}

export const IMPORT_REFUSALS = ['category', 'fuel', 'salvage', 'age', 'steering'] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];
/** Why the verdict is "check with your authority" rather than a yes or no. */
export const IMPORT_CHECKS = ['noRule', 'unknownFacts', 'authority'] as const;
export type ImportCheck = (typeof IMPORT_CHECKS)[number];

export type ImportVerdict =
  | { verdict: 'allowed'; conditions: 'salvage'[] }
  | { verdict: 'notAllowed'; reasons: ImportRefusal[]; maxAgeYears: number | null; steering: SteeringSide | null }
  | { verdict: 'check'; check: ImportCheck; unknown: ImportRefusal[] };

const MS_PER_DAY = 86_400_000;
const dayOf = (value: string) => Date.parse(`${value}T00:00:00Z`);

/** The expected arrival day (YYYY-MM-DD) of a vehicle shipped now. */
export function expectedArrival(today: Date, transitDays = TRANSIT_DAYS): string {
  return new Date(today.getTime() + transitDays * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whether the vehicle is still younger than `maxAgeYears` on `arrival`, counted from `from` (YYYY-MM-DD). */
function youngEnough(from: string, maxAgeYears: number, arrival: string): boolean {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // The day the vehicle turns maxAgeYears old; 29 February rolls on to 1 March.
  const limit = Date.UTC(year + maxAgeYears, month - 1, day);
  return dayOf(arrival) < limit;
}

/** true: passes, false: refused, null: cannot tell from what is known. */
function agePasses(rule: ImportRuleTerms, vehicle: ImportVehicle, arrival: string): boolean | null {
  if (rule.maxAgeYears === null) return true;
  const byYear = youngEnough(`${vehicle.year}-01-01`, rule.maxAgeYears, arrival);
  if (rule.ageBasis === 'year') return byYear;
  if (vehicle.initialRegister) return youngEnough(vehicle.initialRegister, rule.maxAgeYears, arrival);
  // Registered on or after 1 January of its model year: passing by the year means passing by the registration.
  return byYear ? true : null;
}

function exempt(rule: ImportRuleTerms, vehicle: ImportVehicle): boolean | null {
  if (rule.exemptCategories.includes(vehicle.category)) return true;
  if (rule.exemptMinWeightKg === null) return false;
  if (vehicle.weightKg === null) return null;
  return vehicle.weightKg >= rule.exemptMinWeightKg;
}

/**
 * The verdict of a destination's rule on a vehicle arriving on `arrival` (YYYY-MM-DD): refused with every reason that
 * applies; "check" when there is no rule, when an unknown fact decides it, or when the rule asks for a check anyway.
 * Exemptions (category, weight) lift the age and steering limits only, never a banned fuel, category or salvage.
 */
export function importVerdict(rule: ImportRuleTerms | null, vehicle: ImportVehicle, arrival: string): ImportVerdict {
  if (!rule) return { verdict: 'check', check: 'noRule', unknown: [] };
  const reasons: ImportRefusal[] = [];
  const unknown: ImportRefusal[] = [];
  const judge = (reason: ImportRefusal, passes: boolean | null) => {
    if (passes === false) reasons.push(reason);
    else if (passes === null) unknown.push(reason);
  };
  judge('category', !rule.bannedCategories.includes(vehicle.category));
  const bannedFuels: readonly string[] = rule.bannedFuels;
  judge(
    'fuel',
    bannedFuels.length === 0 || (vehicle.fuelCode === null ? null : !bannedFuels.includes(vehicle.fuelCode)),
  );
  if (rule.salvageBanned && vehicle.salvage === true) reasons.push('salvage');
  const isExempt = exempt(rule, vehicle);
  if (isExempt !== true) {
    const age = agePasses(rule, vehicle, arrival);
    const steering =
      rule.steering === null
        ? true
        : vehicle.handle === null
          ? null
          : (vehicle.handle === 1) === (rule.steering === 'right');
    // An unknown weight matters only when a limit would otherwise refuse the vehicle.
    judge('age', isExempt === null && age === false ? null : age);
    judge('steering', isExempt === null && steering === false ? null : steering);
  }
  if (reasons.length) {
    return { verdict: 'notAllowed', reasons, maxAgeYears: rule.maxAgeYears, steering: rule.steering };
  }
  if (unknown.length) return { verdict: 'check', check: 'unknownFacts', unknown };
  if (rule.checkRequired) return { verdict: 'check', check: 'authority', unknown: [] };
  return { verdict: 'allowed', conditions: rule.salvageBanned && vehicle.salvage === null ? ['salvage'] : [] };
}

/** GET /api/import-rules/verdict: the verdict for one listing and destination, with the rule it comes from. */
export const importVerdictQuerySchema = z.object({
  itemNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, FIELD_MESSAGES.invalid)
    .transform((code) => code.toUpperCase()),
});
const verdictSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('allowed'), conditions: z.array(z.literal('salvage')) }),
  z.object({
    verdict: z.literal('notAllowed'),
    reasons: z.array(z.enum(IMPORT_REFUSALS)),
    maxAgeYears: z.number().nullable(),
    steering: z.enum(STEERING_SIDES).nullable(),
  }),
  z.object({ verdict: z.literal('check'), check: z.enum(IMPORT_CHECKS), unknown: z.array(z.enum(IMPORT_REFUSALS)) }),
]);
export const importVerdictAnswerSchema = z.object({
  countryCode: z.string(),
  arrival: z.string(),
  result: verdictSchema,
  rule: importRuleSchema.pick({ sourceUrl: true, checkedOn: true, status: true, ...localizedPick('note') }).nullable(),
});
export type ImportVerdictAnswer = z.infer<typeof importVerdictAnswerSchema>;

function localizedPick<B extends string>(base: B) {
  return Object.fromEntries(localizedKeys(base).map((key) => [key, true])) as Record<LocalizedKey<B>, true>;
}
