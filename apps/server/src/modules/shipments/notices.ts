import {
  inquiryNumber,
  routePath,
  SHIPMENT_SMS_STEPS,
  type LanguageCode,
  type ShipmentStep,
  type ShipmentStepBody,
} from '@market/domain';
import type { Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import type { ShipmentRepo } from './repo.ts';

export interface ShipmentNoticeTexts {
  /** The `mail` namespace. */
  mail: Translate;
  /** The site's origin for the link to the inquiry (PUBLIC_URL). */
  publicUrl: string;
}

type Contact = NonNullable<Awaited<ReturnType<ShipmentRepo['buyerContact']>>>;

/** What the buyer is told: a step with its day and fields, or a moved ETA with staff's reason. */
export type ShipmentNotice = { kind: 'step'; body: ShipmentStepBody } | { kind: 'eta'; eta: string; reason: string };

/**
 * The buyer's mail of a shipment step or ETA change, in the buyer's language, and a text to the account's phone for
 * "arrived" and "documents sent" when the buyer accepts texts (docs/decisions/0145).
 */
export function shipmentNoticeMessages(
  texts: ShipmentNoticeTexts,
  ilNo: number,
  contact: Contact,
  notice: ShipmentNotice,
): OutgoingMessage[] {
  const language = contact.language as LanguageCode;
  const t = (key: string, params: Record<string, string> = {}) => texts.mail(language, key, params);
  const common = {
    name: contact.name,
    number: inquiryNumber(ilNo),
    link: `${texts.publicUrl}${routePath('inquiryDetail', { ilNo })}`,
  };
  if (notice.kind === 'eta') {
    const params = { ...common, eta: notice.eta, reason: notice.reason };
    return [
      {
        channel: 'email',
        to: contact.email,
        subject: t('shipmentNotice.eta.subject', params),
        body: t('shipmentNotice.eta.body', params),
      },
    ];
  }
  const { step, ...fields } = notice.body;
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((document) => t(`shipmentNotice.documents.${document}`)).join(', ')
        : String(value),
    ]),
  );
  const params = {
    ...common,
    ...values,
    date: notice.body.on,
    step: t(`shipmentNotice.steps.${step}`),
    details: t(`shipmentNotice.details.${step}`, values),
  };
  const mail: OutgoingMessage = {
    channel: 'email',
    to: contact.email,
    subject: t('shipmentNotice.subject', params),
    body: t('shipmentNotice.body', params),
  };
  const texting = contact.smsRecive && (SHIPMENT_SMS_STEPS as readonly ShipmentStep[]).includes(step);
  return texting
    ? [mail, { channel: 'sms', to: contact.phone, subject: mail.subject, body: t('shipmentNotice.sms', params) }]
    : [mail];
}
