import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InspectionRecord, VehicleHistory } from '@market/domain';
import { items } from './items.ts';
import { users } from './users.ts';

/**
 * A listing's condition evidence (issue 31, docs/decisions/0250): the inspection record and the history the seller
 * entered, checked by the domain schemas before they are written; `verifiedAt` and `verifiedBy` are set by staff and
 * cleared by any later edit of the seller. The search's filters read the columns written beside the JSON.
 */
export const itemConditions = pgTable(
  'item_conditions',
  {
    itemNo: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    inspection: jsonb().$type<InspectionRecord>(),
    history: jsonb().$type<VehicleHistory>(),
    /** The inspection's date: not null exactly when there is an inspection record. */
    inspectedOn: date(),
    /** Own damage and other party claims together; null without a history. */
    accidentClaims: integer(),
    rollback: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: integer().references(() => users.userNo),
  },
  (t) => [
    index('item_conditions_pending_idx')
      .on(t.updatedAt)
      .where(sql`verified_at IS NULL`),
  ],
);

/** The originals the seller uploaded (inspection record, history papers): kept, shown to buyers and staff. */
export const itemConditionDocuments = pgTable(
  'item_condition_documents',
  {
    docNo: bigserial({ mode: 'number' }).primaryKey(),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_condition_documents_item_idx').on(t.itemNo)],
);
