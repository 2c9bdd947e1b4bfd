import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n/translation.tsx';
import {
  formatUsd,
  formatUsdRange,
  isLandedCostAcronym,
  isLandedCostCharge,
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
  low === null || high === null ? MASKED_PRICE : formatUsdRange(low, high);
/**
 * An amount inside a sentence, kept left to right (LRI ... PDI) so a right-to-left sentence around it leaves the
 * dollar sign where the price table has it (issue 35).
 */
const isolated = (text: string) => `\u2066${text}\u2069`;

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
    if (line.basis === 'flat') return line.unknown ? t('landedCost.basis.unknown') : t('landedCost.basis.flat');
    if (line.rateLowBp === null) return t('landedCost.basis.unknown');
    const rates =
      line.rateLowBp === line.rateHighBp
        ? percent(line.rateLowBp ?? 0)
        : `${percent(line.rateLowBp ?? 0)} – ${percent(line.rateHighBp ?? 0)}`;
    const base = [t('landedCost.basis.customs'), ...line.plus.map((kind) => t(`landedCost.kind.${kind}`))].join(' + ');
    const factors = line.factors.map((factor) => t(`landedCost.factor.${factor}`));
    const perCc =
      line.perCcLow === null
        ? []
        : [
            t('landedCost.basis.perCc', {
              amount: isolated(
                line.perCcLow === line.perCcHigh
                  ? formatUsd(line.perCcLow / 100, { cents: true })
                  : `${formatUsd(line.perCcLow / 100, { cents: true })} – ${formatUsd((line.perCcHigh ?? 0) / 100, { cents: true })}`,
              ),
            }),
          ];
    return [t('landedCost.basis.rate', { rate: rates, base }), ...perCc, ...factors].join(' · ');
  };
  /** A line's name: a named charge in the reader's language, else its kind (with the authority's acronym). */
  const nameOf = (line: Line) =>
    isLandedCostCharge(line.code) ? t(`landedCost.charge.${line.code}`) : t(`landedCost.kind.${line.kind}`);
  const unknownNames = estimate.lines.filter((line) => line.unknown).map(nameOf);
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
                {nameOf(line)}
                {isLandedCostAcronym(line.code) && (
                  <>
                    {' '}
                    <bdi dir="ltr">{line.code}</bdi>
                    <span className="plain-text plain-text--caption plain-text--secondary landed-cost__basis">
                      {t(`landedCost.acronym.${line.code}`)}
                    </span>
                  </>
                )}
                <span className="plain-text plain-text--caption plain-text--secondary landed-cost__basis">
                  {basis(line)}
                  {line.sourceUrl && (
                    <>
                      {' · '}
                      <a className="plain-link" href={line.sourceUrl} target="_blank" rel="noopener noreferrer">
                        {t('landedCost.lineSource')}
                      </a>
                    </>
                  )}
                </span>
              </th>
              <td className="plain-table__cell plain-table__end">
                <bdi dir="ltr">
                  {line.unknown && !masked ? t('landedCost.unknownAmount') : range(line.low, line.high)}
                </bdi>
              </td>
            </tr>
          ))}
          {!estimate.incomplete && (
            <tr>
              <th scope="row" className="plain-table__cell plain-text--bold">
                {t('landedCost.total')}
              </th>
              <td className="plain-table__cell plain-table__end plain-text--bold">
                <bdi dir="ltr">{range(estimate.totalLow, estimate.totalHigh)}</bdi>
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {estimate.incomplete && !masked && (
        <p className="plain-text plain-text--body2 plain-text--bold" role="status">
          {t('landedCost.incomplete', { lines: unknownNames.join(', ') })}
        </p>
      )}
      <p className="plain-text plain-text--body2 plain-text--secondary">
        {masked
          ? t('landedCost.masked')
          : t(freightIncluded ? 'landedCost.customsValue' : 'landedCost.customsValueNoFreight', {
              value: isolated(range(estimate.customsValueLow, estimate.customsValueHigh)),
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
        {rate.status === 'toVerify' ? t('landedCost.written', { date }) : t('importVerdict.checked', { date })}
      </p>
    </section>
  );
}
