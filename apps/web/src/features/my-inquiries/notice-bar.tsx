import { INQUIRY_ALERT_TIMEOUT_MS } from '@market/domain';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { TFunction } from 'i18next';
import { HttpError } from '../../lib/http.ts';

/** The spec's alert bar time-out (section 9). */

export type Notice = { severity: 'success' | 'warning' | 'error'; text: string };

/** A status change refused by the state machine (409) or failed otherwise. */
export function statusErrorNotice(t: TFunction, error: unknown): Notice {
  return {
    severity: 'error',
    text: error instanceof HttpError && error.status === 409 ? t('list.conflict') : t('list.failed'),
  };
}

/** The alert bar: shows one notice and hides itself after 3000 ms. */
export function NoticeBar({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={INQUIRY_ALERT_TIMEOUT_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'info'} variant="filled" role="alert">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
