import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, useParams } from 'react-router';
import {
  formatUsd,
  INQUIRY_STATE,
  inquiryNumber,
  itemNumber,
  ROUTES,
  type InquiryDetail,
  localizedName,
  UNPAID_INVOICE_STATES,
} from '@market/domain';
import { BankDetailsWarning } from '../../components/ui/bank-details-warning.tsx';
import { DiscountedPrice } from '../../components/ui/discounted-price.tsx';
import { Page } from '../../components/ui/page.tsx';
import { HttpError } from '../../lib/http.ts';
import { useInquiryDetail, useStatusAction } from './api.ts';
import { InquiryActions } from './inquiry-actions.tsx';
import { NoticeBar, statusErrorNotice, type Notice } from './notice-bar.tsx';
import { CustomsAssessmentUpload } from './customs-assessment-upload.tsx';
import { ShipmentTimeline } from './shipment-timeline.tsx';
import { ConditionAfterPayment } from './condition-after-payment.tsx';
import { DeadlineCountdown } from './deadline-countdown.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { inquiryAmount, inquiryItemTitle } from './inquiry-display.ts';

/** One inquiry with everything about it: destination, vehicles, consignee, answer, invoice, receipts, history. */
export function InquiryDetailPage() {
  const { ilNo = '' } = useParams();
  const { t } = useTranslation('inquiry');
  const query = useInquiryDetail(Number(ilNo));
  const number = inquiryNumber(Number(ilNo));
  return (
    <Page title={t('detail.title', { number })}>
      <Button component={RouterLink} to={ROUTES.inquiryList} sx={{ mb: 2 }}>
        {t('detail.back')}
      </Button>
      {query.isPending ? (
        <CircularProgress aria-label={t('access.loading')} />
      ) : query.error ? (
        <Alert severity="error">
          {query.error instanceof HttpError && query.error.status === 404 ? t('detail.notFound') : t('list.failed')}
        </Alert>
      ) : (
        <DetailBody inquiry={query.data} />
      )}
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `inquiry-section-${title.replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The vehicles of the inquiry with their vessel and prices. */
function ItemsSection({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('inquiry');
  const language = useLanguage().code;
  const money = (value: number | null) => (value === null ? t('price.ask') : formatUsd(value));
  return (
    <Section title={t('detail.items')}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('item.number')}</TableCell>
              <TableCell>{t('item.label')}</TableCell>
              <TableCell>{t('detail.vessel')}</TableCell>
              <TableCell>{t('price.itemPrice')}</TableCell>
              <TableCell>{t('price.freightFee')}</TableCell>
              <TableCell>{t('price.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {inquiry.items.map((item) => (
              <TableRow key={item.itemNo}>
                <TableCell>
                  <bdi>{itemNumber(item.itemNo)}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{inquiryItemTitle(item, language)}</bdi>
                </TableCell>
                <TableCell>
                  {[localizedName(item, 'vesselName', language) || item.vessel, item.terms]
                    .filter(Boolean)
                    .join(' · ') || t('terms.none')}
                </TableCell>
                <TableCell>
                  <DiscountedPrice
                    price={money(item.itemPrice)}
                    struck={item.itemPrice < item.sellPrice ? money(item.sellPrice) : null}
                  />
                </TableCell>
                <TableCell>
                  <bdi>{money(item.freightFee)}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{money(item.totalPrice)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}

/** The invoice: the countdown while unpaid, the bank-details warning and its facts. */
function InvoiceSection({
  inquiry,
  invoice,
}: {
  inquiry: InquiryDetail;
  invoice: NonNullable<InquiryDetail['invoice']>;
}) {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const locale = tag;
  return (
    <Section title={t('detail.invoice')}>
      {UNPAID_INVOICE_STATES.includes(inquiry.state) && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography color="text.secondary">{t('payment.countdownLabel')}</Typography>
          <DeadlineCountdown deadline={invoice.depositDeadline} />
        </Stack>
      )}
      <Box sx={{ mb: 2 }}>
        <BankDetailsWarning verificationCode={invoice.verificationCode} />
      </Box>
      <Facts
        rows={[
          [t('detail.invoiceNumber'), <bdi key="no">{invoice.number}</bdi>],
          [t('detail.amount'), <bdi key="amount">{formatUsd(invoice.amount)}</bdi>],
          [t('detail.bankAccount'), <bdi key="bank">{invoice.bankAccount}</bdi>],
          [t('detail.deadline'), formatDateTime(invoice.depositDeadline, locale)],
          [t('detail.issued'), formatDateTime(invoice.issuedAt, locale)],
          [t('detail.confirmed'), invoice.confirmedAt ? formatDateTime(invoice.confirmedAt, locale) : '–'],
        ]}
      />
    </Section>
  );
}

function DetailBody({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const language = useLanguage().code;
  const status = useStatusAction();
  const [notice, setNotice] = useState<Notice | null>(null);
  const locale = tag;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t('list.progress')}:</Typography>
        <Chip color="primary" label={t(`state.${inquiry.state}`)} />
        <Typography color="text.secondary">
          {t('list.created')}: {formatDate(inquiry.createdAt, locale)}
        </Typography>
      </Stack>
      <InquiryActions
        inquiry={inquiry}
        busy={status.isPending}
        onAction={(action) =>
          status.mutate([{ ilNo: inquiry.ilNo, action }], {
            onSuccess: () => setNotice({ severity: 'success', text: t('list.done') }),
            onError: (error) => setNotice(statusErrorNotice(t, error)),
          })
        }
        onUploaded={() => setNotice({ severity: 'success', text: t('receipt.uploaded') })}
      />

      <Section title={t('detail.terms')}>
        <Facts
          rows={[
            [t('detail.country'), localizedName(inquiry, 'countryName', language)],
            [t('detail.port'), localizedName(inquiry, 'portName', language)],
            [t('list.price'), <bdi key="price">{inquiryAmount(inquiry, t('price.ask'))}</bdi>],
          ]}
        />
      </Section>

      <ItemsSection inquiry={inquiry} />

      <Section title={t('detail.consignee')}>
        <Facts
          rows={[
            [t('consignee.fields.userName'), inquiry.userName],
            [t('consignee.fields.userPhone'), <bdi key="phone">{inquiry.userPhone}</bdi>],
            [t('consignee.fields.userEmail'), <bdi key="email">{inquiry.userEmail}</bdi>],
            [t('consignee.fields.userConsigneeName'), inquiry.userConsigneeName],
            [t('consignee.fields.userConsigneeAddress'), inquiry.userConsigneeAddress],
            [t('consignee.fields.userDocumentAddress'), inquiry.userDocumentAddress],
            [t('detail.requirements'), inquiry.contents],
          ]}
        />
      </Section>

      {(inquiry.answer || inquiry.managerName) && (
        <Section title={t('detail.answer')}>
          <Facts
            rows={[
              ...(inquiry.managerName ? [[t('detail.manager'), inquiry.managerName] as [string, ReactNode]] : []),
              ...(inquiry.answer
                ? ([
                    [t('detail.finalPrice'), <bdi key="final">{formatUsd(inquiry.answer.finalPrice)}</bdi>],
                    [t('price.terms'), inquiry.answer.terms],
                    [t('detail.remarks'), inquiry.answer.remarks],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
      )}

      {inquiry.invoice && <InvoiceSection inquiry={inquiry} invoice={inquiry.invoice} />}

      {inquiry.state === INQUIRY_STATE.depositConfirmed && (
        <Section title={t('shipment.title')}>
          <ShipmentTimeline ilNo={inquiry.ilNo} />
          <CustomsAssessmentUpload ilNo={inquiry.ilNo} />
          <ConditionAfterPayment ilNo={inquiry.ilNo} />
        </Section>
      )}

      <Section title={t('detail.receipts')}>
        {inquiry.receipts.length === 0 ? (
          <Typography color="text.secondary">{t('receipt.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, paddingInlineStart: 2 }}>
            {inquiry.receipts.map((receipt) => (
              <li key={receipt.receiptNo}>
                <bdi>{receipt.fileName}</bdi> · {formatDateTime(receipt.uploadedAt, locale)} ·{' '}
                {t(`receipt.status.${receipt.status}`)}
                {receipt.rejectReason ? ` (${receipt.rejectReason})` : ''}
              </li>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('detail.history')}>
        <Stack component="ol" spacing={1} sx={{ m: 0, paddingInlineStart: 3 }}>
          {inquiry.history.map((event, index) => (
            <li key={`${event.createdAt}-${index}`}>
              {formatDateTime(event.createdAt, locale)} · {t(`detail.actor.${event.actor}`)} ·{' '}
              {t(`state.${event.toState}`)}
              {event.note ? ` — ${event.note}` : ''}
            </li>
          ))}
        </Stack>
      </Section>

      <NoticeBar notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
