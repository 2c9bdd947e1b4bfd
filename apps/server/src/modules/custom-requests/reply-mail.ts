import { ROUTES, type LanguageCode } from '@market/domain';
import type { Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';

/** The mail telling a buyer staff answered their custom car or quotation request, in the buyer's language. */
export function requestReplyMessage(
  mail: Translate,
  recipient: { email: string; name: string; language: number },
  reply: string,
  origin: string,
): OutgoingMessage {
  const language = recipient.language as LanguageCode;
  return {
    channel: 'email',
    to: recipient.email,
    subject: mail(language, 'requestReplied.subject'),
    body: mail(language, 'requestReplied.body', {
      name: recipient.name,
      reply,
      link: `${origin}${ROUTES.customRequest}`,
    }),
  };
}
