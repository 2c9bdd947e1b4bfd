import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, ports, vesselOffers } from './catalog.ts';
import { items } from './items.ts';
import { bankAccounts } from './bank-accounts.ts';
import { users } from './users.ts';

/** A buyer's purchase inquiry; state follows INQUIRY_TRANSITIONS in packages/domain. */
export const inquiries = pgTable(
  'inquiries',
  {
    ilNo: bigserial({ mode: 'number' }).primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo),
    state: smallint().notNull().default(1),
    countryNo: integer()
      .notNull()
      .references(() => countries.countryNo),
    portNo: integer()
      .notNull()
      .references(() => ports.portNo),
    userName: text().notNull(),
    userPhone: text().notNull(),
    userEmail: text().notNull(),
    userConsigneeName: text().notNull(),
    userConsigneeAddress: text().notNull(),
    userDocumentAddress: text().notNull(),
    contents: text().notNull(),
    managerNo: integer().references(() => users.userNo),
    answerPrice: bigint({ mode: 'number' }),
    answerTerms: text(),
    answerRemarks: text(),
    answeredAt: timestamp({ withTimezone: true }),
    /** Removed from the buyer's list (finished inquiries only); kept for staff and accounting. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userNo, t.createdAt.desc()),
    index('inquiries_state_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * The vehicles of an inquiry with the prices the server computed when it was sent. userNo and open are copied here
 * so that a partial unique index allows one open inquiry per buyer and item.
 */
export const inquiryItems = pgTable(
  'inquiry_items',
  {
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo),
    userNo: integer().notNull(),
    open: boolean().notNull().default(true),
    smvpNo: integer().references(() => vesselOffers.smvpNo),
    vessel: text(),
    terms: text(),
    /** The listing's sell price when the inquiry was sent. */
    sellPrice: bigint({ mode: 'number' }).notNull(),
    /** What the vehicle was quoted at: the price its page showed (a Super Sale listing's discount price). */
    itemPrice: bigint({ mode: 'number' }).notNull(),
    freightFee: bigint({ mode: 'number' }),
    totalPrice: bigint({ mode: 'number' }),
    askFlag: boolean().notNull(),
    /** The destination's import rule refused the vehicle and the buyer acknowledged it: flagged to staff (issue 18). */
    importNotAllowed: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('inquiry_items_key').on(t.ilNo, t.itemNo),
    uniqueIndex('inquiry_items_one_open_per_buyer_key')
      .on(t.userNo, t.itemNo)
      .where(sql`open`),
    index('inquiry_items_item_idx').on(t.itemNo),
  ],
);

/** Every change of an inquiry: who, when, from which state to which, and what changed. */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    eventNo: bigserial({ mode: 'number' }).primaryKey(),
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    fromState: smallint(),
    toState: smallint().notNull(),
    actor: text().notNull(),
    actorNo: integer(),
    note: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_events_inquiry_idx').on(t.ilNo, t.eventNo)],
);

export const invoices = pgTable(
  'invoices',
  {
    invoiceNo: bigserial({ mode: 'number' }).primaryKey(),
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    number: text().notNull().unique(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** The account as printed when issued, for the record only: pages show the account bankAccountNo names now. */
    bankAccount: text().notNull(),
    bankAccountNo: integer().references(() => bankAccounts.accountNo),
    /** The code of the public page /verify/{code} (docs/decisions/0150). */
    verificationCode: text().notNull().unique(),
    depositDeadline: timestamp({ withTimezone: true }).notNull(),
    /** When the reminder 24 hours before the deposit deadline was queued: once per invoice. */
    remindedAt: timestamp({ withTimezone: true }),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer().references(() => users.userNo),
    confirmedAt: timestamp({ withTimezone: true }),
    /** A reissued invoice replaces this one. */
    superseded: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('invoices_one_current_key')
      .on(t.ilNo)
      .where(sql`NOT superseded`),
  ],
);

/** T/T remittance receipts uploaded for an invoice (the spec's tilNo is the invoice number). */
export const remittanceReceipts = pgTable(
  'remittance_receipts',
  {
    receiptNo: bigserial({ mode: 'number' }).primaryKey(),
    invoiceNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => invoices.invoiceNo, { onDelete: 'cascade' }),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    status: text().notNull().default('pending'),
    rejectReason: text(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remittance_receipts_invoice_idx').on(t.invoiceNo)],
);

/** Custom car requests: a buyer describes a vehicle not listed yet. */
export const customRequests = pgTable(
  'custom_requests',
  {
    ccsNo: bigserial({ mode: 'number' }).primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo),
    /** 'vehicle' (the custom car request) or 'quote' (a price to a country without ports), docs/decisions/0075. */
    kind: text().notNull().default('vehicle'),
    itemNo: bigint({ mode: 'number' }).references(() => items.itemNo),
    countryNo: integer().references(() => countries.countryNo),
    request: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: integer().references(() => users.userNo),
  },
  (t) => [
    index('custom_requests_user_idx').on(t.userNo, t.createdAt.desc()),
    index('custom_requests_open_idx')
      .on(t.ccsNo)
      .where(sql`${t.repliedAt} IS NULL`),
  ],
);

export const customRequestImages = pgTable(
  'custom_request_images',
  {
    ccsNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => customRequests.ccsNo, { onDelete: 'cascade' }),
    imageIndex: smallint().notNull(),
    miniName: text().notNull(),
    imageName: text().notNull(),
  },
  (t) => [uniqueIndex('custom_request_images_key').on(t.ccsNo, t.imageIndex)],
);
