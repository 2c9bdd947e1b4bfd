import {
  counterAmountProblem,
  isBelowFloor,
  isDeletedFlag,
  ITEM_FLAG,
  itemTitle,
  mustMaskDetails,
  nextOfferState,
  OFFER_AMOUNT_MESSAGES,
  offerAmountProblem,
  offerExpiry,
  offerStateAt,
  priceBreakdown,
  quotedPrice,
  type AuditAction,
  type BuyerOfferAnswer,
  type CurrentUser,
  type LanguageCode,
  type Offer,
  type OfferBody,
  type OfferState,
  type SellerOffer,
  type SellerOfferAnswer,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { OfferNotices } from './notices.ts';
import { createPriceOffersRepo, type OfferRow, type PriceOffersRepo } from './repo.ts';

/** What a buyer sees of an offer: its state as of now, never the floor. */
function presentOffer(row: OfferRow, language: LanguageCode, now = new Date()): Offer {
  return {
    offerNo: row.offerNo,
    itemNo: row.itemNo,
    state: offerStateAt(row, now),
    amount: row.amount,
    counterAmount: row.counterAmount,
    agreedAmount: row.agreedAmount,
    listPrice: row.listPrice,
    declinedAtOnce: row.declinedAtOnce,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    title: itemTitle(row, language),
  };
}

const notFound = () => new AppError('NOT_FOUND');
const stepNotAllowed = () => new AppError('CONFLICT', { codeNumber: 2, messageKey: 'offerStepNotAllowed' });

/** A seller's floor under their listing's offers (staff: any listing's): read and set, audited. */
function createOfferFloors(db: Db, repo: PriceOffersRepo) {
  /** The listing a user may act on as its seller (staff: any); anyone else's is not found. */
  async function ownListing(tx: Db, user: CurrentUser, itemNo: number) {
    const listing = await repo.listing(tx, itemNo);
    if (!listing || isDeletedFlag(listing.flag) || (!user.staff && listing.sellerNo !== user.userNo)) throw notFound();
    return listing;
  }

  return {
    async floor(user: CurrentUser, itemNo: number) {
      await ownListing(db, user, itemNo);
      return { itemNo, floor: await repo.floor(db, itemNo) };
    },

    async setFloor(user: CurrentUser, itemNo: number, floor: number | null) {
      return inTransaction(db, async (tx) => {
        await ownListing(tx, user, itemNo);
        const before = await repo.floor(tx, itemNo);
        await repo.setFloor(tx, itemNo, floor);
        await recordAudit(tx, {
          actorNo: user.userNo,
          action: 'offer.floor',
          entity: 'item',
          entityId: itemNo,
          before: { floor: before },
          after: { floor },
        });
        return { itemNo, floor };
      });
    },
  };
}

/**
 * Buyers' price offers (issue 32, docs/decisions/0265): made by a buyer, answered by the listing's seller or staff,
 * a counter answered by the buyer; every step a compare-and-set in one transaction with its audit entry and mail.
 */
export function createPriceOffersService(
  db: Db,
  notices: OfferNotices,
  repo: PriceOffersRepo = createPriceOffersRepo(db),
) {
  const audit = (
    tx: Db,
    actor: CurrentUser | null,
    action: AuditAction,
    offerNo: number,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, { actorNo: actor?.userNo ?? null, action, entity: 'offer', entityId: offerNo, before, after });

  /** An offer on the user's listing (staff: on any); another seller's is not found. */
  async function sellersOffer(tx: Db, user: CurrentUser, offerNo: number) {
    const offer = await repo.offer(tx, offerNo);
    if (!offer || (!user.staff && offer.sellerNo !== user.userNo)) throw notFound();
    return offer;
  }

  async function buyersOffer(tx: Db, user: CurrentUser, offerNo: number) {
    const offer = await repo.offer(tx, offerNo);
    if (!offer || offer.buyerNo !== user.userNo) throw notFound();
    return offer;
  }

  /** Takes a step by compare-and-set; a step the state machine does not allow, or that lost a race, is a 409. */
  async function step(
    tx: Db,
    offer: OfferRow,
    to: OfferState | null,
    amounts: { counterAmount?: number; agreedAmount?: number } = {},
  ) {
    if (!to || !(await repo.step(tx, offer.offerNo, offer.state, to, amounts))) throw stepNotAllowed();
  }

  return {
    async make(user: CurrentUser, body: OfferBody, language: LanguageCode): Promise<Offer> {
      const offerNo = await inTransaction(db, async (tx) => {
        const listing = await repo.listing(tx, body.itemNo);
        if (!listing || isDeletedFlag(listing.flag) || (listing.secret && mustMaskDetails(user))) {
          throw new AppError('ITEM_NOT_FOUND');
        }
        if (listing.flag !== ITEM_FLAG.normal || listing.sellerNo === user.userNo) {
          throw new AppError('CONFLICT', { codeNumber: 3, messageKey: 'notForSale' });
        }
        const listPrice = quotedPrice(priceBreakdown(listing, { freightFee: null, terms: null }));
        const problem = offerAmountProblem(body.amount, listPrice);
        if (problem) throw new AppError('VALIDATION', { fields: { amount: OFFER_AMOUNT_MESSAGES[problem] } });
        await repo.expireOwn(tx, user.userNo, body.itemNo);
        const declinedAtOnce = isBelowFloor(body.amount, await repo.floor(tx, body.itemNo));
        const values = {
          itemNo: body.itemNo,
          buyerNo: user.userNo,
          state: declinedAtOnce ? 'declined' : 'open',
          amount: body.amount,
          listPrice,
          declinedAtOnce,
          expiresAt: offerExpiry(new Date(), body.validHours),
        };
        let offerNo: number;
        try {
          offerNo = await tx.transaction((nested) => repo.insert(nested, values));
        } catch (error) {
          if (isUniqueViolation(error, 'price_offers_one_live_per_buyer_key')) {
            throw new AppError('CONFLICT', { codeNumber: 1, messageKey: 'offerExists' });
          }
          throw error;
        }
        const { buyerNo: _buyer, ...after } = values;
        await audit(tx, user, declinedAtOnce ? 'offer.declineAtOnce' : 'offer.create', offerNo, null, after);
        if (declinedAtOnce) await notices.buyer(tx, offerNo, 'declinedAtOnce');
        else await notices.seller(tx, offerNo, 'received');
        return offerNo;
      });
      await notices.flush();
      return presentOffer((await repo.offer(db, offerNo))!, language);
    },

    async mine(user: CurrentUser, language: LanguageCode, itemNo?: number): Promise<Offer[]> {
      const now = new Date();
      return (await repo.ofBuyer(user.userNo, itemNo)).map((row) => presentOffer(row, language, now));
    },

    async answerAsBuyer(user: CurrentUser, offerNo: number, body: BuyerOfferAnswer, language: LanguageCode) {
      await inTransaction(db, async (tx) => {
        const offer = await buyersOffer(tx, user, offerNo);
        const to = nextOfferState(offerStateAt(offer, new Date()), 'buyer', body.action);
        await step(tx, offer, to, to === 'accepted' ? { agreedAmount: offer.counterAmount! } : {});
        await audit(tx, user, `offer.${body.action}`, offerNo, { state: offer.state }, { state: to });
        if (body.action !== 'withdraw') {
          await notices.seller(tx, offerNo, body.action === 'accept' ? 'counterAccepted' : 'counterDeclined');
        }
      });
      await notices.flush();
      return presentOffer((await repo.offer(db, offerNo))!, language);
    },

    async ofSeller(user: CurrentUser, language: LanguageCode, offerNo?: number): Promise<SellerOffer[]> {
      const now = new Date();
      return (await repo.ofSeller(user.staff ? null : user.userNo, offerNo)).map((row) => ({
        ...presentOffer(row, language, now),
        // Staff stay between buyer and seller: a seller is not told who the buyer is.
        buyerId: user.staff ? row.buyerId : '',
        floor: row.floor,
      }));
    },

    async answerAsSeller(user: CurrentUser, offerNo: number, body: SellerOfferAnswer, language: LanguageCode) {
      await inTransaction(db, async (tx) => {
        const offer = await sellersOffer(tx, user, offerNo);
        const to = nextOfferState(offerStateAt(offer, new Date()), 'seller', body.action);
        if (to === 'countered') {
          const problem = counterAmountProblem(body.counterAmount!, offer.amount, offer.listPrice);
          if (problem) throw new AppError('VALIDATION', { fields: { counterAmount: OFFER_AMOUNT_MESSAGES[problem] } });
        }
        await step(
          tx,
          offer,
          to,
          to === 'countered'
            ? { counterAmount: body.counterAmount! }
            : to === 'accepted'
              ? { agreedAmount: offer.amount }
              : {},
        );
        const after = { state: to, ...(to === 'countered' ? { counterAmount: body.counterAmount } : {}) };
        await audit(tx, user, `offer.${body.action}`, offerNo, { state: offer.state }, after);
        await notices.buyer(tx, offerNo, to as 'accepted' | 'declined' | 'countered');
      });
      await notices.flush();
      const [answered] = await this.ofSeller(user, language, offerNo);
      return answered!;
    },

    ...createOfferFloors(db, repo),

    /** The scheduled job: live offers past their time become expired, each audited and its buyer told. */
    async expireDue(): Promise<number> {
      const expired = await inTransaction(db, async (tx) => {
        const rows = await repo.expireDue(tx);
        for (const { offerNo } of rows) {
          await audit(tx, null, 'offer.expire', offerNo, null, { state: 'expired' });
          await notices.buyer(tx, offerNo, 'expired');
        }
        return rows.length;
      });
      if (expired > 0) await notices.flush();
      return expired;
    },
  };
}
export type PriceOffersService = ReturnType<typeof createPriceOffersService>;

/** For the inquiry: the buyer's agreed price for a listing while an accepted offer holds, else null. */
export function createAgreedPrices(db: Db, repo: PriceOffersRepo = createPriceOffersRepo(db)) {
  return {
    of: async (tx: Db, buyerNo: number, itemNo: number) =>
      (await repo.agreed(tx, buyerNo, itemNo))?.agreedAmount ?? null,
  };
}
