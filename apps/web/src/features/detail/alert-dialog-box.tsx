import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/** The spec's alert dialog (default max width 500): a message and OK. Loaded on first opening (alert-dialog.tsx). */
export function AlertDialogBox({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  const { t } = useTranslation('detail');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-describedby="detail-alert-text"
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogContent>
        <DialogContentText id="detail-alert-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus variant="contained">
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
