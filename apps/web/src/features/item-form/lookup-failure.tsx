import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/** A look-up list the server did not give: said plainly, with a retry, instead of an empty select. */
export function LookupFailure({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { t } = useTranslation('item-form');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('lookupRetry')}
        </Button>
      }
    >
      {t('lookupFailed', { list: label })}
    </Alert>
  );
}

/** A look-up query as a LookupField reads it: its entries, and whether it failed with a way to ask again. */
export function lookupState<T>(query: { data: T[] | undefined; isError: boolean; refetch: () => unknown }) {
  return { options: query.data, failed: query.isError, onRetry: () => void query.refetch() };
}
