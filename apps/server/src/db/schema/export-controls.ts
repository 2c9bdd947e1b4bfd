import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { countries } from './catalog.ts';
import { items } from './items.ts';
import { localizedColumns } from './localized.ts';
import { users } from './users.ts';

/**
 * Korea's export controls by destination (issue 28, docs/decisions/0220): one per country and vehicle class, kept by
 * staff with its source like the import rules. The fields mean what `exportControlBodySchema` in packages/domain says.
 */
export const exportControls = pgTable(
  'export_controls',
  {
    controlNo: serial().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.countryCode),
    vehicleClass: text().notNull(),
    minEngineCc: integer(),
    ...localizedColumns('note', () => text().notNull().default('')),
    sourceUrl: text().notNull(),
    checkedOn: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('toVerify'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('export_controls_country_class').on(table.countryCode, table.vehicleClass)],
);

/** Every inquiry an export control refused: who, which listing, where to, why and when. No inquiry is created. */
export const exportControlRefusals = pgTable(
  'export_control_refusals',
  {
    refusalNo: bigserial({ mode: 'number' }).primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo),
    countryCode: text().notNull(),
    reason: text().notNull(),
    /** The facts the verdict read, as they were then. */
    vehicleClass: text(),
    cc: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('export_control_refusals_created_idx').on(sql`${table.createdAt} DESC`, table.refusalNo)],
);
