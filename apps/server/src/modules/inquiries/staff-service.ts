import { randomBytes } from 'node:crypto';
import {
  DEFAULT_DEPOSIT_DAYS,
  formatBankAccount,
  INQUIRY_TRANSITIONS,
  INVOICE_CODE_LENGTH,
  verificationCodeFrom,
  type CurrentUser,
  type InquiryAction,
  type StaffInquiryDetail,
  type StaffQueueQuery,
} from '@market/domain';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { BankAccountService } from '../bank-accounts/service.ts';
import type { BuyerNotices } from './buyer-notices.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { createInquiryRepo, type InquiryRepo } from './repo.ts';
import type { InquiryNotices } from './inquiry-notices.ts';
import { createInquiryService, presentSummary } from './service.ts';
import { staffInquiryRepo } from './staff-repo.ts';
import { inStepTransaction, takeStep } from './steps.ts';

interface StaffStepExtra {
  set?: Parameters<InquiryRepo['transition']>[1]['set'];
  note?: string | null;
  /** What the step changes besides the state, before the buyer is told of it. */
  alongside?: Parameters<typeof takeStep>[5];
}

async function staffTransition(
  tx: Db,
  repo: InquiryRepo,
  notices: BuyerNotices,
  staff: CurrentUser,
  ilNo: number,
  action: InquiryAction,
  extra: StaffStepExtra = {},
) {
  const { alongside, ...change } = extra;
  const changed = await takeStep(
    tx,
    repo,
    notices,
    action,
    { ilNo, actor: 'staff', actorNo: staff.userNo, ...change },
    alongside,
  );
  if (changed) return changed;
  if (!(await repo.exists(ilNo, undefined, tx))) throw new AppError('NOT_FOUND');
  throw new AppError('CONFLICT', { messageKey: 'inquiryStateConflict' });
}

/** What staff read and do with inquiries: the queue, the inquiry page with each vehicle's seller, and the steps. */
export function createStaffActions(
  db: Db,
  notices: InquiryNotices,
  accounts: Pick<BankAccountService, 'forInvoice'>,
  storage: FileStorage,
  repo: InquiryRepo = createInquiryRepo(db),
) {
  const inquiries = createInquiryService({ db, repo, notices, storage });
  const step = <T>(work: (tx: Db) => Promise<T>) => inStepTransaction(db, notices.buyer, work);
  const move = (tx: Db, staff: CurrentUser, ilNo: number, action: InquiryAction, extra: StaffStepExtra = {}) =>
    staffTransition(tx, repo, notices.buyer, staff, ilNo, action, extra);

  return {
    /** One page of the queue, each row the buyer's summary with the buyer named. */
    queue: async (query: StaffQueueQuery) => {
      const { rows, total } = await repo.staffQueuePage(query);
      const summaries = await repo.summaries({ ilNos: rows.map((row) => row.ilNo) });
      const list = rows.flatMap(({ ilNo, buyer }) => {
        const summary = summaries.find((candidate) => candidate.ilNo === ilNo);
        return summary ? [{ ...presentSummary(summary), buyer }] : [];
      });
      return { list, total };
    },

    /** The inquiry page, with the seller of each vehicle. */
    inquiry: async (ilNo: number): Promise<StaffInquiryDetail> => {
      const inquiry = await inquiries.detail(ilNo);
      const sellers = await repo.sellersOf(inquiry.items.map((item) => item.itemNo));
      return {
        ...inquiry,
        items: inquiry.items.map((item) => {
          const { itemNo: _itemNo, ...seller } = sellers.find((row) => row.itemNo === item.itemNo)!;
          return { ...item, seller };
        }),
      };
    },

    receipt: repo.receipt,

    assignManager: (staff: CurrentUser, ilNo: number, managerNo = staff.userNo) =>
      step((tx) => move(tx, staff, ilNo, 'assignManager', { set: { managerNo } })),

    prepareAnswer: (staff: CurrentUser, ilNo: number) => step((tx) => move(tx, staff, ilNo, 'prepareAnswer')),

    sendAnswer: (staff: CurrentUser, ilNo: number, answer: { finalPrice: number; terms: string; remarks: string }) =>
      step((tx) =>
        move(tx, staff, ilNo, 'sendAnswer', {
          set: {
            answerPrice: answer.finalPrice,
            answerTerms: answer.terms,
            answerRemarks: answer.remarks,
            answeredAt: new Date(),
          },
        }),
      ),

    /**
     * Issues the invoice (a reissue after expiry replaces the old one): amount defaults to the answered price, the
     * account to the first active one; a new verification code from the CSPRNG (docs/decisions/0150).
     */
    issueInvoice: (
      staff: CurrentUser,
      ilNo: number,
      input: { amount?: number; bankAccountNo?: number; depositDeadline?: Date },
      now = new Date(),
    ) =>
      step(async (tx) => {
        let invoice: Awaited<ReturnType<typeof staffInquiryRepo.insertInvoice>> | undefined;
        await move(tx, staff, ilNo, 'issueInvoice', {
          alongside: async (before) => {
            const amount = input.amount ?? before.answerPrice;
            if (amount === null || amount === undefined || amount <= 0) {
              throw new AppError('VALIDATION', { fields: { amount: 'field.required' } });
            }
            const account = await accounts.forInvoice(tx, input.bankAccountNo);
            const count = await staffInquiryRepo.supersedeInvoices(tx, ilNo);
            const deadline = input.depositDeadline ?? new Date(now.getTime() + DEFAULT_DEPOSIT_DAYS * 86_400_000);
            invoice = await staffInquiryRepo.insertInvoice(tx, {
              ilNo,
              number: `INV-${now.getUTCFullYear()}-${String(ilNo).padStart(6, '0')}-${count + 1}`,
              amount,
              bankAccount: formatBankAccount(account),
              bankAccountNo: account.accountNo,
              verificationCode: verificationCodeFrom(randomBytes(INVOICE_CODE_LENGTH)),
              depositDeadline: deadline,
              issuedBy: staff.userNo,
            });
          },
        });
        return invoice!;
      }),

    /**
     * Confirms the deposit: the inquiry is complete and its items are sold, in the same transaction, which queues the
     * buyer's notice and the sellers' mails.
     */
    confirmDeposit: (staff: CurrentUser, ilNo: number) =>
      step(async (tx) => {
        await move(tx, staff, ilNo, 'confirmDeposit');
        await staffInquiryRepo.markItemsSold(tx, ilNo);
        await staffInquiryRepo.settleReceipts(tx, ilNo, { status: 'accepted' });
        await notices.seller.queue(tx, ilNo, 'sold');
      }),

    /** Rejects the receipt: the buyer is asked for a new one (back to 'invoice confirm'). */
    rejectReceipt: (staff: CurrentUser, ilNo: number, reason: string) =>
      step(async (tx) => {
        await move(tx, staff, ilNo, 'rejectReceipt', { note: reason });
        await staffInquiryRepo.settleReceipts(tx, ilNo, { status: 'rejected', rejectReason: reason });
      }),
  };
}

/** Any constant shared by all server processes: one expiry run at a time across them. */
const EXPIRY_LOCK_KEY = 72_310_010;

/**
 * Expires every invoice whose deposit deadline has passed (states 6 and 7 -> 10), recording an event for each and
 * queueing the buyer's notice. A transaction-scoped advisory lock lets one process run at a time, and the update is a
 * compare-and-set on the state, so runs at once in several processes expire each invoice once. Answers the inquiries
 * expired.
 */
export async function expireInvoices(database: Database, notices: BuyerNotices, now = new Date()): Promise<number[]> {
  const { from, to } = INQUIRY_TRANSITIONS.expire;
  return inStepTransaction(database.db, notices, async (tx) => {
    if (!(await staffInquiryRepo.tryLock(tx, EXPIRY_LOCK_KEY))) return [];
    const expired = await staffInquiryRepo.expireDue(tx, from, to, now);
    for (const ilNo of expired) await notices.queue(tx, 'expire', ilNo);
    return expired;
  });
}

export const EXPIRY_INTERVAL_MS = 60_000;
