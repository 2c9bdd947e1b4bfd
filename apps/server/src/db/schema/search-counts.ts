import { bigint, boolean, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many listings there are per (category, maker, model, year, fuel, secret, flag): the search's totals and facets
 * of a filter set made only of these columns are summed here instead of counted over `items` (decision 0126). Kept
 * current by statement triggers on `items` in the writing transaction itself (migration 0022), so it is never behind
 * a committed write; rows whose count fell to 0 stay (their number is bounded by the catalog).
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    category: smallint().notNull(),
    makerNo: integer().notNull(),
    modelNo: integer().notNull(),
    year: smallint().notNull(),
    fuelNo: integer().notNull(),
    secret: boolean().notNull(),
    flag: smallint().notNull(),
    listings: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'search_counts_pkey',
      columns: [t.category, t.makerNo, t.modelNo, t.year, t.fuelNo, t.secret, t.flag],
    }),
  ],
);
