import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { items } from './items.ts';
import { users } from './users.ts';

/**
 * A buyer's favourites (issue 32, docs/decisions/0260): the `notified...` columns are the listing's prices and status
 * as the buyer last knew them (when added, or from the last alert), so the alert job tells of a drop or a change once.
 */
export const favourites = pgTable(
  'favourites',
  {
    userNo: integer()
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    itemNo: bigint({ mode: 'number' })
      .notNull()
      .references(() => items.itemNo, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedSellPrice: bigint({ mode: 'number' }).notNull(),
    notifiedDiscountPrice: bigint({ mode: 'number' }),
    notifiedFlag: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.itemNo] }), index('favourites_item_idx').on(t.itemNo)],
);

/**
 * Saved searches (docs/decisions/0261): the search's filters, named; new matching listings are those listed after
 * `seenUntil`, sent at once or in a daily digest (`lastSentAt` at most once a day). `alerts` false after unsubscribing.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial().primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, number>>().notNull(),
    frequency: text().$type<'daily' | 'instant'>().notNull().default('daily'),
    sms: boolean().notNull().default(false),
    alerts: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('saved_searches_user_idx').on(t.userNo)],
);

/** Per account: favourites' alerts on or off, texts on or off, and the phone number verified for texts. */
export const alertPreferences = pgTable('alert_preferences', {
  userNo: integer()
    .primaryKey()
    .references(() => users.userNo, { onDelete: 'cascade' }),
  favouriteAlerts: boolean().notNull().default(true),
  sms: boolean().notNull().default(false),
  /** The phone a code was sent to and typed back; texts go only while it is still the account's phone. */
  verifiedPhone: text(),
});

/**
 * Secrets the server makes for itself, shared by every process through the database: `alertLinks` signs the
 * unsubscribe links of alerts (docs/decisions/0262). Made once, at first use, from a CSPRNG; never sent anywhere.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  secret: text().notNull(),
});
