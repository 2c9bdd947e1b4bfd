import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { formatUsd, inquiryNumber, itemNumber, routePath, type InquirySummary } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { useCarpayInquiries } from './api.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The latest receipt's state, or none. */
function receiptState(inquiry: InquirySummary): 'pending' | 'accepted' | 'rejected' | null {
  const newest = [...inquiry.receipts].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];
  return newest?.status ?? null;
}

/** Carpay: the buyer's inquiries in payment (invoice issued to deposit confirmed) with amounts and deadlines. */
export function CarpayListPage() {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const query = useCarpayInquiries();
  const date = (iso: string) => formatDateTime(iso, tag);
  return (
    <Page title={t('carpay.title')}>
      {query.isPending ? (
        <CircularProgress aria-label={t('access.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{t('list.failed')}</Alert>
      ) : query.data.length === 0 ? (
        <Typography role="status">{t('carpay.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table aria-label={t('carpay.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('finish.number')}</TableCell>
                <TableCell>{t('item.number')}</TableCell>
                <TableCell>{t('list.progress')}</TableCell>
                <TableCell>{t('carpay.amount')}</TableCell>
                <TableCell>{t('carpay.deadline')}</TableCell>
                <TableCell>{t('carpay.receipt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((inquiry) => {
                const receipt = receiptState(inquiry);
                const number = inquiryNumber(inquiry.ilNo);
                return (
                  <TableRow key={inquiry.ilNo}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={routePath('inquiryDetail', { ilNo: inquiry.ilNo })}
                        aria-label={t('carpay.open', { number })}
                      >
                        <bdi>{number}</bdi>
                      </Link>
                    </TableCell>
                    <TableCell>
                      <bdi>{inquiry.items.map((item) => itemNumber(item.itemNo)).join(', ')}</bdi>
                    </TableCell>
                    <TableCell>{t(`state.${inquiry.state}`)}</TableCell>
                    <TableCell>
                      <bdi>{inquiry.invoice ? formatUsd(inquiry.invoice.amount) : '–'}</bdi>
                    </TableCell>
                    <TableCell>{inquiry.invoice ? date(inquiry.invoice.depositDeadline) : '–'}</TableCell>
                    <TableCell>{receipt ? t(`receipt.status.${receipt}`) : t('receipt.none')}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Page>
  );
}
