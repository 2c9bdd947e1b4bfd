import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A small form in a dialog: its fields, Cancel and a submit button (disabled while the call runs). */
export function FormDialog({
  title,
  pending,
  onClose,
  onSubmit,
  children,
  submitLabel,
}: {
  title: string;
  pending: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="admin-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="admin-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel ?? t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
