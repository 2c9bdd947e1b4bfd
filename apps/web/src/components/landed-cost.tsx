import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import {
  formatUsd,
  languageTag,
  localizedName,
  MASKED_PRICE,
  type LandedCostAnswer,
  type LanguageCode,
} from '@market/domain';
import { api } from '../lib/api-client.ts';
import { formatDay } from '../lib/format.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { Placeholder, PlainAlert } from './ui/plain-alert.tsx';

type Line = NonNullable<LandedCostAnswer['estimate']>['lines'][number];

export interface LandedCostProps {
  itemNo: number;
  countryCode: string | null;
  /** The chosen vessel offer (0: none): its freight is part of the customs value. */
  smvpNo: number;
  countryName: string;
  language: LanguageCode;
}

/** "$1,000" or "$1,000 – $1,300"; the masked price for a visitor who may not see prices. */
const range = (low: number | null, high: number | null) =>
  low === null || high === null
    ? MASKED_PRICE
    : low === high
      ? formatUsd(low)
      : `${formatUsd(low)} – ${formatUsd(high)}`;

/**
 * The landed cost estimate (issue 18, decision 0141): beside the C&F/CIF total, what duty, taxes, levies and fees may
 * cost at home, each line with its basis and a range where the basis is uncertain; "estimate, not a quote".
 */
export function LandedCost({ itemNo, countryCode, smvpNo, countryName, language }: LandedCostProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: queryKeys.landedCost(itemNo, countryCode, smvpNo),
    queryFn: () => api.get('/landed-cost/estimate', { query: { itemNo, countryCode: countryCode!, smvpNo } }),
    enabled: countryCode !== null,
    staleTime: 60_000,
  });
  if (countryCode === null) return null;
  const label = t('landedCost.title', { country: countryName });
  if (query.isError) return <PlainAlert severity="warning">{t('landedCost.failed')}</PlainAlert>;
  if (!query.data) return <Placeholder variant="rounded" height={72} label={t('landedCost.loading')} />;
  const { rate, estimate, masked, freightIncluded } = query.data;
  if (!rate || !estimate) {
    return (
      <section aria-label={label}>
        <h3 className="plain-text plain-text--subtitle1 plain-text--bold">{label}</h3>
        <p className="plain-text plain-text--body2">{t('landedCost.none')}</p>
      </section>
    );
  }
  const tag = languageTag(language);
  const percent = (bp: number) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const date = formatDay(rate.checkedOn, tag);
  const basis = (line: Line) => {
    if (line.basis === 'flat') return t('landedCost.basis.flat');
    const rates =
      line.rateLowBp === line.rateHighBp
        ? percent(line.rateLowBp ?? 0)
        : `${percent(line.rateLowBp ?? 0)} – ${percent(line.rateHighBp ?? 0)}`;
    const base = [t('landedCost.basis.customs'), ...line.plus.map((kind) => t(`landedCost.kind.${kind}`))].join(' + ');
    const factors = line.factors.map((factor) => t(`landedCost.factor.${factor}`));
    return [t('landedCost.basis.rate', { rate: rates, base }), ...factors].join(' · ');
  };
  const note = localizedName(rate, 'note', language);
  return (
    <section aria-label={label}>
      <h3 className="plain-text plain-text--subtitle1 plain-text--bold">{label}</h3>
      <p className="plain-text plain-text--body2 plain-text--bold" role="note">
        {t('landedCost.notAQuote')}
      </p>
      <table className="plain-table" aria-label={label}>
        <tbody>
          {estimate.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className="plain-table__cell">
                {t(`landedCost.kind.${line.kind}`)}
                {line.code && (
                  <>
                    {' '}
                    (<bdi>{line.code}</bdi>)
                  </>
                )}
                <span className="plain-text plain-text--caption plain-text--secondary landed-cost__basis">
                  {basis(line)}
                </span>
              </th>
              <td className="plain-table__cell plain-table__end">
                <bdi>{range(line.low, line.high)}</bdi>
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="plain-table__cell plain-text--bold">
              {t('landedCost.total')}
            </th>
            <td className="plain-table__cell plain-table__end plain-text--bold">
              <bdi>{range(estimate.totalLow, estimate.totalHigh)}</bdi>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="plain-text plain-text--body2 plain-text--secondary">
        {masked
          ? t('landedCost.masked')
          : t(freightIncluded ? 'landedCost.customsValue' : 'landedCost.customsValueNoFreight', {
              value: range(estimate.customsValueLow, estimate.customsValueHigh),
              margin: rate.valueMarginPct,
            })}
      </p>
      {note && <p className="plain-text plain-text--body2">{note}</p>}
      <p className="plain-text plain-text--body2 plain-text--secondary">
        {t('importVerdict.source')}{' '}
        <a className="plain-link" href={rate.sourceUrl} target="_blank" rel="noopener noreferrer">
          <bdi>{new URL(rate.sourceUrl).host}</bdi>
        </a>
        {' · '}
        {t('importVerdict.checked', { date })}
        {rate.status === 'toVerify' && ` · ${t('importVerdict.toVerify')}`}
      </p>
    </section>
  );
}
