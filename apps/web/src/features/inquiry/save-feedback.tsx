import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Snackbar from '@mui/material/Snackbar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INQUIRY_ALERT_TIMEOUT_MS } from '@market/domain';

export type Notice = 'noDefault' | 'notForSale' | 'failed' | 'consigneeKept' | 'consigneeNotKept';

const SEVERITY = {
  noDefault: 'warning',
  notForSale: 'error',
  failed: 'error',
  consigneeKept: 'success',
  consigneeNotKept: 'warning',
} as const;
const TEXT = {
  noDefault: 'consignee.noDefault',
  notForSale: 'save.notForSale',
  failed: 'save.failed',
  consigneeKept: 'consignee.kept',
  consigneeNotKept: 'consignee.notKept',
} as const;

/**
 * The notices of an inquiry form: one set by a save (not for sale, failed), or the standing warning that there is no
 * default consignee, which stays away once dismissed.
 */
export function useInquiryNotice(noDefaultConsignee: boolean) {
  const [dismissed, setDismissed] = useState<Notice[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown: Notice | null = notice ?? (noDefaultConsignee && !dismissed.includes('noDefault') ? 'noDefault' : null);
  return {
    shown,
    show: setNotice,
    close: () => {
      if (shown) setDismissed((list) => [...list, shown]);
      setNotice(null);
    },
  };
}

export function InquiryNoticeBar({ notice }: { notice: ReturnType<typeof useInquiryNotice> }) {
  const { t } = useTranslation('inquiry');
  const { shown } = notice;
  return (
    <Snackbar
      open={shown !== null}
      autoHideDuration={INQUIRY_ALERT_TIMEOUT_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') notice.close();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={shown ? SEVERITY[shown] : 'info'} variant="filled" role="alert">
        {shown && t(TEXT[shown])}
      </Alert>
    </Snackbar>
  );
}

/** The spec's question after a duplicate inquiry (codeNumber 1): yes goes to the inquiry list. */
export function DuplicateInquiryDialog(props: { open: boolean; onClose: () => void; onGoToList: () => void }) {
  const { t } = useTranslation('inquiry');
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      role="alertdialog"
      aria-describedby="inquiry-duplicate-text"
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogContent>
        <DialogContentText id="inquiry-duplicate-text">{t('save.duplicate')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('save.no')}</Button>
        <Button variant="contained" autoFocus onClick={props.onGoToList}>
          {t('save.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The send button of an inquiry form: off while the form shows errors or the inquiry is on its way. */
export function SendButton(props: { invalid: boolean; pending: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Button
      variant="contained"
      size="large"
      disabled={props.invalid || props.pending}
      onClick={props.onClick}
      startIcon={props.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {props.children}
    </Button>
  );
}
