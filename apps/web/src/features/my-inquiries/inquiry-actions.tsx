import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { INQUIRY_STATE, inquiryNumber, type InquirySummary } from '@market/domain';
import { invoiceUrl, type StatusAction } from './api.ts';
import { rowActions } from './inquiry-display.ts';
import { ReceiptUploadDialog } from './receipt-upload-dialog.tsx';

/** The buttons of one inquiry: only the steps its state allows the buyer. */
export function InquiryActions({
  inquiry,
  busy,
  onAction,
  onUploaded,
}: {
  inquiry: InquirySummary;
  busy: boolean;
  onAction(action: StatusAction): void;
  onUploaded(): void;
}) {
  const { t } = useTranslation('inquiry');
  const [uploading, setUploading] = useState(false);
  const allowed = rowActions(inquiry);
  const number = inquiryNumber(inquiry.ilNo);
  const label = (key: string) => `${t(key)} ${number}`;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {allowed.requestInvoice && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onAction('requestInvoice')}
          aria-label={label('list.requestInvoice')}
        >
          {t('list.requestInvoice')}
        </Button>
      )}
      {allowed.confirmInvoice && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onAction('confirmInvoice')}
          aria-label={label('list.confirmInvoice')}
        >
          {t('list.confirmInvoice')}
        </Button>
      )}
      {allowed.download && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={invoiceUrl(inquiry.ilNo)}
          download={`${inquiry.invoice?.number ?? number}.pdf`}
          aria-label={label('list.download')}
        >
          {t('list.download')}
        </Button>
      )}
      {inquiry.state === INQUIRY_STATE.invoiceExpired && (
        <Typography variant="body2" color="text.secondary">
          {t('errors:invoiceExpired')}
        </Typography>
      )}
      {allowed.requestReissue && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onAction('requestReissue')}
          aria-label={label('list.reissue')}
        >
          {t('list.reissue')}
        </Button>
      )}
      {allowed.uploadReceipt && inquiry.invoice && (
        <>
          <Button
            size="small"
            variant="contained"
            color="secondary"
            onClick={() => setUploading(true)}
            aria-label={label('list.uploadReceipt')}
          >
            {t('list.uploadReceipt')}
          </Button>
          {uploading && (
            <ReceiptUploadDialog
              invoiceNo={inquiry.invoice.invoiceNo}
              verificationCode={inquiry.invoice.verificationCode}
              onClose={() => setUploading(false)}
              onUploaded={() => {
                setUploading(false);
                onUploaded();
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
