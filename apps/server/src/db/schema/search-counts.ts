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

/** The columns the two price-band tables share after their band (decision 0200). */
const bandedColumns = () => ({
  year: smallint().notNull(),
  category: smallint().notNull(),
  makerNo: integer().notNull(),
  fuelNo: integer().notNull(),
  secret: boolean().notNull(),
  listings: bigint({ mode: 'number' }).notNull(),
});

/**
 * The listed listings per (price band, year, category, maker, fuel, secret), a band being `PRICE_BAND` of the price
 * (band n holds the prices n * 250 to n * 250 + 249): the facets and totals of a filter set with a price range are
 * summed from here and `search_wide_price_counts` over the bands the range covers whole, and counted on `items` only
 * in the band a bound falls inside (decision 0200). Its key leads with the band: a search reads a few bands at the
 * ends of its range (the wide bands hold the rest). Kept by the same triggers. The key's index carries the count
 * (`INCLUDE (listings)`, migration 0026, which Drizzle cannot declare): read from the index alone.
 */
export const searchPriceCounts = pgTable(
  'search_price_counts',
  { priceBand: integer().notNull(), ...bandedColumns() },
  (t) => [
    primaryKey({
      name: 'search_price_counts_pkey',
      columns: [t.priceBand, t.year, t.category, t.makerNo, t.fuelNo, t.secret],
    }),
  ],
);

/**
 * The same counts per wide band of `PRICE_BAND` times `BANDS_PER_WIDE_BAND` (twenty price bands; wide band n holds
 * the prices n * 5,000 to n * 5,000 + 4,999): the middle of a price range is summed here, from about a tenth of the
 * rows (decision 0200). Its key leads with the year: a search reads every wide band of its years below or above a
 * bound. Its key's index carries the count too (migration 0026).
 */
export const searchWidePriceCounts = pgTable(
  'search_wide_price_counts',
  { wideBand: integer().notNull(), ...bandedColumns() },
  (t) => [
    primaryKey({
      name: 'search_wide_price_counts_pkey',
      columns: [t.year, t.wideBand, t.category, t.makerNo, t.fuelNo, t.secret],
    }),
  ],
);

/** The width of a price band; migration 0025 writes the same numbers into the trigger. */
export const PRICE_BAND = 250;
/** How many price bands a wide band holds (a wide band is 5,000 of the price). */
export const BANDS_PER_WIDE_BAND = 20;
