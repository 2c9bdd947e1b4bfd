import { formatUsd, itemNumber, itemTitle, routePath, ROUTES, type LanguageCode } from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import { inUtc, type Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import type { OfferRow, PriceOffersRepo } from './repo.ts';

/** The steps the buyer is told of, and those the seller is. */
export type BuyerOfferNotice = 'accepted' | 'declined' | 'countered' | 'declinedAtOnce' | 'expired';
export type SellerOfferNotice = 'received' | 'counterAccepted' | 'counterDeclined';

interface Party {
  email: string;
  name: string;
  language: number;
}

/** One mail of an offer step, in the recipient's language, with the listing, the amounts and where to act. */
function offerNoticeMessage(
  mail: Translate,
  origin: string,
  offer: OfferRow,
  to: Party,
  notice: BuyerOfferNotice | SellerOfferNotice,
  link: string,
): OutgoingMessage {
  const language = to.language as LanguageCode;
  const params = {
    name: to.name,
    vehicle: `${itemNumber(offer.itemNo)} · ${itemTitle(offer, language)}`,
    amount: formatUsd(offer.amount),
    counter: offer.counterAmount === null ? '' : formatUsd(offer.counterAmount),
    expires: inUtc(offer.expiresAt),
    link: `${origin}${link}`,
  };
  return {
    channel: 'email',
    to: to.email,
    subject: mail(language, `offerNotice.${notice}.subject`, params),
    body: mail(language, `offerNotice.${notice}.body`, params),
  };
}

/** The mails of offer steps, queued in the step's transaction (docs/decisions/0086) and sent after it. */
export function createOfferNotices(
  repo: PriceOffersRepo,
  deps: { queue: MessageQueue; mail: Translate; origin: string },
) {
  const queue = async (tx: Db, offerNo: number, notice: BuyerOfferNotice | SellerOfferNotice, toBuyer: boolean) => {
    const offer = (await repo.offer(tx, offerNo))!;
    const { buyer, seller } = await repo.parties(tx, offer.buyerNo, offer.sellerNo);
    const link = toBuyer ? routePath('carDetail', { itemNo: offer.itemNo }) : ROUTES.sellerOffers;
    await deps.queue.add(tx, [
      offerNoticeMessage(deps.mail, deps.origin, offer, toBuyer ? buyer : seller, notice, link),
    ]);
  };
  return {
    buyer: (tx: Db, offerNo: number, notice: BuyerOfferNotice) => queue(tx, offerNo, notice, true),
    seller: (tx: Db, offerNo: number, notice: SellerOfferNotice) => queue(tx, offerNo, notice, false),
    /** After the commit; never throws (what fails waits for the scheduled job). */
    flush: () => deps.queue.deliver(),
  };
}
export type OfferNotices = ReturnType<typeof createOfferNotices>;
