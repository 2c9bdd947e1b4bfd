import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * Asks before an action that cannot simply be taken back or that the user may not expect. Title and text are
 * announced with the dialog, and the way back has the focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  backLabel,
  color = 'error',
  pending = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  backLabel: string;
  color?: 'error' | 'primary' | 'success';
  pending?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {backLabel}
        </Button>
        <Button variant="contained" color={color} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
