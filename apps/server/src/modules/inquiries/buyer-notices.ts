import {
  formatUsd,
  inquiryNumber,
  isBuyerNoticeStep,
  routePath,
  type BuyerNoticeStep,
  type InquiryAction,
  type LanguageCode,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import { inUtc, type Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import type { InquiryRepo } from './repo.ts';

export interface BuyerNoticeTexts {
  /** The `mail` namespace. */
  mail: Translate;
  /** The site's origin for the link to the inquiry (PUBLIC_URL). */
  publicUrl: string;
}

type NoticeFacts = NonNullable<Awaited<ReturnType<InquiryRepo['noticeFacts']>>>;

/**
 * The buyer's mail of a step, in the buyer's language, to the account's address, and a text to the account's phone
 * when the buyer accepts texts (smsRecive). `note` is staff's reason (a receipt sent back).
 */
function buyerNoticeMessages(
  texts: BuyerNoticeTexts,
  step: BuyerNoticeStep,
  ilNo: number,
  facts: NoticeFacts,
  note: string | null,
): OutgoingMessage[] {
  const language = facts.language as LanguageCode;
  const params = {
    name: facts.name,
    number: inquiryNumber(ilNo),
    link: `${texts.publicUrl}${routePath('inquiryDetail', { ilNo })}`,
    price: facts.answerPrice === null ? '' : formatUsd(facts.answerPrice),
    terms: facts.answerTerms ?? '',
    invoice: facts.invoiceNumber ?? '',
    amount: facts.amount === null ? '' : formatUsd(facts.amount),
    deadline: facts.depositDeadline ? inUtc(facts.depositDeadline) : '',
    reason: note ?? '',
  };
  const text = (part: 'subject' | 'body' | 'sms') => texts.mail(language, `inquiryNotice.${step}.${part}`, params);
  const mail: OutgoingMessage = { channel: 'email', to: facts.email, subject: text('subject'), body: text('body') };
  return facts.smsRecive
    ? [mail, { channel: 'sms', to: facts.phone, subject: text('subject'), body: text('sms') }]
    : [mail];
}

/** The buyer's notices of inquiry steps (docs/decisions/0086): queued in the step's transaction, sent after it. */
export function createBuyerNotices(messages: MessageQueue, repo: InquiryRepo, texts: BuyerNoticeTexts) {
  return {
    /** In the step's transaction: queues the buyer's notice when the step is one the buyer is told of. */
    async queue(tx: Db, action: InquiryAction, ilNo: number, note: string | null = null): Promise<void> {
      if (!isBuyerNoticeStep(action)) return;
      const facts = await repo.noticeFacts(tx, ilNo);
      if (facts) await messages.add(tx, buyerNoticeMessages(texts, action, ilNo, facts, note));
    },
    /** After the commit: sends what is queued (what fails waits for the scheduled retry). */
    deliver: () => messages.deliver(),
  };
}

export type BuyerNotices = ReturnType<typeof createBuyerNotices>;
