import { sql } from 'drizzle-orm';
import type { ClassLimit, LandedCostLine } from '@market/domain';
import { boolean, date, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { countries, ports, vesselTypes } from './catalog.ts';
import { localizedColumns } from './localized.ts';

/**
 * What a destination country admits (issues 18 and 28, docs/decisions/0110 and 0210): one rule per country, maintained
 * by staff, with its limits by vehicle class, its source address, the day its figures were last read there (null
 * until someone has) and whether staff have verified it. The fields mean what `importRuleBodySchema` in
 * packages/domain says; `classLimits` holds `ClassLimit`s as `classLimitSchema` validates them.
 */
export const importRules = pgTable('import_rules', {
  ruleNo: serial().primaryKey(),
  countryCode: text()
    .notNull()
    .unique()
    .references(() => countries.countryCode),
  classLimits: jsonb()
    .$type<ClassLimit[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  salvageBanned: boolean().notNull(),
  checkRequired: boolean().notNull().default(false),
  ...localizedColumns('note', () => text().notNull().default('')),
  sourceUrl: text().notNull(),
  checkedOn: date({ mode: 'string' }),
  status: text().notNull().default('toVerify'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Days from today to a vehicle's arrival at a destination port, by the Korean loading port and the vessel type
 * (issue 28, docs/decisions/0211 and 0240), kept by staff; seeded rows are estimates until staff confirm them with a
 * carrier.
 */
export const transitTimes = pgTable(
  'transit_times',
  {
    transitNo: serial().primaryKey(),
    loadingPort: text().notNull(),
    portNo: integer()
      .notNull()
      .references(() => ports.portNo),
    vessel: text()
      .notNull()
      .references(() => vesselTypes.vessel),
    days: smallint().notNull(),
    /** The carrier's schedule or page the days were read on; empty for the seeded estimates. */
    sourceUrl: text().notNull().default(''),
    checkedOn: date({ mode: 'string' }),
    /** "toVerify" rows are estimates until staff confirm them with a carrier. */
    status: text().notNull().default('toVerify'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('transit_times_route').on(table.loadingPort, table.portNo, table.vessel)],
);

/**
 * The landed cost rates of a destination for one vehicle class (issue 18, docs/decisions/0141): what clearing may cost
 * on top of the C&F/CIF total, maintained by staff like the rules. `lines` holds `LandedCostLine`s as
 * `landedCostRateBodySchema` in packages/domain validates them (an ordered list whose lines refer to earlier ones).
 */
export const landedCostRates = pgTable(
  'landed_cost_rates',
  {
    rateNo: serial().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.countryCode),
    category: smallint().notNull(),
    valueMarginPct: smallint().notNull().default(0),
    lines: jsonb().$type<LandedCostLine[]>().notNull(),
    ...localizedColumns('note', () => text().notNull().default('')),
    sourceUrl: text().notNull(),
    checkedOn: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('toVerify'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('landed_cost_rates_country_category').on(table.countryCode, table.category)],
);
