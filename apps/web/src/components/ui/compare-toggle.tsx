import { COMPARE_MAX, ROUTES } from '@market/domain';
import { Link as RouterLink } from 'react-router';
import { useCompareList } from '../../lib/compare-list.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * "Compare" on a card or the detail page: a toggle button (pressed while the listing is chosen) and, once two are
 * chosen, the link to the comparison (docs/decisions/0267). Nothing is rendered on the server: the choice is the
 * browser's.
 */
export function CompareToggle({ itemNo }: { itemNo: number }) {
  const { t } = useTranslation();
  const { itemNos, full, toggle } = useCompareList();
  const chosen = itemNos.includes(itemNo);
  return (
    <span className="compare-toggle">
      <label className="compare-toggle__choice">
        <input
          type="checkbox"
          checked={chosen}
          disabled={!chosen && full}
          onChange={() => toggle(itemNo)}
          title={!chosen && full ? t('compare.full', { max: COMPARE_MAX }) : undefined}
        />{' '}
        {t('compare.choose')}
      </label>
      {chosen && itemNos.length > 1 && (
        <RouterLink className="plain-link compare-toggle__link" to={`${ROUTES.compare}?items=${itemNos.join(',')}`}>
          {t('compare.open', { count: itemNos.length, max: COMPARE_MAX })}
        </RouterLink>
      )}
    </span>
  );
}
