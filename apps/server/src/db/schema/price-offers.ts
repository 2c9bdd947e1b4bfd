import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './items.ts';
import { users } from './users.ts';

/**
 * A buyer's price offer on a listing (issue 32, docs/decisions/0265): states and rules in packages/domain
 * (price-offers.ts). One live offer (open, countered, accepted) per buyer and listing, held by a partial unique index;
 * every step is written to the audit log.
 */
export const priceOffers = pgTable(
  'price_offers',
  {
    offerNo: serial().primaryKey(),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo),
    buyerNo: integer()
      .notNull()
      .references(() => users.userNo),
    state: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    counterAmount: bigint({ mode: 'number' }),
    agreedAmount: bigint({ mode: 'number' }),
    /** The listing's quoted price when the offer was made. */
    listPrice: bigint({ mode: 'number' }).notNull(),
    declinedAtOnce: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_offers_one_live_per_buyer_key')
      .on(t.buyerNo, t.itemNo)
      .where(sql`state IN ('open', 'countered', 'accepted')`),
    index('price_offers_item_idx').on(t.itemNo, t.offerNo),
    index('price_offers_live_expiry_idx')
      .on(t.expiresAt)
      .where(sql`state IN ('open', 'countered', 'accepted')`),
  ],
);

/** The lowest offer a seller will look at, per listing; never in any buyer's answer. */
export const priceOfferFloors = pgTable('price_offer_floors', {
  itemNo: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => items.itemNo),
  floor: bigint({ mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exchange rates for indicative prices (docs/decisions/0266): units of `currency` per US dollar on `ratedOn`, from
 * `source`; kept by staff or written by the rates feed job.
 */
export const currencyRates = pgTable('currency_rates', {
  rateNo: serial().primaryKey(),
  currency: text().notNull().unique('currency_rates_currency_key'),
  perUsd: numeric({ precision: 20, scale: 8, mode: 'number' }).notNull(),
  ratedOn: date({ mode: 'string' }).notNull(),
  source: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type PriceOfferRow = typeof priceOffers.$inferSelect;
