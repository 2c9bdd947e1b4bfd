import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import {
  formatVerificationCode,
  DEPOSIT_TIME_ZONE,
  itemNumber,
  ROUTES,
  routePath,
  type StaffInquiryDetail,
} from '@market/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../shared/console-parts.tsx';

export function Card({ title, children }: { title: string; children: ReactNode }) {
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

/** Who asked, where the vehicle goes, and the staff member in charge. */
export function BuyerCard({ detail }: { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  return (
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
  );
}

/** The vehicles asked for: price, freight, total, the import verdict and the seller. */
export function ItemsCard({ detail }: { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  return (
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
                <Chip size="small" color="error" label={t('detail.importNotAllowed')} sx={{ marginInlineStart: 1 }} />
              )}
              <br />
              {t('detail.seller')}:{' '}
              <Link component={RouterLink} to={`${ROUTES.adminSellers}?q=${encodeURIComponent(item.seller.userId)}`}>
                <bdi>{item.seller.companyName ?? item.seller.name}</bdi> ({item.seller.userId})
              </Link>
            </>
          }
        />
      ))}
    </Card>
  );
}

/** The staff's answer, once given. */
export function AnswerCard({ detail }: { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  return (
    <Card title={t('detail.answerTitle')}>
      {detail.answer ? (
        <>
          <Field label={t('detail.finalPrice')} value={formatMoney(detail.answer.finalPrice)} />
          <Field label={t('detail.terms')} value={detail.answer.terms} />
          <Field label={t('detail.remarks')} value={detail.answer.remarks || '–'} />
          <Field label={t('detail.answeredAt')} value={formatDateTime(detail.answer.answeredAt, tag)} />
        </>
      ) : (
        <Typography variant="body2">{t('detail.noAnswer')}</Typography>
      )}
    </Card>
  );
}

/** The invoice and the buyer's receipts. */
export function InvoiceCard({ detail }: { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  return (
    <Card title={t('detail.invoiceTitle')}>
      {detail.invoice ? (
        <>
          <Field label={t('detail.invoiceNumber')} value={detail.invoice.number} />
          <Field label={t('detail.amount')} value={formatMoney(detail.invoice.amount)} />
          <Field label={t('detail.bankAccount')} value={detail.invoice.bankAccount} />
          <Field label={t('detail.verificationCode')} value={formatVerificationCode(detail.invoice.verificationCode)} />
          <Field
            label={t('detail.deadline')}
            value={`${formatDateTime(detail.invoice.depositDeadline, tag, DEPOSIT_TIME_ZONE)} ${t('detail.koreaTime')}`}
          />
          <Field label={t('detail.confirmedAt')} value={formatDateTime(detail.invoice.confirmedAt, tag)} />
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
              secondary={`${t(`receipt.${receipt.status}`)} · ${formatDateTime(receipt.uploadedAt, tag)}${
                receipt.rejectReason ? ` · ${receipt.rejectReason}` : ''
              }`}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

/** The inquiry's steps, oldest first. */
export function HistoryList({ detail, language }: { detail: StaffInquiryDetail; language: string }) {
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
