import { useQuery } from '@tanstack/react-query';
import { languageTag, type LanguageCode } from '@market/domain';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { api } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * The terms step's warning that Korea's export controls bar this vehicle from the chosen country (issue 28,
 * docs/decisions/0220): the inquiry would be refused, so the buyer learns it before filling in the consignee. Nothing
 * shows while the vehicle is clear or no country is chosen; the server checks the inquiry itself either way.
 */
export function ExportControlWarning(props: {
  itemNo: number;
  countryCode: string | null;
  countryName: string;
  language: LanguageCode;
}) {
  const { itemNo, countryCode, countryName, language } = props;
  const { t } = useTranslation('inquiry');
  const { data } = useQuery({
    queryKey: queryKeys.exportVerdict(itemNo, countryCode),
    queryFn: () => api.get('/export-controls/verdict', { query: { itemNo, countryCode: countryCode! } }),
    enabled: countryCode !== null,
    staleTime: 60_000,
  });
  if (countryCode === null || data?.result.verdict !== 'refused') return null;
  const { reason, control } = data.result;
  return (
    <PlainAlert
      severity="error"
      role="status"
      aria-label={t('exportControl.label', { country: countryName })}
      title={t('exportControl.label', { country: countryName })}
    >
      <p className="plain-text plain-text--bold">
        {reason === 'controlled'
          ? t(control.minEngineCc === null ? 'exportControl.class' : 'exportControl.engine', {
              country: countryName,
              cc: control.minEngineCc ?? '',
            })
          : t('exportControl.unknown', { country: countryName })}
      </p>
      <p className="plain-text plain-text--body2 plain-text--secondary">
        {t('exportControl.source')}{' '}
        <a className="plain-link" href={control.sourceUrl} target="_blank" rel="noopener noreferrer">
          <bdi>{new URL(control.sourceUrl).host}</bdi>
        </a>
        {' · '}
        {t('exportControl.checked', { date: formatDay(control.checkedOn, languageTag(language)) })}
        {control.status === 'toVerify' && ` · ${t('exportControl.toVerify')}`}
      </p>
    </PlainAlert>
  );
}
