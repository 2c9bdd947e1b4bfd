import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries.ts';
import { users } from './users.ts';

/** One file of a slot: where it is stored, its type, the SHA-256 and size of the stored bytes, and when it came. */
const slotFile = () => ({
  slot: text().notNull(),
  fileKey: text().notNull(),
  contentType: text().notNull(),
  sha256: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The loading set of a paid inquiry (issue 31, docs/decisions/0255): one file per slot (LOADING_SLOTS in
 * packages/domain) with its SHA-256, size and time. A slot may be replaced until the set is sealed; after that a
 * trigger refuses every insert, update and delete of the inquiry's files (migration 0030).
 */
export const loadingFiles = pgTable(
  'loading_files',
  {
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo),
    ...slotFile(),
    uploadedBy: integer()
      .notNull()
      .references(() => users.userNo),
  },
  (t) => [primaryKey({ columns: [t.ilNo, t.slot] })],
);

/** The seal of a complete loading set: written once, never updated or deleted (a trigger refuses both). */
export const loadingSeals = pgTable('loading_seals', {
  ilNo: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => inquiries.ilNo),
  sealedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sealedBy: integer()
    .notNull()
    .references(() => users.userNo),
});

/** The buyer's pictures at arrival, one per slot (ARRIVAL_SLOTS); replaceable until the buyer reports. */
export const arrivalFiles = pgTable(
  'arrival_files',
  {
    ilNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    ...slotFile(),
  },
  (t) => [primaryKey({ columns: [t.ilNo, t.slot] })],
);

/** The buyer's one report of differences at arrival, and the outcome staff record after comparing both sides. */
export const arrivalReports = pgTable('arrival_reports', {
  ilNo: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
  categories: text().array().notNull(),
  text: text().notNull(),
  reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  outcome: text(),
  outcomeNote: text(),
  outcomeAt: timestamp({ withTimezone: true }),
  outcomeBy: integer().references(() => users.userNo),
});

/** The buyer's rating of the seller of an inquiry's vehicles: once per inquiry (the key), after release. */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    ilNo: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => inquiries.ilNo, { onDelete: 'cascade' }),
    buyerNo: integer()
      .notNull()
      .references(() => users.userNo),
    score: smallint().notNull(),
    text: text().notNull(),
    ratedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seller_ratings_score', sql`${t.score} BETWEEN 1 AND 5`)],
);
