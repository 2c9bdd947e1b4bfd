import { sql } from 'drizzle-orm';
import type { LandedCostLine } from '@market/domain';
import { boolean, date, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { countries } from './catalog.ts';
import { localizedColumns } from './localized.ts';

/**
 * What a destination country admits (issue 18, docs/decisions/0110): one rule per country, maintained by staff, each
 * with its source address, the day it was last checked and whether staff have verified it. The fields mean what
 * `importRuleBodySchema` in packages/domain says.
 */
export const importRules = pgTable('import_rules', {
  ruleNo: serial().primaryKey(),
  countryCode: text()
    .notNull()
    .unique()
    .references(() => countries.countryCode),
  maxAgeYears: smallint(),
  ageBasis: text().notNull(),
  steering: text(),
  bannedFuels: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  bannedCategories: smallint()
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  salvageBanned: boolean().notNull(),
  exemptCategories: smallint()
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  exemptMinWeightKg: integer(),
  checkRequired: boolean().notNull().default(false),
  ...localizedColumns('note', () => text().notNull().default('')),
  sourceUrl: text().notNull(),
  checkedOn: date({ mode: 'string' }).notNull(),
  status: text().notNull().default('toVerify'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
