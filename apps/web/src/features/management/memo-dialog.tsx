import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MEMO_MAX, type ManagementRow } from '@market/domain';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { saveMemo } from './api.ts';

/** The seller's private note on a listing. */
export function MemoDialog({
  row,
  onClose,
  onSaved,
}: {
  row: ManagementRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('item-form');
  const [memo, setMemo] = useState(row.memo ?? '');
  const save = useMutation({
    mutationFn: () => saveMemo(row.itemNo, memo),
    onSuccess: onSaved,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="memo-dialog-title">
      <DialogTitle id="memo-dialog-title">{t('management.memoTitle', { itemNo: row.itemNo })}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('management.memo')}
          value={memo}
          onChange={(event) => setMemo(event.target.value.slice(0, MEMO_MAX))}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
          helperText={`${memo.length}/${MEMO_MAX}`}
        />
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('management.saveMemo')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
