import { INQUIRY_ALERT_TIMEOUT_MS } from '@market/domain';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { TFunction } from '../../lib/i18n/translations.ts';
import { HttpError } from '../../lib/http.ts';

export type Notice = { severity: 'success' | 'warning' | 'error'; text: string };

/** A status change refused by the state machine (409) or failed otherwise. */
export function statusErrorNotice(t: TFunction<'inquiry'>, error: unknown): Notice {
  return {
    severity: 'error',
    text: error instanceof HttpError && error.status === 409 ? t('list.conflict') : t('list.failed'),
  };
}

/**
 * The alert bar: shows one notice and hides itself after 3000 ms. A click elsewhere does not close it: the click that
 * raised the notice (a button of the list) would otherwise hide it at once.
 */
export function NoticeBar({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={INQUIRY_ALERT_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'info'} variant="filled" role="alert">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
