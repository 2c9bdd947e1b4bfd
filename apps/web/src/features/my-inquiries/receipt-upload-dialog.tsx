import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_UPLOAD_BYTES } from '@market/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { HttpError } from '../../lib/http.ts';
import { useUploadReceipt } from './api.ts';
import { BankDetailsWarning } from '../../components/ui/bank-details-warning.tsx';

const MAX_FILES = 5;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

type Problem = 'tooLarge' | 'badType' | 'tooMany' | 'notAllowed' | 'failed';

/** What is wrong with the chosen files before sending them, if anything. */
function receiptProblem(files: readonly File[]): Problem | null {
  if (files.length > MAX_FILES) return 'tooMany';
  if (files.some((file) => !TYPES.includes(file.type))) return 'badType';
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) return 'tooLarge';
  return null;
}

function problemOf(error: unknown): Problem {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'badType';
  if (error.status === 409) return 'notAllowed';
  return 'failed';
}

/** The T/T receipt upload: images or PDF, 10 MB each, up to 5, for the current invoice. */
export function ReceiptUploadDialog({
  invoiceNo,
  verificationCode,
  onClose,
  onUploaded,
}: {
  invoiceNo: number;
  verificationCode: string;
  onClose(): void;
  onUploaded(): void;
}) {
  const { t } = useTranslation('inquiry');
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const upload = useUploadReceipt();
  const send = () =>
    upload.mutate({ invoiceNo, files }, { onSuccess: onUploaded, onError: (error) => setProblem(problemOf(error)) });
  const message = (p: Problem) => (p === 'failed' ? t('list.failed') : t(`receipt.${p}`));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">{t('receipt.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <BankDetailsWarning verificationCode={verificationCode} />
          <DialogContentText>{t('receipt.hint')}</DialogContentText>
          <input
            id={inputId}
            type="file"
            multiple
            accept={TYPES.join(',')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              setFiles(chosen);
              setProblem(receiptProblem(chosen));
            }}
          />
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
            {t('receipt.choose')}
          </Button>
          {files.length > 0 && (
            <List dense aria-label={t('receipt.chosen', { count: files.length })}>
              {files.map((file) => (
                <ListItem key={`${file.name}-${file.size}`}>
                  <bdi>{file.name}</bdi>
                </ListItem>
              ))}
            </List>
          )}
          {problem && <Alert severity="error">{message(problem)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('consignee.cancel')}</Button>
        <Button
          variant="contained"
          disabled={files.length === 0 || receiptProblem(files) !== null || upload.isPending}
          onClick={send}
        >
          {t('receipt.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
