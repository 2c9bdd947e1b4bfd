import { languageTag, type ConditionState as State } from '@market/domain';
import { formatDay } from '../../lib/format.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * "Declared by the seller" until staff verify the record against its originals, then "Verified by staff on ..."
 * (with who, for staff). Texts of the detail namespace: the page's first view shows it without the record's chunk.
 */
export function ConditionState({
  state,
  verifiedAt,
  verifiedBy = null,
}: {
  state: State;
  verifiedAt: string | null;
  verifiedBy?: string | null;
}) {
  const { t } = useTranslation('detail');
  const tag = languageTag(useLanguage().code);
  const verified = state === 'verified';
  return (
    <p className={`condition-state condition-state--${state}`}>
      <strong>
        {verified ? t('condition.verified', { date: formatDay(verifiedAt, tag) }) : t('condition.declared')}
      </strong>
      {verifiedBy && <> · {t('condition.verifiedBy', { user: verifiedBy })}</>}
      <span className="condition-state__hint">
        {verified ? t('condition.verifiedHint') : t('condition.declaredHint')}
      </span>
    </p>
  );
}
