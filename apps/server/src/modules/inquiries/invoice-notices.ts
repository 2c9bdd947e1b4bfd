import {
  DEPOSIT_REMINDER_MS,
  formatUsd,
  formatVerificationCode,
  inquiryNumber,
  routePath,
  type LanguageCode,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import { inUtc } from '../../platform/messages.ts';
import type { BuyerNoticeTexts } from './buyer-notices.ts';
import type { InquiryRepo } from './repo.ts';

/** The public page that confirms an invoice and names the one account to pay (docs/decisions/0150). */
export const verifyLink = (publicUrl: string, code: string) => `${publicUrl}${routePath('verifyInvoice', { code })}`;

/**
 * The mails about paying an invoice, in the buyer's language: the deposit reminder a day before the deadline, and the
 * notice that the bank details changed. Neither names an account: both send the buyer to the verification page, the
 * one place that shows it (an account in a mail is what fraudsters forge).
 */
export function createInvoiceNotices(messages: MessageQueue, repo: InquiryRepo, texts: BuyerNoticeTexts) {
  const mail = (language: number, key: string, to: string, params: Record<string, string>): OutgoingMessage => ({
    channel: 'email',
    to,
    subject: texts.mail(language as LanguageCode, `invoiceNotice.${key}.subject`, params),
    body: texts.mail(language as LanguageCode, `invoiceNotice.${key}.body`, params),
  });

  return {
    /** In the approving transaction: one mail to each buyer with unpaid invoices, listing each with its check link. */
    async bankDetailsChanged(tx: Db): Promise<void> {
      const rows = await repo.unpaidInvoiceBuyers(tx);
      const byBuyer = new Map<string, typeof rows>();
      for (const row of rows) byBuyer.set(row.email, [...(byBuyer.get(row.email) ?? []), row]);
      await messages.add(
        tx,
        [...byBuyer.values()].map((invoices) => {
          const { name, email, language } = invoices[0]!;
          const list = invoices
            .map((row) => `${row.invoiceNumber}: ${verifyLink(texts.publicUrl, row.verificationCode)}`)
            .join('\n');
          return mail(language, 'bankChange', email, { name, invoices: list });
        }),
      );
    },

    /**
     * The reminders due now (deadline within 24 hours), each claimed and queued in one transaction, so every invoice
     * is reminded of once however many processes run the job; sent after the commit. Answers the inquiries reminded.
     */
    async remindDeposits(db: Db, now = new Date()): Promise<number[]> {
      const reminded = await inTransaction(db, async (tx) => {
        const ilNos = await repo.claimDueReminders(tx, now, DEPOSIT_REMINDER_MS);
        for (const ilNo of ilNos) {
          const facts = await repo.noticeFacts(tx, ilNo);
          if (!facts?.verificationCode || !facts.depositDeadline) continue;
          await messages.add(tx, [
            mail(facts.language, 'reminder', facts.email, {
              name: facts.name,
              number: inquiryNumber(ilNo),
              invoice: facts.invoiceNumber ?? '',
              amount: facts.amount === null ? '' : formatUsd(facts.amount),
              deadline: inUtc(facts.depositDeadline),
              link: `${texts.publicUrl}${routePath('inquiryDetail', { ilNo })}`,
              verify: verifyLink(texts.publicUrl, facts.verificationCode),
              code: formatVerificationCode(facts.verificationCode),
            }),
          ]);
        }
        return ilNos;
      });
      if (reminded.length > 0) await messages.deliver();
      return reminded;
    },
  };
}

export type InvoiceNotices = ReturnType<typeof createInvoiceNotices>;
