import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink, useParams } from 'react-router';
import { INQUIRY_STATE as S, inquiryNumber, ROUTES } from '@market/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useInquiry, useInquiryStep, type InquiryStep } from '../shared/api.ts';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';
import { CustomsAssessmentPanel } from './customs-assessment-panel.tsx';
import { ShipmentPanel } from './shipment-panel.tsx';
import { ArrivalMatchPanel, LoadingSetPanel } from './handover-panel.tsx';
import { AnswerCard, BuyerCard, Card, HistoryList, InvoiceCard, ItemsCard } from './inquiry-cards.tsx';
import { AnswerDialog, InvoiceDialog, RejectDialog } from './inquiry-dialogs.tsx';

type Form = 'answer' | 'invoice' | 'reject' | 'confirmDeposit' | null;

/** One inquiry: what the buyer asked, the answer, invoice and receipts, the history, and the next staff step. */
export function InquiryDetailPanel() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const ilNo = Number(useParams().ilNo);
  const inquiry = useInquiry(ilNo);
  const step = useInquiryStep(ilNo);
  const [form, setForm] = useState<Form>(null);
  const send = (action: InquiryStep, onError?: (failure: unknown) => void) =>
    step.mutate(action, { onSuccess: () => setForm(null), onError });

  if (inquiry.error) return <ErrorAlert error={inquiry.error} />;
  const detail = inquiry.data;
  if (!detail) return null;
  const reissue = detail.history.some((event) => event.toState === S.invoiceIssuance);

  return (
    <>
      <Link component={RouterLink} to={ROUTES.adminInquiries}>
        {t('detail.back')}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
        <SectionTitle>{t('detail.title', { number: inquiryNumber(detail.ilNo) })}</SectionTitle>
        <Chip label={t(`state.${detail.state}`)} color="primary" sx={{ mb: 2 }} />
      </Stack>
      <ErrorAlert error={step.error} />
      <Paper sx={{ p: 2, mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t('detail.actions')}>
        {detail.state === S.waitManager && (
          <Button variant="contained" disabled={step.isPending} onClick={() => send({ step: 'assign' })}>
            {t('detail.assign')}
          </Button>
        )}
        {detail.state === S.waitAnswer && (
          <Button variant="contained" disabled={step.isPending} onClick={() => send({ step: 'prepare' })}>
            {t('detail.prepare')}
          </Button>
        )}
        {detail.state === S.prepareAnswer && (
          <Button variant="contained" onClick={() => setForm('answer')}>
            {t('detail.answer')}
          </Button>
        )}
        {detail.state === S.invoiceRequest && (
          <Button variant="contained" onClick={() => setForm('invoice')}>
            {t(reissue ? 'detail.reissueInvoice' : 'detail.issueInvoice')}
          </Button>
        )}
        {detail.state === S.paymentBeingConfirmed && (
          <>
            <Button
              variant="contained"
              color="success"
              disabled={step.isPending}
              onClick={() => setForm('confirmDeposit')}
            >
              {t('detail.confirmDeposit')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setForm('reject')}>
              {t('detail.rejectReceipt')}
            </Button>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {t(`next.${detail.state}`)}
        </Typography>
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <BuyerCard detail={detail} />
        <ItemsCard detail={detail} />
        <AnswerCard detail={detail} />
        <InvoiceCard detail={detail} />
      </Box>
      {detail.state === S.depositConfirmed && (
        <>
          <ShipmentPanel ilNo={detail.ilNo} />
          <LoadingSetPanel ilNo={detail.ilNo} />
          <ArrivalMatchPanel ilNo={detail.ilNo} />
          <CustomsAssessmentPanel ilNo={detail.ilNo} />
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Card title={t('detail.history')}>
          <HistoryList detail={detail} language={tag} />
        </Card>
      </Box>
      {form === 'answer' && (
        <AnswerDialog detail={detail} pending={step.isPending} onClose={() => setForm(null)} onSend={send} />
      )}
      {form === 'invoice' && (
        <InvoiceDialog detail={detail} pending={step.isPending} onClose={() => setForm(null)} onSend={send} />
      )}
      {form === 'reject' && <RejectDialog pending={step.isPending} onClose={() => setForm(null)} onSend={send} />}
      {form === 'confirmDeposit' && (
        <ConfirmDialog
          title={t('detail.confirmDepositTitle', { number: inquiryNumber(detail.ilNo) })}
          text={t('detail.confirmDepositText')}
          confirmLabel={t('detail.confirmDepositYes')}
          backLabel={t('back')}
          color="success"
          pending={step.isPending}
          onClose={() => setForm(null)}
          onConfirm={() => {
            setForm(null);
            send({ step: 'deposit', body: { decision: 'confirm' } });
          }}
        />
      )}
    </>
  );
}
