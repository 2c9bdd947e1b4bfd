import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_STATUSES, type StaffSeller } from '@market/domain';
import { useSellerActions, useSellers } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { ItemsTable } from './items-table.tsx';
import { ErrorAlert, formatDate, HeaderRow, Pager, SectionTitle } from './shared.tsx';

const STATUS_COLORS = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/** Sellers and dealers: those waiting for admission come first; approve or refuse, flags, items and document. */
export function SellersPage() {
  const { t, i18n } = useTranslation('admin');
  const [filters, setFilters] = useState<Record<string, string | number | undefined>>({ page: 1, size: 20 });
  const sellers = useSellers(filters);
  const actions = useSellerActions();
  const [refusing, setRefusing] = useState<StaffSeller | null>(null);
  const [reason, setReason] = useState('');
  const [showing, setShowing] = useState<StaffSeller | null>(null);
  const set = (changes: Record<string, string | number | undefined>) =>
    setFilters((current) => ({ ...current, page: 1, ...changes }));
  const error = actions.admission.error ?? actions.flags.error ?? sellers.error;

  return (
    <>
      <SectionTitle>{t('sellers.title')}</SectionTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} role="search" aria-label={t('sellers.filters')}>
        <TextField
          select
          size="small"
          label={t('sellers.status')}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: event.target.value || undefined })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {SELLER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`sellers.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('sellers.type')}
          value={filters.userFlag ?? ''}
          onChange={(event) => set({ userFlag: event.target.value || undefined })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          <MenuItem value="1">{t('sellers.seller')}</MenuItem>
          <MenuItem value="2">{t('sellers.dealer')}</MenuItem>
        </TextField>
        {(['partners', 'secret'] as const).map((flag) => (
          <TextField
            key={flag}
            select
            size="small"
            label={t(`sellers.${flag}`)}
            value={filters[flag] ?? ''}
            onChange={(event) => set({ [flag]: event.target.value || undefined })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            <MenuItem value="true">{t('yes')}</MenuItem>
            <MenuItem value="false">{t('no')}</MenuItem>
          </TextField>
        ))}
        <TextField
          size="small"
          label={t('sellers.search')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set({ q: (event.target as HTMLInputElement).value.trim() || undefined });
          }}
          onBlur={(event) => set({ q: event.target.value.trim() || undefined })}
        />
      </Stack>
      <ErrorAlert error={error} />
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('sellers.title')}>
          <HeaderRow
            labels={[
              'sellers.account',
              'sellers.company',
              'sellers.status',
              'sellers.partners',
              'sellers.secret',
              'sellers.items',
              'sellers.document',
              'sellers.admission',
            ]}
          />
          <TableBody>
            {sellers.data?.list.map((seller) => (
              <TableRow key={seller.userNo} hover data-testid={`seller-${seller.userId}`}>
                <TableCell>
                  {seller.name} ({seller.userId})
                  <br />
                  <small>
                    {t(seller.userFlag === 2 ? 'sellers.dealer' : 'sellers.seller')} · {seller.email} ·{' '}
                    {formatDate(seller.createdAt, i18n.language)}
                  </small>
                </TableCell>
                <TableCell>
                  {seller.companyName ?? '–'}
                  {seller.businessNumber ? ` (${seller.businessNumber})` : ''}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLORS[seller.status]} label={t(`sellers.${seller.status}`)} />
                  {seller.refuseReason && <small> {seller.refuseReason}</small>}
                </TableCell>
                {(['partners', 'secret'] as const).map((flag) => (
                  <TableCell key={flag}>
                    <Switch
                      checked={seller[flag]}
                      disabled={actions.flags.isPending}
                      slotProps={{ input: { 'aria-label': `${t(`sellers.${flag}`)} ${seller.userId}` } }}
                      onChange={(_, checked) =>
                        actions.flags.mutate({ userNo: seller.userNo, flags: { [flag]: checked } })
                      }
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <Button size="small" onClick={() => setShowing(seller)} disabled={seller.itemCount === 0}>
                    {t('sellers.itemCount', { count: seller.itemCount })}
                  </Button>
                </TableCell>
                <TableCell>
                  {seller.hasDocument ? (
                    <Link href={`/api/staff/sellers/${seller.userNo}/document`} target="_blank" rel="noopener">
                      {t('sellers.viewDocument')}
                    </Link>
                  ) : (
                    '–'
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {seller.status !== 'approved' && (
                      <Button
                        size="small"
                        variant="contained"
                        color="success"
                        disabled={actions.admission.isPending}
                        onClick={() =>
                          actions.admission.mutate({ userNo: seller.userNo, body: { decision: 'approve' } })
                        }
                      >
                        {t('sellers.approve')}
                      </Button>
                    )}
                    {seller.status !== 'refused' && (
                      <Button size="small" variant="outlined" color="error" onClick={() => setRefusing(seller)}>
                        {t('sellers.refuse')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pager
          total={sellers.data?.total ?? 0}
          page={Number(filters.page)}
          size={Number(filters.size)}
          onPage={(page) => setFilters((current) => ({ ...current, page }))}
          onSize={(size) => set({ size })}
        />
      </TableContainer>
      {refusing && (
        <FormDialog
          title={t('sellers.refuseTitle', { name: refusing.companyName ?? refusing.name })}
          pending={actions.admission.isPending}
          submitLabel={t('sellers.refuse')}
          onClose={() => setRefusing(null)}
          onSubmit={() =>
            reason.trim() &&
            actions.admission.mutate(
              { userNo: refusing.userNo, body: { decision: 'refuse', reason: reason.trim() } },
              {
                onSuccess: () => {
                  setRefusing(null);
                  setReason('');
                },
              },
            )
          }
        >
          <TextField
            required
            autoFocus
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
        </FormDialog>
      )}
      {showing && (
        <Dialog open onClose={() => setShowing(null)} fullWidth maxWidth="lg" aria-labelledby="seller-items-title">
          <DialogTitle id="seller-items-title">
            {t('sellers.itemsOf', { name: showing.companyName ?? showing.name })}
          </DialogTitle>
          <DialogContent>
            <ItemsTable sellerNo={showing.userNo} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
