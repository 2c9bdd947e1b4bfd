import { useTranslation } from '../../lib/i18n/translation.tsx';
import {
  ITEM_FLAG,
  itemNumber,
  priceView,
  referenceNumber,
  specRows,
  SUMMARY_SPECS,
  type DetailItem,
  type LanguageCode,
} from '@market/domain';
import { FavouriteToggle } from '../../components/ui/favourite-toggle.tsx';
import { CurrencySelect, IndicativePrice } from '../../components/ui/indicative-price.tsx';
import { ItemTitle } from '../../components/ui/item-title.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { SupportAgentIcon } from '../../components/ui/plain-icon.tsx';

export interface ItemSummaryProps {
  item: DetailItem;
  language: LanguageCode;
  /** The inquiry button and the sales contact share the spec's visibility rule. */
  canInquire: boolean;
  onInquire: () => void;
  onSalesContact: () => void;
}

/** The info column: badges, title, numbers, price, summary specs, the inquiry button and the sales contact. */
export function ItemSummary({ item, language, canInquire, onInquire, onSalesContact }: ItemSummaryProps) {
  const { t } = useTranslation('detail');
  const price = priceView(item);
  const summary = specRows(item, language).filter((row) => SUMMARY_SPECS.includes(row.key));
  return (
    <div className="item-summary">
      <div className="item-summary__badges">
        {item.premierFlag && <span className="badge badge--secondary">{t('premier')}</span>}
        {item.partners && <span className="badge badge--primary">{t('partner')}</span>}
        {item.flag === ITEM_FLAG.reserved && <span className="badge badge--warning">{t('reserved')}</span>}
      </div>
      <div className="item-summary__heading">
        <h1 className="plain-text plain-text--h4 item-summary__title">
          <ItemTitle item={item} language={language} />
        </h1>
        <FavouriteToggle itemNo={item.itemNo} className="item-summary__favourite" />
      </div>
      <p className="plain-text plain-text--secondary">
        <span>
          {t('itemNumber')}: <bdi>{itemNumber(item.itemNo)}</bdi>
        </span>
        {' · '}
        <span>
          {t('referenceNumber')}: <bdi>{referenceNumber(item.category, item.carInfoNo)}</bdi>
        </span>
      </p>
      <div aria-label={t('price')} role="group" className="item-summary__price">
        {price.kind === 'soldOut' ? (
          <p className="plain-text plain-text--h4 plain-text--bold plain-text--error">{t('soldOut')}</p>
        ) : (
          <>
            {price.kind === 'price' && price.struck && (
              <>
                <span className="badge badge--error">{t('discount')}</span>
                <del className="plain-text plain-text--h6 plain-text--secondary">
                  <bdi dir="ltr">{price.struck}</bdi>
                </del>
              </>
            )}
            <p className="plain-text plain-text--h4 plain-text--bold plain-text--primary">
              <bdi dir="ltr">{price.text}</bdi>
            </p>
            {price.kind === 'price' && (
              <p className="plain-text plain-text--secondary">
                <IndicativePrice usd={price.amount} detailed />
              </p>
            )}
          </>
        )}
      </div>
      {price.kind === 'price' && <CurrencySelect />}
      <dl className="item-summary__specs">
        {summary.map((row) => (
          <div key={row.key} className="item-summary__spec">
            <dt className="plain-text plain-text--caption plain-text--secondary">{t(`specs.${row.key}`)}</dt>
            <dd className="plain-text item-summary__spec-value">
              <bdi>{row.translate ? t(`steering.${row.value}`) : row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {canInquire && (
        <div className="item-summary__actions">
          <PlainButton variant="contained" size="large" onClick={onInquire} className="item-summary__inquiry">
            {t('inquiry')}
          </PlainButton>
          <PlainButton variant="outlined" size="large" startIcon={<SupportAgentIcon />} onClick={onSalesContact}>
            {t('salesContact')}
          </PlainButton>
        </div>
      )}
    </div>
  );
}
