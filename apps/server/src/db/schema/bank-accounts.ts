import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The beneficiary accounts invoices name (docs/decisions/0151). A row exists only once a second staff member approved
 * its addition; a retired one stays for the record and is never shown again.
 */
export const bankAccounts = pgTable('bank_accounts', {
  accountNo: serial().primaryKey(),
  beneficiary: text().notNull(),
  bankName: text().notNull(),
  bankAddress: text().notNull().default(''),
  swift: text().notNull(),
  accountNumber: text().notNull(),
  currency: text().notNull().default('USD'),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Proposed changes of the accounts (add, edit, retire), waiting for a second staff member. At most one pending change
 * per account, so two proposals cannot race each other.
 */
export const bankAccountChanges = pgTable(
  'bank_account_changes',
  {
    changeNo: serial().primaryKey(),
    kind: text().notNull(),
    accountNo: integer().references(() => bankAccounts.accountNo),
    /** The proposed details (add, edit). */
    details: jsonb(),
    reason: text().notNull().default(''),
    status: text().notNull().default('pending'),
    proposedBy: integer().references(() => users.userNo),
    proposedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer().references(() => users.userNo),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_account_changes_one_pending_key')
      .on(t.accountNo)
      .where(sql`status = 'pending' AND account_no IS NOT NULL`),
  ],
);
