import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed steps already applied, so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
