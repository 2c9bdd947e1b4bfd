import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation.tsx';
import { Link as RouterLink, useParams } from 'react-router';
import {
  answerBodySchema,
  DEFAULT_DEPOSIT_DAYS,
  depositBodySchema,
  invoiceBodySchema,
  formatBankAccount,
  formatVerificationCode,
  DEPOSIT_TIME_ZONE,
  depositDayAt,
  depositDeadlineOf,
  INQUIRY_STATE as S,
  inquiryNumber,
  itemNumber,
  ROUTES,
  routePath,
  type StaffInquiryDetail,
} from '@market/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useBankAccounts, useInquiry, useInquiryStep, type InquiryStep } from '../shared/api.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert, formatMoney, SectionTitle } from '../shared/console-parts.tsx';
import { CustomsAssessmentPanel } from './customs-assessment-panel.tsx';
import { ShipmentPanel } from './shipment-panel.tsx';
import { ArrivalMatchPanel, LoadingSetPanel } from './handover-panel.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {value}
      </Typography>
    </Stack>
  );
}

type Form = 'answer' | 'invoice' | 'reject' | 'confirmDeposit' | null;

/** One inquiry: what the buyer asked, the answer, invoice and receipts, the history, and the next staff step. */
export function InquiryDetailPanel() {
  const { t, i18n } = useTranslation('admin');
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
        <Card title={t('detail.buyer')}>
          <Field label={t('detail.name')} value={detail.userName} />
          <Field label={t('detail.email')} value={detail.userEmail} />
          <Field label={t('detail.phone')} value={detail.userPhone} />
          <Field label={t('detail.consignee')} value={`${detail.userConsigneeName}, ${detail.userConsigneeAddress}`} />
          <Field label={t('detail.documentAddress')} value={detail.userDocumentAddress} />
          <Field label={t('detail.destination')} value={`${detail.engCountryName} · ${detail.engPortName}`} />
          <Field label={t('detail.requirements')} value={detail.contents} />
          <Field label={t('queue.manager')} value={detail.managerName ?? '–'} />
        </Card>
        <Card title={t('detail.items')}>
          {detail.items.map((item) => (
            <Field
              key={item.itemNo}
              label={itemNumber(item.itemNo)}
              value={
                <>
                  <Link component={RouterLink} to={routePath('carDetail', { itemNo: item.itemNo })}>
                    {item.year} {item.engMaker} {item.engModel}
                  </Link>
                  {` · ${formatMoney(item.itemPrice)}`}
                  {/* A discounted vehicle is quoted below its sell price: staff see both. */}
                  {item.itemPrice !== item.sellPrice &&
                    ` (${t('detail.sellPrice', { price: formatMoney(item.sellPrice) })})`}
                  {` + ${item.askFlag ? t('detail.ask') : formatMoney(item.freightFee)} = ${
                    item.askFlag ? t('detail.ask') : formatMoney(item.totalPrice)
                  } ${item.terms ?? ''}`}
                  {item.importNotAllowed && (
                    <Chip
                      size="small"
                      color="error"
                      label={t('detail.importNotAllowed')}
                      sx={{ marginInlineStart: 1 }}
                    />
                  )}
                  <br />
                  {t('detail.seller')}:{' '}
                  <Link
                    component={RouterLink}
                    to={`${ROUTES.adminSellers}?q=${encodeURIComponent(item.seller.userId)}`}
                  >
                    <bdi>{item.seller.companyName ?? item.seller.name}</bdi> ({item.seller.userId})
                  </Link>
                </>
              }
            />
          ))}
        </Card>
        <Card title={t('detail.answerTitle')}>
          {detail.answer ? (
            <>
              <Field label={t('detail.finalPrice')} value={formatMoney(detail.answer.finalPrice)} />
              <Field label={t('detail.terms')} value={detail.answer.terms} />
              <Field label={t('detail.remarks')} value={detail.answer.remarks || '–'} />
              <Field label={t('detail.answeredAt')} value={formatDateTime(detail.answer.answeredAt, i18n.language)} />
            </>
          ) : (
            <Typography variant="body2">{t('detail.noAnswer')}</Typography>
          )}
        </Card>
        <Card title={t('detail.invoiceTitle')}>
          {detail.invoice ? (
            <>
              <Field label={t('detail.invoiceNumber')} value={detail.invoice.number} />
              <Field label={t('detail.amount')} value={formatMoney(detail.invoice.amount)} />
              <Field label={t('detail.bankAccount')} value={detail.invoice.bankAccount} />
              <Field
                label={t('detail.verificationCode')}
                value={formatVerificationCode(detail.invoice.verificationCode)}
              />
              <Field
                label={t('detail.deadline')}
                value={`${formatDateTime(detail.invoice.depositDeadline, i18n.language, DEPOSIT_TIME_ZONE)} ${t('detail.koreaTime')}`}
              />
              <Field
                label={t('detail.confirmedAt')}
                value={formatDateTime(detail.invoice.confirmedAt, i18n.language)}
              />
            </>
          ) : (
            <Typography variant="body2">{t('detail.noInvoice')}</Typography>
          )}
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {t('detail.receipts')}
          </Typography>
          {detail.receipts.length === 0 && <Typography variant="body2">{t('detail.noReceipts')}</Typography>}
          <List dense>
            {detail.receipts.map((receipt) => (
              <ListItem key={receipt.receiptNo} disableGutters>
                <ListItemText
                  primary={
                    <Link href={`/api/staff/receipts/${receipt.receiptNo}`} target="_blank" rel="noopener">
                      {receipt.fileName}
                    </Link>
                  }
                  secondary={`${t(`receipt.${receipt.status}`)} · ${formatDateTime(receipt.uploadedAt, i18n.language)}${
                    receipt.rejectReason ? ` · ${receipt.rejectReason}` : ''
                  }`}
                />
              </ListItem>
            ))}
          </List>
        </Card>
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
          <HistoryList detail={detail} language={i18n.language} />
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

function HistoryList({ detail, language }: { detail: StaffInquiryDetail; language: string }) {
  const { t } = useTranslation('admin');
  return (
    <List dense aria-label={t('detail.history')}>
      {detail.history.map((event, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText
            primary={`${event.fromState ? `${t(`state.${event.fromState}`)} → ` : ''}${t(`state.${event.toState}`)}`}
            secondary={`${formatDateTime(event.createdAt, language)} · ${t(`actor.${event.actor}`)}${event.note ? ` · ${event.note}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

interface DialogProps {
  pending: boolean;
  onClose(): void;
  /** Sends the step; `onError` is told of a failed call (to put the server's messages on the fields). */
  onSend(action: InquiryStep, onError?: (failure: unknown) => void): void;
}

const digits = (typed: string) => typed.replace(/[^0-9]/g, '');
/** A typed amount as the body holds it: none while empty. */
const amountOf = (typed: string) => (typed === '' ? undefined : Number(typed));

function AnswerDialog({ detail, ...props }: DialogProps & { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  const first = detail.items[0];
  const { control, handleSubmit, setError } = useForm({
    defaultValues: {
      finalPrice: String(detail.items.reduce((sum, item) => sum + (item.totalPrice ?? item.itemPrice), 0)),
      terms: first?.terms ? `${first.terms} ${detail.engPortName}` : '',
      remarks: '',
    },
    resolver: schemaResolver(answerBodySchema, (values: { finalPrice: string; terms: string; remarks: string }) => ({
      ...values,
      finalPrice: amountOf(values.finalPrice),
    })),
  });
  return (
    <FormDialog
      title={t('detail.answer')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit(({ finalPrice, terms, remarks }) =>
        props.onSend({ step: 'answer', body: { finalPrice: Number(finalPrice), terms, remarks } }, (failure) =>
          showServerErrors(failure, setError),
        ),
      )}
    >
      <FormTextField
        control={control}
        name="finalPrice"
        required
        label={t('detail.finalPrice')}
        transform={digits}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="terms" required label={t('detail.terms')} />
      <FormTextField control={control} name="remarks" label={t('detail.remarks')} multiline minRows={3} />
    </FormDialog>
  );
}

interface InvoiceValues {
  amount: string;
  bankAccountNo: string;
  deadline: string;
}

/** The invoice form as the body: the chosen account and deadline, or none for the server's defaults. */
const invoiceBodyOf = ({ amount, bankAccountNo, deadline }: InvoiceValues) => ({
  amount: amountOf(amount),
  ...(bankAccountNo ? { bankAccountNo: Number(bankAccountNo) } : {}),
  ...(deadline ? { depositDeadline: depositDeadlineOf(deadline) } : {}),
});

function InvoiceDialog({ detail, ...props }: DialogProps & { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  const [today] = useState(() => depositDayAt(new Date()));
  const [defaultValues] = useState<InvoiceValues>(() => ({
    amount: String(detail.answer?.finalPrice ?? ''),
    bankAccountNo: '',
    deadline: depositDayAt(new Date(Date.now() + DEFAULT_DEPOSIT_DAYS * 86_400_000)),
  }));
  const accounts = useBankAccounts().data?.accounts.filter((account) => account.active) ?? [];
  const { control, handleSubmit, setError } = useForm<InvoiceValues>({
    defaultValues,
    // The amount is required here, though the server would take the answered price; its own rule says "Required field"
    // (`.required()` would say "not valid": zod's nonoptional message is not one of the domain's).
    resolver: schemaResolver(
      invoiceBodySchema.extend({ amount: invoiceBodySchema.shape.amount.unwrap() }),
      invoiceBodyOf,
    ),
  });
  return (
    <FormDialog
      title={t(detail.invoice ? 'detail.reissueInvoice' : 'detail.issueInvoice')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit((values) =>
        props.onSend({ step: 'invoice', body: invoiceBodyOf(values) }, (failure) =>
          showServerErrors(failure, setError, (path) => (path === 'depositDeadline' ? 'deadline' : path)),
        ),
      )}
    >
      <FormTextField
        control={control}
        name="amount"
        required
        label={t('detail.amount')}
        transform={digits}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name="bankAccountNo"
        select
        label={t('bankAccounts.invoiceAccount')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('bankAccounts.firstActive')}</option>
        {accounts.map((account) => (
          <option key={account.accountNo} value={account.accountNo}>
            {formatBankAccount(account)}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="deadline"
        type="date"
        label={t('detail.deadline')}
        helperText={t('detail.deadlineHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
    </FormDialog>
  );
}

function RejectDialog(props: DialogProps) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { decision: 'reject' as const, reason: '' },
    resolver: schemaResolver(depositBodySchema),
  });
  return (
    <FormDialog
      title={t('detail.rejectReceipt')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit((body) =>
        props.onSend({ step: 'deposit', body }, (failure) => showServerErrors(failure, setError)),
      )}
    >
      <FormTextField control={control} name="reason" required label={t('reason')} multiline minRows={2} />
    </FormDialog>
  );
}
