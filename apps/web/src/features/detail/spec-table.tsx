import { useTranslation } from '../../lib/i18n/translation.tsx';
import type { SpecRow } from '@market/domain';

/**
 * The information section: a label and a value per row, rows and values from the domain's display rules. A plain
 * table styled by detail-sections.css (decision 0156).
 */
export function SpecTable({ rows }: { rows: SpecRow[] }) {
  const { t } = useTranslation('detail');
  return (
    <table className="spec-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="spec-table__label">
              {t(`specs.${row.key}`)}
            </th>
            <td className="spec-table__value">
              <span className="spec-table__with-swatch">
                {row.swatch && (
                  <span aria-hidden className="spec-table__swatch" style={{ backgroundColor: row.swatch }} />
                )}
                <bdi>{row.translate ? t(`steering.${row.value}`) : row.value}</bdi>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
