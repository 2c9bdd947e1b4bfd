import { itemNumber, ROUTES, type AdmissionBody, type LanguageCode } from '@market/domain';
import type { MessageQueue } from '../../platform/message-queue.ts';
import type { Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';

/**
 * What staff decision mails need: the message queue (a mail is queued in the decision's transaction and delivered
 * after its commit, retried when it fails, docs/decisions/0086) and the `mail` namespace.
 */
export interface StaffMailer {
  queue: MessageQueue;
  mail: Translate;
}

/** The seller as the mail addresses them. */
export interface AdmissionRecipient {
  email: string;
  name: string;
  language: number;
}

/**
 * The mail telling a seller of staff's decision, in the seller's language; approval links to the seller area, a
 * refusal to My Page, where the seller can send a new document and ask again.
 */
export function admissionMessage(
  mail: Translate,
  recipient: AdmissionRecipient,
  decision: AdmissionBody,
  origin: string,
): OutgoingMessage {
  const language = recipient.language as LanguageCode;
  const key = decision.decision === 'approve' ? 'sellerApproved' : 'sellerRefused';
  const params: Record<string, string> =
    decision.decision === 'approve'
      ? { name: recipient.name, link: `${origin}${ROUTES.itemManagement}` }
      : { name: recipient.name, reason: decision.reason, link: `${origin}${ROUTES.myPage}` };
  return {
    channel: 'email',
    to: recipient.email,
    subject: mail(language, `${key}.subject`),
    body: mail(language, `${key}.body`, params),
  };
}

/** The mail telling a seller that staff deleted their listing (flags 4 and 5), with the reason, in their language. */
export function itemDeletedMessage(
  mail: Translate,
  recipient: AdmissionRecipient,
  item: { itemNo: number; reason: string },
  origin: string,
): OutgoingMessage {
  const language = recipient.language as LanguageCode;
  const number = itemNumber(item.itemNo);
  return {
    channel: 'email',
    to: recipient.email,
    subject: mail(language, 'itemDeletedByStaff.subject', { number }),
    body: mail(language, 'itemDeletedByStaff.body', {
      name: recipient.name,
      number,
      reason: item.reason,
      link: `${origin}${ROUTES.itemManagement}`,
    }),
  };
}
