import { itemNumber, itemTitle, localizedName, routePath, ROUTES, type LanguageCode } from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import type { Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import { createInquiryRepo } from './repo.ts';

/**
 * What the seller of an inquiry's vehicles is told: a buyer inquired about them, they are sold (decision 0089), or
 * staff recorded the outcome of the buyer's arrival report (decision 0257).
 */
export type SellerNotice = 'inquiry' | 'sold' | 'arrivalOutcome';
const MAIL_KEYS: Record<SellerNotice, string> = {
  inquiry: 'sellerInquiry',
  sold: 'sellerSold',
  arrivalOutcome: 'sellerArrivalOutcome',
};

/** The outcome of an arrival report, for the seller's mail: staff's verdict (a key of the mail) and their note. */
export interface ArrivalOutcomeDetails {
  outcome: string;
  note: string;
}

type NoticeLine = Awaited<ReturnType<ReturnType<typeof createInquiryRepo>['sellerNoticeLines']>>[number];

/**
 * One mail to each seller, in the seller's language, listing their vehicles of the inquiry (number, title, link) and
 * the destination country; the buyer is never named: staff stay between buyer and seller.
 */
function sellerNoticeMessages(
  mail: Translate,
  origin: string,
  lines: NoticeLine[],
  notice: SellerNotice,
  details?: ArrivalOutcomeDetails,
): OutgoingMessage[] {
  const bySeller = new Map<number, NoticeLine[]>();
  for (const line of lines) bySeller.set(line.sellerNo, [...(bySeller.get(line.sellerNo) ?? []), line]);
  return [...bySeller.values()].map((own) => {
    const seller = own[0]!;
    const language = seller.language as LanguageCode;
    const vehicles = own
      .map(
        (line) =>
          `${itemNumber(line.itemNo)} · ${itemTitle(line, language)}\n${origin}${routePath('carDetail', { itemNo: line.itemNo })}`,
      )
      .join('\n\n');
    const key = MAIL_KEYS[notice];
    return {
      channel: 'email',
      to: seller.email,
      subject: mail(language, `${key}.subject`),
      body: mail(language, `${key}.body`, {
        name: seller.name,
        country: localizedName(seller, 'countryName', language),
        vehicles,
        link: `${origin}${ROUTES.itemManagement}`,
        ...(details && {
          outcome: mail(language, `${key}.outcomes.${details.outcome}`),
          note: details.note,
        }),
      }),
    };
  });
}

/**
 * The seller mails of inquiries: `queue` them in the transaction of the change (so they exist exactly when it
 * commits), then `flush` after the commit.
 */
export function createSellerNotices(db: Db, deps: { queue: MessageQueue; mail: Translate; origin: string }) {
  const repo = createInquiryRepo(db);
  return {
    queue: async (tx: Db, ilNo: number, notice: SellerNotice, details?: ArrivalOutcomeDetails) =>
      deps.queue.add(
        tx,
        sellerNoticeMessages(deps.mail, deps.origin, await repo.sellerNoticeLines(tx, ilNo), notice, details),
      ),
    /** Sends what is due (never throws: what fails waits for the scheduled job). */
    flush: () => deps.queue.deliver(),
  };
}
export type SellerNotices = ReturnType<typeof createSellerNotices>;
