import { useQueries, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { itemNumber, languageTag, localizedName, type LanguageCode } from '@market/domain';
import { api } from '../lib/api-client.ts';
import { formatDay } from '../lib/format.ts';
import { lazyWithMui } from '../lib/lazy.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { Placeholder, PlainAlert } from './ui/plain-alert.tsx';

const AcknowledgeCheckbox = lazyWithMui(() => import('./acknowledge-checkbox.tsx'), 'AcknowledgeCheckbox');

/** The chosen port and vessel of an inquiry's terms: they pick the transit time (else the longest to the country). */
export interface VerdictRoute {
  portNo?: number;
  vessel?: string;
}

/** The route of an inquiry's terms: the chosen port and, when one is chosen, the vessel type. */
export const verdictRoute = (portNo: number | null, vessel: string): VerdictRoute => ({
  ...(portNo === null ? {} : { portNo }),
  ...(vessel ? { vessel } : {}),
});

const verdictQuery = (itemNo: number, countryCode: string | null, route: VerdictRoute = {}) => ({
  queryKey: [...queryKeys.importVerdict(itemNo, countryCode), route.portNo ?? null, route.vessel ?? null],
  queryFn: () => api.get('/import-rules/verdict', { query: { itemNo, countryCode: countryCode!, ...route } }),
  enabled: countryCode !== null,
  staleTime: 60_000,
});

/** The verdict of the destination's import rule on a listing (issues 18, 28); none until a country is chosen. */
export function useImportVerdict(itemNo: number, countryCode: string | null, route?: VerdictRoute) {
  return useQuery(verdictQuery(itemNo, countryCode, route));
}

/** Of several listings, those the destination refuses. */
export function useImportRefusals(itemNos: number[], countryCode: string | null): number[] {
  const answers = useQueries({ queries: itemNos.map((itemNo) => verdictQuery(itemNo, countryCode)) });
  return itemNos.filter((_, index) => answers[index]?.data?.result.verdict === 'notAllowed');
}

/** Several vehicles refused by the destination: which, and the acknowledgement an inquiry for them needs. */
export function ImportRefusalNotice(props: {
  itemNos: number[];
  countryName: string;
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
}) {
  const { t } = useTranslation();
  if (props.itemNos.length === 0) return null;
  return (
    <PlainAlert severity="error" role="status" aria-label={t('importVerdict.label', { country: props.countryName })}>
      <p className="plain-text">
        {t('importVerdict.refusedList', {
          country: props.countryName,
          items: props.itemNos.map((itemNo) => itemNumber(itemNo)).join(', '),
        })}
      </p>
      <Suspense fallback={null}>
        <AcknowledgeCheckbox
          checked={props.acknowledged}
          onChange={props.onAcknowledgedChange}
          label={t('importVerdict.acknowledgeSeveral', { country: props.countryName })}
        />
      </Suspense>
    </PlainAlert>
  );
}

export interface ImportVerdictProps {
  itemNo: number;
  countryCode: string | null;
  /** The destination's name in the page's language. */
  countryName: string;
  language: LanguageCode;
  /** The inquiry's chosen port and vessel, if any. */
  route?: VerdictRoute;
  /** Given with onAcknowledgedChange: a refused vehicle asks the buyer to acknowledge it (the inquiry needs it). */
  acknowledged?: boolean;
  onAcknowledgedChange?: (acknowledged: boolean) => void;
}

const SEVERITY = { allowed: 'success', notAllowed: 'error', check: 'info' } as const;

/** "Allowed", "Not allowed: <reasons>" or "Check with your authority: <note>", with the rule's source and date. */
export function ImportVerdict(props: ImportVerdictProps) {
  const { itemNo, countryCode, countryName, language } = props;
  const { t } = useTranslation();
  const query = useImportVerdict(itemNo, countryCode, props.route);
  if (countryCode === null) return null;
  if (query.isError) return <PlainAlert severity="warning">{t('importVerdict.failed')}</PlainAlert>;
  if (!query.data) return <Placeholder variant="rounded" height={72} label={t('importVerdict.loading')} />;
  const { result, rule, arrival, transit, limitSourceUrl } = query.data;
  const sourceUrl = limitSourceUrl ?? rule?.sourceUrl;
  const list = (items: string[]) => new Intl.ListFormat(languageTag(language), { type: 'unit' }).format(items);
  const date = (day: string) => formatDay(day, languageTag(language));
  const note = rule ? localizedName(rule, 'note', language) : '';
  let headline: string;
  if (result.verdict === 'allowed') headline = t('importVerdict.allowed');
  else if (result.verdict === 'notAllowed') {
    const reasons = result.reasons.map((reason) =>
      t(`importVerdict.reason.${reason === 'steering' ? `steering_${result.steering}` : reason}`, {
        years: result.maxAgeYears,
      }),
    );
    headline = t('importVerdict.notAllowed', { reasons: list(reasons) });
  } else headline = t('importVerdict.check', { note: t(`importVerdict.checkWhy.${result.check}`) });
  const facts = result.verdict === 'check' ? result.unknown.map((fact) => t(`importVerdict.fact.${fact}`)) : [];

  return (
    <PlainAlert
      severity={SEVERITY[result.verdict]}
      role="status"
      aria-label={t('importVerdict.label', { country: countryName })}
      title={t('importVerdict.title', { country: countryName })}
    >
      <p className="plain-text plain-text--bold">{headline}</p>
      {result.verdict === 'allowed' && result.conditions.includes('salvage') && (
        <p className="plain-text plain-text--body2">{t('importVerdict.condition.salvage')}</p>
      )}
      {facts.length > 0 && (
        <p className="plain-text plain-text--body2">{t('importVerdict.dependsOn', { facts: list(facts) })}</p>
      )}
      {note && <p className="plain-text plain-text--body2">{note}</p>}
      <p className="plain-text plain-text--body2 plain-text--secondary">
        {result.vehicleClass &&
          t('importVerdict.vehicleClass', { class: t(`importVerdict.class.${result.vehicleClass}`) })}
        {result.age &&
          ` ${t('importVerdict.age', { date: date(result.age.from), basis: t(`importVerdict.basis.${result.age.basis}`) })}`}
        {` ${t('importVerdict.arrival', {
          date: date(arrival),
          transit: t(`importVerdict.transit_${transit.basis}`, { days: transit.days }),
        })}`}
      </p>
      {rule && sourceUrl && (
        <p className="plain-text plain-text--body2 plain-text--secondary">
          {t('importVerdict.source')}{' '}
          <a className="plain-link" href={sourceUrl} target="_blank" rel="noopener noreferrer">
            <bdi>{new URL(sourceUrl).host}</bdi>
          </a>
          {' · '}
          {rule.checkedOn ? t('importVerdict.checked', { date: date(rule.checkedOn) }) : t('importVerdict.notChecked')}
          {rule.status === 'toVerify' && ` · ${t('importVerdict.toVerify')}`}
        </p>
      )}
      <p className="plain-text plain-text--body2 plain-text--secondary">{t('importVerdict.disclaimer')}</p>
      {result.verdict === 'notAllowed' && props.onAcknowledgedChange && (
        <Suspense fallback={null}>
          <AcknowledgeCheckbox
            checked={props.acknowledged ?? false}
            onChange={props.onAcknowledgedChange}
            label={t('importVerdict.acknowledge', { country: countryName })}
          />
        </Suspense>
      )}
    </PlainAlert>
  );
}
