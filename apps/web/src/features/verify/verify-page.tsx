import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useParams } from 'react-router';
import { formatUsd, formatVerificationCode, type InvoiceCheckStatus, type InvoiceVerification } from '@market/domain';
import { SealedSetTable } from '../../components/handover/sealed-set-table.tsx';
import { BankDetailsWarning } from '../../components/ui/bank-details-warning.tsx';
import { Page } from '../../components/ui/page.tsx';
import { HttpError } from '../../lib/http.ts';
import { useInvoiceVerification } from './api.ts';

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * /verify/{code}, opened from the invoice's QR code (docs/decisions/0150): whether the invoice is ours, its number,
 * amount and buyer (masked), and the one account to pay. A code no invoice has says so plainly.
 */
export function VerifyPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('inquiry');
  const query = useInvoiceVerification(code);
  return (
    <Page title={t('verify.title')}>
      {query.isPending ? (
        <CircularProgress aria-label={t('access.loading')} />
      ) : query.error ? (
        <Alert severity="error" role="alert">
          {query.error instanceof HttpError && query.error.status === 404 && (
            <AlertTitle>{t('verify.notFoundTitle')}</AlertTitle>
          )}
          {query.error instanceof HttpError && query.error.body?.message ? query.error.body.message : t('list.failed')}
        </Alert>
      ) : (
        <Verified invoice={query.data} />
      )}
    </Page>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Open: pay it; a receipt being checked: wait; anything else: do not pay this invoice. */
const STATUS_SEVERITY = {
  open: 'success',
  receiptReceived: 'info',
  paid: 'warning',
  expired: 'warning',
  superseded: 'warning',
} as const satisfies Record<InvoiceCheckStatus, AlertColor>;

const grid = { m: 0, display: 'grid', gridTemplateColumns: 'minmax(9rem, auto) 1fr', gap: 1 } as const;

function Verified({ invoice }: { invoice: InvoiceVerification }) {
  const { t } = useTranslation(['inquiry', 'common']);
  return (
    <Stack spacing={2}>
      <Alert severity={STATUS_SEVERITY[invoice.status]}>
        {t('verify.genuine', { exporter: invoice.exporter })} {t('verify.status.label')}:{' '}
        <strong>{t(`verify.status.${invoice.status}`)}</strong>
      </Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={grid}>
          <Row label={t('verify.number')}>
            <bdi>{invoice.number}</bdi>
          </Row>
          <Row label={t('verify.amount')}>
            <bdi>{formatUsd(invoice.amount)}</bdi>
          </Row>
          <Row label={t('verify.buyer')}>
            <bdi>{invoice.buyerName}</bdi>
          </Row>
          <Row label={t('verify.issued')}>
            <bdi>{dayOf(invoice.issuedAt)}</bdi>
          </Row>
          <Row label={t('verify.deadline')}>
            <bdi>{dayOf(invoice.depositDeadline)}</bdi>
          </Row>
          <Row label={t('verify.code')}>
            <bdi>{formatVerificationCode(invoice.code)}</bdi>
          </Row>
        </Box>
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="verify-account">
        <Typography id="verify-account" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('verify.account')}
        </Typography>
        {invoice.account ? (
          <Box component="dl" sx={grid}>
            <Row label={t('verify.beneficiary')}>
              <bdi>{invoice.account.beneficiary}</bdi>
            </Row>
            <Row label={t('verify.bank')}>
              <bdi>{[invoice.account.bankName, invoice.account.bankAddress].filter(Boolean).join(', ')}</bdi>
            </Row>
            <Row label={t('verify.swift')}>
              <bdi>{invoice.account.swift}</bdi>
            </Row>
            <Row label={t('verify.accountNumber')}>
              <bdi>
                {invoice.account.currency} {invoice.account.accountNumber}
              </bdi>
            </Row>
          </Box>
        ) : (
          <Alert severity="error">{t('verify.noAccount')}</Alert>
        )}
      </Paper>
      {invoice.loadingSet && (
        <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="verify-loading-set">
          <Typography id="verify-loading-set" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('common:handover.sealedTitle')}
          </Typography>
          <SealedSetTable set={invoice.loadingSet} />
        </Paper>
      )}
      <BankDetailsWarning />
    </Stack>
  );
}
