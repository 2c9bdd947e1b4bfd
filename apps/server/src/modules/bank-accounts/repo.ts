import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankAccountFields } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { bankAccountChanges, bankAccounts, users } from '../../db/schema/index.ts';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');

const fields = {
  beneficiary: bankAccounts.beneficiary,
  bankName: bankAccounts.bankName,
  bankAddress: bankAccounts.bankAddress,
  swift: bankAccounts.swift,
  accountNumber: bankAccounts.accountNumber,
  currency: bankAccounts.currency,
};

/** The beneficiary accounts' SQL: the accounts, the proposed changes and their compare-and-set decisions. */
export function createBankAccountRepo(db: Db) {
  return {
    /** Every account, the active ones first. */
    accounts: (executor: Db = db) =>
      executor
        .select({ accountNo: bankAccounts.accountNo, active: bankAccounts.active, ...fields })
        .from(bankAccounts)
        .orderBy(desc(bankAccounts.active), asc(bankAccounts.accountNo)),

    /** An active account, locked for the transaction; undefined when there is none with that number. */
    async activeAccount(tx: Db, accountNo: number) {
      const [row] = await tx
        .select({ accountNo: bankAccounts.accountNo, ...fields })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.accountNo, accountNo), eq(bankAccounts.active, true)))
        .for('update');
      return row;
    },

    /** The first active account (what an invoice names unless staff choose another). */
    async firstActive(tx: Db) {
      const [row] = await tx
        .select({ accountNo: bankAccounts.accountNo, ...fields })
        .from(bankAccounts)
        .where(eq(bankAccounts.active, true))
        .orderBy(asc(bankAccounts.accountNo))
        .limit(1);
      return row;
    },

    /**
     * The active accounts' numbers, every row locked for the transaction in one order: a retirement that counts them
     * holds them all, so two approved at once take turns and the second sees the first's (issue 30).
     */
    async lockActive(tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ accountNo: bankAccounts.accountNo })
        .from(bankAccounts)
        .where(eq(bankAccounts.active, true))
        .orderBy(asc(bankAccounts.accountNo))
        .for('update');
      return rows.map((row) => row.accountNo);
    },

    async insertAccount(tx: Db, account: BankAccountFields) {
      const [row] = await tx.insert(bankAccounts).values(account).returning({ accountNo: bankAccounts.accountNo });
      return row!.accountNo;
    },

    /** Changes an active account's details, or retires it (active false); false when it is no longer active. */
    async updateActive(tx: Db, accountNo: number, set: BankAccountFields | { active: false }) {
      const changed = await tx
        .update(bankAccounts)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(bankAccounts.accountNo, accountNo), eq(bankAccounts.active, true)))
        .returning({ accountNo: bankAccounts.accountNo });
      return changed.length > 0;
    },

    /** The newest changes, pending ones first, with who proposed and who decided them. */
    changes: (limit = 50) =>
      db
        .select({
          changeNo: bankAccountChanges.changeNo,
          kind: bankAccountChanges.kind,
          accountNo: bankAccountChanges.accountNo,
          details: bankAccountChanges.details,
          reason: bankAccountChanges.reason,
          status: bankAccountChanges.status,
          proposedBy: proposer.userId,
          proposedAt: bankAccountChanges.proposedAt,
          decidedBy: decider.userId,
          decidedAt: bankAccountChanges.decidedAt,
        })
        .from(bankAccountChanges)
        .leftJoin(proposer, eq(proposer.userNo, bankAccountChanges.proposedBy))
        .leftJoin(decider, eq(decider.userNo, bankAccountChanges.decidedBy))
        .orderBy(sql`${bankAccountChanges.status} = 'pending' DESC`, desc(bankAccountChanges.changeNo))
        .limit(limit),

    async addChange(tx: Db, change: typeof bankAccountChanges.$inferInsert) {
      const [row] = await tx
        .insert(bankAccountChanges)
        .values(change)
        .returning({ changeNo: bankAccountChanges.changeNo });
      return row!.changeNo;
    },

    /** A change, locked for the transaction that decides it. */
    async change(tx: Db, changeNo: number) {
      const [row] = await tx
        .select()
        .from(bankAccountChanges)
        .where(eq(bankAccountChanges.changeNo, changeNo))
        .for('update');
      return row;
    },

    /** Decides a pending change (compare-and-set on its status): false when someone decided it first. */
    async decide(tx: Db, changeNo: number, status: 'approved' | 'rejected', staffNo: number, accountNo?: number) {
      const decided = await tx
        .update(bankAccountChanges)
        .set({ status, decidedBy: staffNo, decidedAt: sql`now()`, ...(accountNo ? { accountNo } : {}) })
        .where(and(eq(bankAccountChanges.changeNo, changeNo), eq(bankAccountChanges.status, 'pending')))
        .returning({ changeNo: bankAccountChanges.changeNo });
      return decided.length > 0;
    },
  };
}

export type BankAccountRepo = ReturnType<typeof createBankAccountRepo>;
