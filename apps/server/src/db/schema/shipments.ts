import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries.ts';
import { users } from './users.ts';

/** The shipment of a paid inquiry; step follows SHIPMENT_STEPS in packages/domain (1 booked ... 7 released). */
export const shipments = pgTable('shipments', {
  ilNo: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
  step: smallint().notNull(),
  eta: date({ mode: 'string' }),
  blKind: text(),
  courier: text(),
  trackingNumber: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The buyer's timeline: each step with its day and fields, and each ETA change with staff's reason. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    eventNo: bigserial({ mode: 'number' }).primaryKey(),
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    kind: text().notNull(),
    step: smallint(),
    on: date({ mode: 'string' }).notNull(),
    details: jsonb().notNull(),
    reason: text(),
    actorNo: integer().references(() => users.userNo),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_inquiry_idx').on(t.ilNo, t.eventNo)],
);

/** Files staff upload to a shipment (B/L copy, export certificate, invoice); only the inquiry's buyer downloads them. */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    docNo: bigserial({ mode: 'number' }).primaryKey(),
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_documents_inquiry_idx').on(t.ilNo)],
);

/**
 * The customs assessment of an arrived inquiry (issue 18, docs/decisions/0146): the file the buyer uploaded, the
 * amount staff read from it (whole US dollars) and the estimate's taxes for the same inquiry, taken when the amount was
 * first recorded. Either side may come first.
 */
export const customsAssessments = pgTable('customs_assessments', {
  ilNo: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
  fileKey: text(),
  fileName: text(),
  contentType: text(),
  uploadedAt: timestamp({ withTimezone: true }),
  actualAmount: integer(),
  estimateLow: integer(),
  estimateHigh: integer(),
  recordedAt: timestamp({ withTimezone: true }),
  recordedBy: integer().references(() => users.userNo),
});
