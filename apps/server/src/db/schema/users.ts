import { boolean, index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Accounts: buyers (userFlag 0), sellers (1) and dealers (2), with the spec's UserInfo fields. Sellers and dealers
 * start with admission false until staff approve them; partners and secret are flags a user is granted.
 */
export const users = pgTable(
  'users',
  {
    userNo: serial().primaryKey(),
    userId: text().notNull().unique(),
    passwordHash: text(),
    userFlag: smallint().notNull().default(0),
    admission: boolean().notNull().default(true),
    partners: boolean().notNull().default(false),
    secret: boolean().notNull().default(false),
    staff: boolean().notNull().default(false),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    companyName: text(),
    countryCode: text().notNull().default('ZZ'),
    thumbnail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_flag_idx').on(t.userFlag)],
);
