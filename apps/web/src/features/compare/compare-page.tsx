import './compare-page.css';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  countryIn,
  compareItemNos,
  formatUsd,
  itemNumber,
  localizedName,
  priceBreakdown,
  priceView,
  quotedPrice,
  routePath,
  specRows,
  type ConditionSummary,
  type DetailResponse,
  type LanguageCode,
  type SpecKey,
} from '@market/domain';
import { CurrencySelect, IndicativePrice } from '../../components/ui/indicative-price.tsx';
import { ItemTitle } from '../../components/ui/item-title.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { api } from '../../lib/api-client.ts';
import { useCompareList } from '../../lib/compare-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import type { TFunction } from '../../lib/i18n/translations.ts';

/** The facts compared, by the detail page's own rows (masked for a visitor exactly as there). */
const SPECS: SpecKey[] = ['year', 'mileage', 'cc', 'fuel', 'transmission'];

/** The condition evidence in short (decision 0250): its state, then the counts a visitor may see (null: masked). */
function conditionSummary(condition: ConditionSummary, t: TFunction<'common'>) {
  const parts = [t(condition.state === 'verified' ? 'compare.conditionVerified' : 'compare.conditionDeclared')];
  if (condition.markedPanels !== null) parts.push(t('compare.markedPanels', { count: condition.markedPanels }));
  if (condition.accidentClaims !== null) parts.push(t('compare.accidentClaims', { count: condition.accidentClaims }));
  if (condition.rollback) parts.push(t('compare.rollback'));
  return parts.join(' · ');
}

/** The cheapest freight to the port that can be booked (not on request, with room), or null. */
function useFreight(portNo: number | null, itemNo: number, masked: boolean) {
  return useQuery({
    queryKey: queryKeys.vessels(portNo, itemNo),
    queryFn: () => api.get('/inquirys/vessel', { query: { portNo: portNo!, itemNo } }),
    enabled: portNo !== null && !masked,
    staleTime: 60_000,
    select: (offers) =>
      offers
        .filter((offer) => !offer.askFlag && offer.count > 0 && offer.totalPrice !== null)
        .reduce<number | null>(
          (low, offer) => (low === null ? offer.totalPrice : Math.min(low, offer.totalPrice!)),
          null,
        ),
  });
}

function PriceToPort({ detail, portNo }: { detail: DetailResponse; portNo: number | null }) {
  const { t } = useTranslation();
  const freight = useFreight(portNo, detail.item.itemNo, detail.item.masked);
  const view = priceView(detail.item);
  if (view.kind !== 'price') return <bdi dir="ltr">{view.kind === 'masked' ? view.text : t('compare.soldOut')}</bdi>;
  if (portNo === null) return <>{t('compare.choosePort')}</>;
  if (freight.data == null) return <>{t('compare.ask')}</>;
  const price = priceBreakdown(
    { sellPrice: detail.item.sellPrice!, discountPrice: detail.item.discountPrice, partners: detail.item.partners },
    { freightFee: freight.data, terms: null },
  );
  const total = price.totalPrice ?? quotedPrice(price);
  return (
    <>
      <bdi dir="ltr">{formatUsd(total)}</bdi> <IndicativePrice usd={total} />
    </>
  );
}

/**
 * Up to four listings side by side at /item/compare?items=12,34 (issue 32, docs/decisions/0267): a shareable link,
 * each listing read from the detail answer, so a visitor sees the masks the detail page shows.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const [params] = useSearchParams();
  const itemNos = compareItemNos(params.get('items'));
  const { toggle } = useCompareList();
  const answers = useQueries({
    queries: itemNos.map((itemNo) => ({
      queryKey: queryKeys.detail(String(itemNo)),
      queryFn: () => api.get('/pages/detail', { query: { itemNo: String(itemNo) } }),
      retry: false,
      staleTime: 30_000,
    })),
  });
  const details = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  const first = details[0];
  const [countryNo, setCountryNo] = useState<number | null>(null);
  const [portNo, setPortNo] = useState<number | null>(null);
  const country = countryNo ?? (first && countryIn(first.countryList, { countryCode: first.countryCode })?.countryNo);
  const ports = first?.portList.filter((port) => port.countryNo === country) ?? [];
  const port = portNo ?? ports[0]?.portNo ?? null;
  return (
    <Page title={t('compare.title')}>
      {itemNos.length < 2 && <PlainAlert severity="info">{t('compare.fewer')}</PlainAlert>}
      {answers.some((answer) => answer.isError) && <PlainAlert severity="warning">{t('compare.missing')}</PlainAlert>}
      {first && (
        <div className="compare-page__choices">
          <PlainSelect
            label={t('compare.country')}
            value={String(country ?? '')}
            onChange={(value) => {
              setCountryNo(Number(value));
              setPortNo(null);
            }}
          >
            {first.countryList.map((entry) => (
              <option key={entry.countryNo} value={entry.countryNo}>
                {localizedName(entry, 'countryName', language)}
              </option>
            ))}
          </PlainSelect>
          <PlainSelect
            label={t('compare.port')}
            value={String(port ?? '')}
            onChange={(value) => setPortNo(Number(value))}
          >
            {ports.map((entry) => (
              <option key={entry.portNo} value={entry.portNo}>
                {localizedName(entry, 'portName', language)}
              </option>
            ))}
          </PlainSelect>
          <CurrencySelect />
        </div>
      )}
      {details.length > 0 && (
        <div className="compare-page__scroll">
          <table className="compare-page__table">
            <caption className="compare-page__caption">{t('compare.title')}</caption>
            <thead>
              <tr>
                <td />
                {details.map((detail) => (
                  <th key={detail.item.itemNo} scope="col">
                    <RouterLink className="plain-link" to={routePath('carDetail', { itemNo: detail.item.itemNo })}>
                      <bdi>{itemNumber(detail.item.itemNo)}</bdi> <ItemTitle item={detail.item} language={language} />
                    </RouterLink>{' '}
                    <button
                      type="button"
                      className="plain-link compare-page__remove"
                      onClick={() => toggle(detail.item.itemNo)}
                      aria-label={t('compare.remove', { item: itemNumber(detail.item.itemNo) })}
                    >
                      ×
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <CompareRow label={t('compare.price')} details={details}>
                {(detail) => {
                  const view = priceView(detail.item);
                  return view.kind === 'price' ? (
                    <>
                      <bdi dir="ltr">{view.text}</bdi> <IndicativePrice usd={view.amount} />
                    </>
                  ) : (
                    <bdi dir="ltr">{view.kind === 'masked' ? view.text : t('compare.soldOut')}</bdi>
                  );
                }}
              </CompareRow>
              <CompareRow label={t('compare.priceToPort')} details={details}>
                {(detail) => <PriceToPort detail={detail} portNo={port} />}
              </CompareRow>
              {SPECS.map((key) => (
                <CompareRow key={key} label={t(`compare.spec.${key}`)} details={details}>
                  {(detail) => <bdi>{specValue(detail, key, language)}</bdi>}
                </CompareRow>
              ))}
              <CompareRow label={t('compare.inspection')} details={details}>
                {(detail) =>
                  detail.item.condition ? conditionSummary(detail.item.condition, t) : t('compare.noInspection')
                }
              </CompareRow>
            </tbody>
          </table>
          <p className="plain-text plain-text--caption plain-text--secondary">{t('currency.usdOnly')}</p>
        </div>
      )}
    </Page>
  );
}

function specValue(detail: DetailResponse, key: SpecKey, language: LanguageCode): string {
  return specRows(detail.item, language).find((row) => row.key === key)?.value ?? '–';
}

function CompareRow({
  label,
  details,
  children,
}: {
  label: string;
  details: DetailResponse[];
  children: (detail: DetailResponse) => React.ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {details.map((detail) => (
        <td key={detail.item.itemNo}>{children(detail)}</td>
      ))}
    </tr>
  );
}
