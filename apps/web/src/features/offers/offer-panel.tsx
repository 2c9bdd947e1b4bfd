import { useState } from 'react';
import {
  formatUsd,
  hasRole,
  ITEM_FLAG,
  LIVE_OFFER_STATES,
  offerStateAt,
  OFFER_VALID_HOURS,
  type DetailItem,
  type Offer,
} from '@market/domain';
import { IndicativePrice } from '../../components/ui/indicative-price.tsx';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { PlainInput, PlainSelect } from '../../components/ui/plain-field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { parseDollars, problemOf, useMyOffersOf } from '../../lib/price-offers.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useAnswerAsBuyer, useMakeOffer } from './api.ts';
import { validityOptions } from './offer-words.ts';

/**
 * "Make an offer" on the detail page (issue 32, decision 0265), for a logged-in buyer of a listing for sale: the form
 * while no offer is live, else the live offer's state with what the buyer may do (withdraw, or answer a counter).
 * Plain elements: the detail page loads no MUI (decision 0197).
 */
export function OfferPanel({ item }: { item: DetailItem }) {
  const { t } = useTranslation('detail');
  const { tag } = useLanguage();
  const user = useCurrentUser();
  const offers = useMyOffersOf(item.itemNo);
  if (!user || !hasRole(user, 'buyer') || item.masked || item.flag !== ITEM_FLAG.normal) return null;
  const now = new Date();
  const live = offers.find((offer) => (LIVE_OFFER_STATES as readonly string[]).includes(offerStateAt(offer, now)));
  return (
    <section aria-labelledby="offer-title" className="offer-panel">
      <h2 id="offer-title" className="plain-text plain-text--h6">
        {t('offer.title')}
      </h2>
      {live ? <LiveOffer offer={live} locale={tag} /> : <OfferForm itemNo={item.itemNo} last={offers[0]} />}
    </section>
  );
}

function OfferForm({ itemNo, last }: { itemNo: number; last: Offer | undefined }) {
  const { t } = useTranslation('detail');
  const { tag } = useLanguage();
  const make = useMakeOffer();
  const [amount, setAmount] = useState('');
  const [hours, setHours] = useState<number>(OFFER_VALID_HOURS[2]);
  const [problem, setProblem] = useState<string | null>(null);
  const dollars = parseDollars(amount);
  const submit = () => {
    if (dollars === null) return setProblem(t('offer.amountInvalid'));
    setProblem(null);
    make.mutate({ itemNo, amount: dollars, validHours: hours }, { onError: (error) => setProblem(problemOf(error)) });
  };
  const answered = make.data ?? last;
  return (
    <form
      className="offer-panel__form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {answered?.declinedAtOnce && answered === make.data && (
        <PlainAlert severity="info" role="status">
          {t('offer.declinedAtOnce')}
        </PlainAlert>
      )}
      {answered && !answered.declinedAtOnce && (
        <p className="plain-text plain-text--secondary">
          {t('offer.last', { amount: formatUsd(answered.amount), state: t(`common:offer.state.${answered.state}`) })}
        </p>
      )}
      <PlainInput label={t('offer.amount')} value={amount} onChange={setAmount} inputMode="numeric" dir="ltr" />
      <IndicativePrice usd={dollars} />
      <PlainSelect label={t('offer.validFor')} value={String(hours)} onChange={(value) => setHours(Number(value))}>
        {validityOptions(tag).map((option) => (
          <option key={option.hours} value={option.hours}>
            {option.label}
          </option>
        ))}
      </PlainSelect>
      {problem && <PlainAlert severity="error">{problem}</PlainAlert>}
      <PlainButton type="submit" variant="outlined" disabled={make.isPending}>
        {t('offer.send')}
      </PlainButton>
      <p className="plain-text plain-text--caption plain-text--secondary">{t('offer.note')}</p>
    </form>
  );
}

function LiveOffer({ offer, locale }: { offer: Offer; locale: string }) {
  const { t } = useTranslation('detail');
  const answer = useAnswerAsBuyer();
  const until = formatDateTime(offer.expiresAt, locale);
  const act = (action: 'accept' | 'decline' | 'withdraw') => answer.mutate({ offerNo: offer.offerNo, action });
  const state = offerStateAt(offer, new Date());
  return (
    <div className="offer-panel__live" role="status">
      {state === 'open' && (
        <p className="plain-text">{t('offer.waiting', { amount: formatUsd(offer.amount), until })}</p>
      )}
      {state === 'countered' && (
        <p className="plain-text">
          {t('offer.countered', { amount: formatUsd(offer.amount), counter: formatUsd(offer.counterAmount!), until })}{' '}
          <IndicativePrice usd={offer.counterAmount} />
        </p>
      )}
      {state === 'accepted' && (
        <p className="plain-text plain-text--bold">
          {t('offer.accepted', { price: formatUsd(offer.agreedAmount!), until })}{' '}
          <IndicativePrice usd={offer.agreedAmount} />
        </p>
      )}
      {problemOf(answer.error) && <PlainAlert severity="error">{problemOf(answer.error)}</PlainAlert>}
      <div className="offer-panel__actions">
        {state === 'countered' && (
          <>
            <PlainButton variant="contained" disabled={answer.isPending} onClick={() => act('accept')}>
              {t('offer.acceptCounter')}
            </PlainButton>
            <PlainButton variant="outlined" disabled={answer.isPending} onClick={() => act('decline')}>
              {t('offer.declineCounter')}
            </PlainButton>
          </>
        )}
        {state !== 'accepted' && (
          <PlainButton variant="text" disabled={answer.isPending} onClick={() => act('withdraw')}>
            {t('offer.withdraw')}
          </PlainButton>
        )}
      </div>
    </div>
  );
}
