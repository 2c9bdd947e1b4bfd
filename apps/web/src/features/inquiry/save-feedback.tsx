import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { INQUIRY_ALERT_TIMEOUT_MS, INQUIRY_CODE, type InquiryBody } from '@market/domain';
import { HttpError } from '../../lib/http.ts';
import { useSaveInquiry } from './api.ts';

export type Notice = 'noDefault' | 'notForSale' | 'exportControlled' | 'failed' | 'consigneeKept' | 'consigneeNotKept';

const SEVERITY = {
  noDefault: 'warning',
  notForSale: 'error',
  exportControlled: 'error',
  failed: 'error',
  consigneeKept: 'success',
  consigneeNotKept: 'warning',
} as const;
const TEXT = {
  noDefault: 'consignee.noDefault',
  notForSale: 'save.notForSale',
  // The server's message names the country and the control, in the buyer's language; this is its stand-in.
  exportControlled: 'save.failed',
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
  const [notice, setNotice] = useState<{ kind: Notice; message?: string } | null>(null);
  const shown: Notice | null =
    notice?.kind ?? (noDefaultConsignee && !dismissed.includes('noDefault') ? 'noDefault' : null);
  return {
    shown,
    /** The server's own words for the notice, when it sent them. */
    message: notice?.message,
    show: (kind: Notice, message?: string) => setNotice({ kind, message }),
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
        {shown && (notice.message ?? t(TEXT[shown]))}
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

/**
 * Sends an inquiry of the dialog or the purchase page: once sent, the new consignee is kept when asked for; a duplicate
 * asks the spec's question, not for sale and other failures show a notice, field errors go on the consignee form.
 */
export function useSendInquiry({
  consignee,
  notice,
  onSent,
}: {
  consignee: {
    keepForLater(): Promise<'none' | 'saved' | 'failed'>;
    /** Puts a failed send's field messages on the form; false when it had none. */
    showServerErrors(error: unknown): boolean;
  };
  notice: ReturnType<typeof useInquiryNotice>;
  onSent(ilNo: number): void;
}) {
  const save = useSaveInquiry();
  const [duplicateAsk, setDuplicateAsk] = useState(false);
  const send = (body: InquiryBody) =>
    save.mutate(body, {
      onSuccess: ({ ilNo }) => {
        onSent(ilNo);
        void consignee.keepForLater().then((kept) => {
          if (kept !== 'none') notice.show(kept === 'saved' ? 'consigneeKept' : 'consigneeNotKept');
        });
      },
      onError: (error) => {
        const body = error instanceof HttpError ? error.body : undefined;
        if (body?.codeNumber === INQUIRY_CODE.duplicate) setDuplicateAsk(true);
        else if (body?.codeNumber === INQUIRY_CODE.notForSale) notice.show('notForSale');
        else if (body?.code === 'EXPORT_CONTROLLED') notice.show('exportControlled', body.message);
        else if (!consignee.showServerErrors(error)) {
          // Other save errors are logged (spec section 8); the alert bar says it did not go through.
          console.error('Inquiry save failed', error);
          notice.show('failed');
        }
      },
    });
  return { send, pending: save.isPending, duplicateAsk, closeDuplicate: () => setDuplicateAsk(false) };
}

/** The warning that what was entered is not saved: staying has the focus, so Enter never leaves by accident. */
export function LeaveDialog(props: {
  open: boolean;
  /** Names the dialog's title and text for the page's tests and its aria attributes. */
  id: string;
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
  onStay(): void;
  onLeave(): void;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onStay}
      role="alertdialog"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-text`}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogTitle id={`${props.id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${props.id}-text`}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onStay} autoFocus>
          {props.stayLabel}
        </Button>
        <Button variant="contained" onClick={props.onLeave}>
          {props.leaveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
