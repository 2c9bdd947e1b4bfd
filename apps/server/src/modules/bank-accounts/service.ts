import {
  bankAccountFieldsSchema,
  bankChangeRefusal,
  type BankAccountChangeBody,
  type BankAccountFields,
  type BankAccountsView,
  type BankChangeStatus,
  type CurrentUser,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createBankAccountRepo, type BankAccountRepo } from './repo.ts';

/** What happens when an approved change takes effect, in its transaction (the mails to buyers with unpaid invoices). */
export type BankChangeHook = (tx: Db) => Promise<void>;

const details = (value: unknown): BankAccountFields | null => {
  const parsed = bankAccountFieldsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The beneficiary accounts (docs/decisions/0151): staff propose an addition, new details or a retirement; it takes
 * effect only when another staff member approves it. Every step is audited in its transaction; the approval also runs
 * `changed` (the buyers of unpaid invoices are told) and `deliver` sends those mails after the commit.
 */
export function createBankAccountService(
  db: Db,
  hooks: { changed: BankChangeHook; deliver: () => Promise<unknown> },
  repo: BankAccountRepo = createBankAccountRepo(db),
) {
  const audit = (
    tx: Db,
    staff: CurrentUser,
    action: 'propose' | 'approve' | 'reject',
    changeNo: number,
    data: object,
  ) =>
    recordAudit(tx, {
      actorNo: staff.userNo,
      action: `bankAccount.${action}`,
      entity: 'bankAccount',
      entityId: changeNo,
      before: 'before' in data ? data.before : null,
      after: 'after' in data ? data.after : data,
    });

  return {
    async view(): Promise<BankAccountsView> {
      const [accounts, changes] = await Promise.all([repo.accounts(), repo.changes()]);
      const byNo = new Map(accounts.map((account) => [account.accountNo, account]));
      return {
        accounts: accounts.map((account) => ({
          ...account,
          currency: account.currency as BankAccountFields['currency'],
        })),
        changes: changes.map((change) => {
          const current = change.accountNo === null ? undefined : byNo.get(change.accountNo);
          return {
            ...change,
            kind: change.kind as BankAccountChangeBody['kind'],
            status: change.status as BankChangeStatus,
            account: details(change.details),
            before: change.kind === 'add' ? null : details(current),
            proposedAt: change.proposedAt.toISOString(),
            decidedAt: change.decidedAt?.toISOString() ?? null,
          };
        }),
      };
    },

    /** A proposed change, pending until a second staff member decides it; 409 while the account has another one. */
    async propose(staff: CurrentUser, body: BankAccountChangeBody): Promise<number> {
      try {
        return await inTransaction(db, async (tx) => {
          const accountNo = body.kind === 'add' ? null : body.accountNo;
          const before = accountNo === null ? null : await repo.activeAccount(tx, accountNo);
          if (accountNo !== null && !before) throw new AppError('NOT_FOUND');
          const changeNo = await repo.addChange(tx, {
            kind: body.kind,
            accountNo,
            details: body.kind === 'retire' ? null : body.account,
            reason: body.reason,
            proposedBy: staff.userNo,
          });
          await audit(tx, staff, 'propose', changeNo, {
            before: before ?? null,
            after: { kind: body.kind, accountNo, reason: body.reason, ...(body.kind === 'retire' ? {} : body.account) },
          });
          return changeNo;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bank_account_changes_one_pending_key')) {
          throw new AppError('CONFLICT', { messageKey: 'bankChangePending' });
        }
        throw error;
      }
    },

    /** Approves another staff member's pending change: it takes effect, is audited, and the unpaid buyers are told. */
    async approve(staff: CurrentUser, changeNo: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const change = await repo.change(tx, changeNo);
        if (!change) throw new AppError('NOT_FOUND');
        const refusal = bankChangeRefusal(
          { status: change.status as BankChangeStatus, proposedByNo: change.proposedBy },
          staff.userNo,
          'approve',
        );
        if (refusal === 'ownChange') throw new AppError('FORBIDDEN', { messageKey: 'bankChangeOwn' });
        if (refusal) throw new AppError('CONFLICT', { messageKey: 'bankChangeDecided' });
        const proposed = details(change.details);
        let accountNo = change.accountNo ?? undefined;
        // "Never the last active account": held by locking every active one before counting them.
        const active = change.kind === 'retire' ? await repo.lockActive(tx) : [];
        const before = accountNo === undefined ? null : await repo.activeAccount(tx, accountNo);
        if (change.kind === 'add') {
          accountNo = await repo.insertAccount(tx, proposed!);
        } else if (!before) {
          throw new AppError('CONFLICT', { messageKey: 'bankChangeDecided' });
        } else if (change.kind === 'retire') {
          if (active.length <= 1) throw new AppError('CONFLICT', { messageKey: 'bankAccountLast' });
          await repo.updateActive(tx, accountNo!, { active: false });
        } else {
          await repo.updateActive(tx, accountNo!, proposed!);
        }
        if (!(await repo.decide(tx, changeNo, 'approved', staff.userNo, accountNo))) {
          throw new AppError('CONFLICT', { messageKey: 'bankChangeDecided' });
        }
        await audit(tx, staff, 'approve', changeNo, {
          before,
          after: { kind: change.kind, accountNo, ...(change.kind === 'retire' ? { active: false } : proposed) },
        });
        await hooks.changed(tx);
      });
      await hooks.deliver();
    },

    /** Turns a pending change down; its proposer may withdraw it this way. */
    async reject(staff: CurrentUser, changeNo: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const change = await repo.change(tx, changeNo);
        if (!change) throw new AppError('NOT_FOUND');
        if (!(await repo.decide(tx, changeNo, 'rejected', staff.userNo))) {
          throw new AppError('CONFLICT', { messageKey: 'bankChangeDecided' });
        }
        await audit(tx, staff, 'reject', changeNo, { kind: change.kind, accountNo: change.accountNo });
      });
    },

    /**
     * The account a new invoice names, in the issuing transaction: the chosen active account, else the first active
     * one; 409 `noBankAccount` while none is active (production starts with none: docs/decisions/0152).
     */
    async forInvoice(tx: Db, accountNo?: number) {
      const account = accountNo === undefined ? await repo.firstActive(tx) : await repo.activeAccount(tx, accountNo);
      if (account) return { ...account, currency: account.currency as BankAccountFields['currency'] };
      if (accountNo !== undefined) throw new AppError('VALIDATION', { fields: { bankAccountNo: 'field.invalid' } });
      throw new AppError('CONFLICT', { messageKey: 'noBankAccount' });
    },
  };
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;
