import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row counting changes to the reference data every detail answer carries (countries, ports, sales contacts,
 * option and status names): triggers bump it, and each server process compares it with the version of its
 * in-memory copy, so every process sees a staff change on its next answer (docs/decisions/0097).
 */
export const referenceVersion = pgTable('reference_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row counting changes to what the listing part of a detail answer reads (the listing, its pictures, options and
 * statuses, and the names it joins): triggers bump it, and a server process serves a listing from memory only while
 * the version it was loaded under is current (docs/decisions/0125). Writing the view counter alone does not bump it.
 */
export const listingVersion = pgTable('listing_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row counting changes that can end or alter a session (a session deleted or its expiry moved, any change to or
 * removal of an account): triggers bump it, and a server process answers from its in-memory copy of a session only
 * while the version it was read under is current (docs/decisions/0160).
 */
export const sessionVersion = pgTable('session_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row counting changes to the recently viewed lists (the batched view writes of decision 0097, an account or
 * listing removed): a server process keeps a buyer's list in memory while it and the listing version hold
 * (docs/decisions/0160).
 */
export const recentViewVersion = pgTable('recent_view_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Seed steps already applied, so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail and text messages waiting to go out (a transactional outbox). A change writes its messages here in its own
 * transaction, so they exist exactly when the change committed; they are sent right after the commit and, when that
 * fails, again by a scheduled job with growing delays. A sent message's row is removed.
 */
export const messageQueue = pgTable(
  'message_queue',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    /** When the next attempt may start; an attempt under way holds it ahead (a lease), so no two send one message. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_queue_due_idx').on(t.nextAttemptAt)],
);

/**
 * When each scheduled job last started, across every server process: a process starts a job only by moving this
 * forward past the job's interval in one statement, so one process runs each turn (docs/decisions/0274).
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  /** Which process ran it last (host and pid), for an operator reading the table. */
  startedBy: text().notNull(),
});
