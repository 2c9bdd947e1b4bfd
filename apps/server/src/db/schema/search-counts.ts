import { bigint, boolean, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many listings there are per (model, year, fuel, secret, flag) with the model's category and maker: the
 * search's totals of a filter set that names a model are summed here (decision 0126). Kept current by statement
 * triggers on `items` in the writing transaction itself (migration 0021), so it is never behind a committed write;
 * rows whose count fell to 0 stay (their number is bounded by the catalog and the years).
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
      columns: [t.modelNo, t.year, t.fuelNo, t.secret, t.flag, t.category, t.makerNo],
    }),
  ],
);

/**
 * The listed listings (flags 0, 2 and 3) per (category, maker, year, fuel, secret): the facets and the totals of a
 * filter set without a model, summed from about 2,000 rows at a million listings where `search_counts` has 30,000.
 * Kept by the same triggers.
 */
export const searchMakerCounts = pgTable(
  'search_maker_counts',
  {
    category: smallint().notNull(),
    makerNo: integer().notNull(),
    year: smallint().notNull(),
    fuelNo: integer().notNull(),
    secret: boolean().notNull(),
    listings: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'search_maker_counts_pkey',
      columns: [t.category, t.makerNo, t.year, t.fuelNo, t.secret],
    }),
  ],
);
