import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    // Company information of sellers and dealers (the register call's companyInfo).
    businessNumber: text(),
    companyAddress: text(),
    companyPhone: text(),
    /** The stored name of the business document attached at registration (attached_files.fileKey). */
    attachedFile: text(),
    // The user info update call's fields.
    emailRecive: boolean().notNull().default(false),
    smsRecive: boolean().notNull().default(false),
    content: text(),
    fax: text(),
    /** The language mail and SMS are written in (0-5). */
    language: smallint().notNull().default(1),
    /** The client (`clientKey`) of the last successful login: its attempts skip the account-wide login limit. */
    lastLoginClient: text(),
  },
  (t) => [
    index('users_flag_idx').on(t.userFlag),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/** Server-side sessions: only the SHA-256 of the cookie's token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userNo)],
);

/**
 * Verification codes sent by mail or SMS: only a hash, an expiry, a count of wrong tries and single use. A correct
 * code yields a one-time verification token (its hash in tokenHash) that the register or password call spends.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    purpose: text().notNull(),
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    tokenHash: text().unique(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    tokenUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target)],
);

/** Mail and SMS written while no SMTP server is configured (and always in tests): the dev outbox. */
export const outbox = pgTable('outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  channel: text().notNull(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Counters of rate limits and failure delays, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/** Business documents uploaded before registration; claimed once by the account that registers with them. */
export const attachedFiles = pgTable(
  'attached_files',
  {
    fileKey: text().primaryKey(),
    mime: text().notNull(),
    size: integer().notNull(),
    userNo: integer().references(() => users.userNo, { onDelete: 'set null' }),
    /** The client address that uploaded it, for the per-address byte quota. */
    uploaderAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attached_files_uploader_idx').on(t.uploaderAddress, t.createdAt)],
);

/** A user's saved consignees (inquiry info); flag 1 marks the one default, at most one per user. */
export const consignees = pgTable(
  'consignees',
  {
    uciNo: serial().primaryKey(),
    userNo: integer()
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    flag: smallint().notNull().default(0),
    userName: text().notNull(),
    userPhone: text().notNull(),
    userEmail: text().notNull(),
    userConsigneeName: text().notNull(),
    userConsigneeAddress: text().notNull(),
    userDocumentAddress: text().notNull(),
    requirement: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consignees_user_idx').on(t.userNo),
    uniqueIndex('consignees_one_default_key')
      .on(t.userNo)
      .where(sql`${t.flag} = 1`),
  ],
);
