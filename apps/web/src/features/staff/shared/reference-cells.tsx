import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ImportRuleStatus } from '@market/domain';

/**
 * The cells of reference data staff keep (import rules, landed cost rates, export controls, transit times): "to
 * verify", last checked, source (none for an estimate nobody has read anywhere yet).
 */
export function ReferenceCells({
  status,
  checkedOn,
  sourceUrl,
}: {
  status: ImportRuleStatus;
  /** Null until someone has read the figures on their source. */
  checkedOn: string | null;
  /** Empty when the figures have no source yet. */
  sourceUrl: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TableCell>
        <Chip
          size="small"
          color={status === 'verified' ? 'success' : 'warning'}
          label={t(`importRules.status_${status}`)}
        />
      </TableCell>
      <TableCell>{checkedOn ?? t('importRules.notChecked')}</TableCell>
      <TableCell>
        {sourceUrl ? (
          <Link href={sourceUrl} target="_blank" rel="noopener noreferrer">
            {new URL(sourceUrl).host}
          </Link>
        ) : (
          t('importRules.noSource')
        )}
      </TableCell>
    </>
  );
}

/** Edit and remove (after a confirmation) for a row named in `labels`. */
export function RowActions({
  labels,
  onEdit,
  onRemove,
}: {
  labels: { edit: string; remove: string; confirm: string };
  onEdit(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <Button size="small" aria-label={labels.edit} onClick={onEdit}>
        {t('edit')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={labels.remove}
        onClick={() => window.confirm(labels.confirm) && onRemove()}
      >
        {t('remove')}
      </Button>
    </TableCell>
  );
}
