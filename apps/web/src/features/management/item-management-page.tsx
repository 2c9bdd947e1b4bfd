import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import {
  formatNumber,
  formatUsd,
  hasRole,
  isDeletedFlag,
  ITEM_FLAG,
  itemNumber,
  localizedName,
  MEMO_MAX,
  routePath,
  ROUTES,
  type ManagementRow,
} from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { formatDate } from '../../lib/format.ts';
import { moveItemToTop, myItemsQuery, saveFlags, saveMemo, saveSecret, type SellerFlag } from './api.ts';
import { PriceDialog } from './price-dialog.tsx';
import { StyledListingPicture } from '../../components/ui/styled-listing-picture.tsx';

const FLAG_KEYS: Record<number, string> = {
  0: 'normal',
  1: 'deleted',
  2: 'reserved',
  3: 'sold',
  4: 'deletedByStaff',
  5: 'deletedByStaff',
};
const FLAG_COLORS = { 0: 'success', 1: 'default', 2: 'warning', 3: 'error' } as const;
type Filter = { keyword: string; flag: string; page: number; size: number };

function MemoDialog({ row, onClose, onSaved }: { row: ManagementRow; onClose: () => void; onSaved: () => void }) {
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

/** /item/management: the seller's listings with search, status changes, memo, move to top, price and Public Item. */
export function ItemManagementPage() {
  const { t, i18n } = useTranslation('item-form');
  const language = useLanguage().code;
  const queryClient = useQueryClient();
  const session = useCurrentUserQuery();
  const user = session.data ?? null;
  const allowed = user !== null && hasRole(user, 'seller') && user.admission;
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<Filter>({ keyword: '', flag: '', page: 0, size: 20 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [priceRow, setPriceRow] = useState<ManagementRow | null>(null);
  const [memoRow, setMemoRow] = useState<ManagementRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const params = new URLSearchParams({ page: String(filter.page + 1), size: String(filter.size) });
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (filter.flag) params.set('flag', filter.flag);
  const list = useQuery({
    ...myItemsQuery(params),
    enabled: allowed,
    placeholderData: keepPreviousData,
  });
  const refresh = (message?: string) => {
    if (message) setNotice(message);
    return queryClient.invalidateQueries({ queryKey: queryKeys.items });
  };

  const setFlags = useMutation({
    mutationFn: (flag: SellerFlag) => saveFlags([...selected].map((itemNo) => ({ itemNo, flag }))),
    onSuccess: (_data, flag) => {
      setSelected(new Set());
      setConfirmDelete(false);
      void refresh(t('management.flagged', { status: t(`status.${FLAG_KEYS[flag]}`) }));
    },
  });
  // A listing the seller deleted goes back on sale; one staff deleted (4, 5) shows its reason instead.
  const restore = useMutation({
    mutationFn: (itemNo: number) => saveFlags([{ itemNo, flag: ITEM_FLAG.normal }]),
    onSuccess: () => refresh(t('management.restored')),
  });
  const moveToTop = useMutation({
    mutationFn: (itemNo: number) => moveItemToTop(itemNo),
    onSuccess: () => refresh(t('management.movedToTop')),
  });
  const setSecret = useMutation({
    mutationFn: ({ itemNo, flag }: { itemNo: number; flag: boolean }) => saveSecret(itemNo, flag),
    onSuccess: () => refresh(),
  });

  const title = t('management.title');
  if (session.isLoading) return <Page title={title} />;
  if (!user || !allowed) {
    return (
      <Page title={title}>
        <Alert
          severity="warning"
          action={
            !user ? (
              <Button component={RouterLink} to={ROUTES.login}>
                {t('loginAction')}
              </Button>
            ) : hasRole(user, 'seller') ? (
              <Button component={RouterLink} to={ROUTES.myPage}>
                {t('myPageAction')}
              </Button>
            ) : undefined
          }
        >
          {t(!user ? 'loginRequired' : hasRole(user, 'seller') ? 'admissionPending' : 'sellersOnly')}
        </Alert>
      </Page>
    );
  }

  const rows = list.data?.list ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.itemNo));
  const toggle = (itemNo: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemNo)) next.delete(itemNo);
      else next.add(itemNo);
      return next;
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSelected(new Set());
    setFilter((f) => ({ ...f, keyword: draft.trim(), page: 0 }));
  };
  const date = (iso: string) => formatDate(iso, i18n.language);
  const error = list.error ?? setFlags.error ?? restore.error ?? moveToTop.error ?? setSecret.error;

  return (
    <Page title={title}>
      <Stack spacing={2}>
        <Stack
          component="form"
          role="search"
          onSubmit={search}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            label={t('management.search')}
            placeholder={t('management.searchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            size="small"
            sx={{ minWidth: 280 }}
          />
          <TextField
            select
            label={t('management.statusFilter')}
            value={filter.flag}
            size="small"
            sx={{ minWidth: 180 }}
            onChange={(event) => setFilter((f) => ({ ...f, flag: event.target.value, page: 0 }))}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } } } }}
          >
            <MenuItem value="">{t('management.allActive')}</MenuItem>
            {[0, 2, 3, 1].map((flag) => (
              <MenuItem key={flag} value={String(flag)}>
                {t(`status.${FLAG_KEYS[flag]}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            {t('management.searchAction')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to={ROUTES.sellerOffers}>
            {t('offers.title')}
          </Button>
          <Button component={RouterLink} to={ROUTES.itemUpload} variant="outlined">
            {t('management.add')}
          </Button>
        </Stack>

        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography sx={{ mx: 1 }}>{t('management.selected', { count: selected.size })}</Typography>
            {([0, 2, 3] as const).map((flag) => (
              <Button
                key={flag}
                size="small"
                variant="outlined"
                disabled={selected.size === 0 || setFlags.isPending}
                onClick={() => setFlags.mutate(flag)}
              >
                {t('management.markAs', { status: t(`status.${FLAG_KEYS[flag]}`) })}
              </Button>
            ))}
            <Button
              size="small"
              color="error"
              variant="outlined"
              disabled={selected.size === 0 || setFlags.isPending}
              onClick={() => setConfirmDelete(true)}
            >
              {t('management.delete')}
            </Button>
          </Stack>
        </Paper>

        {error && <Alert severity="error">{error.message}</Alert>}

        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && rows.some((row) => selected.has(row.itemNo))}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.itemNo)))}
                    slotProps={{ input: { 'aria-label': t('management.selectAll') } }}
                  />
                </TableCell>
                <TableCell>{t('management.picture')}</TableCell>
                <TableCell>{t('management.item')}</TableCell>
                <TableCell>{t('management.status')}</TableCell>
                <TableCell align="right">{t('management.price')}</TableCell>
                <TableCell align="right">{t('management.views')}</TableCell>
                <TableCell>{t('management.dates')}</TableCell>
                {user.secret && <TableCell>{t('fields.secret')}</TableCell>}
                <TableCell>{t('management.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !list.isLoading && (
                <TableRow>
                  <TableCell colSpan={9}>
                    <Typography sx={{ py: 3, textAlign: 'center' }}>{t('management.empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => {
                const name = `${row.year} ${localizedName(row, 'maker', language)} ${localizedName(row, 'model', language)}`;
                return (
                  <TableRow key={row.itemNo} hover selected={selected.has(row.itemNo)} data-testid="management-row">
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(row.itemNo)}
                        onChange={() => toggle(row.itemNo)}
                        slotProps={{ input: { 'aria-label': t('management.select', { itemNo: row.itemNo }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      {row.thumbnail ? (
                        <StyledListingPicture
                          pictureKey={row.thumbnail}
                          alt={name}
                          sizes="96px"
                          sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
                        />
                      ) : (
                        <Box sx={{ width: 96, height: 64, bgcolor: 'action.hover', borderRadius: 0.5 }} />
                      )}
                    </TableCell>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={routePath('carDetail', { itemNo: String(row.itemNo) })}
                        dir="ltr"
                      >
                        {itemNumber(row.itemNo)}
                      </Link>
                      <Typography variant="body2">{name}</Typography>
                      <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
                        {row.chassisNo}
                      </Typography>
                      {row.markets.of > 0 && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('management.markets', row.markets)}
                        </Typography>
                      )}
                      {row.memo && (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          component="div"
                          sx={{ whiteSpace: 'pre-wrap' }}
                        >
                          {t('management.memo')}: {row.memo}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={FLAG_COLORS[row.flag as 0 | 1 | 2 | 3] ?? 'default'}
                        label={t(`status.${FLAG_KEYS[row.flag] ?? 'deleted'}`)}
                      />
                      {row.deleteReason && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('management.deleteReason', { reason: row.deleteReason })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Box dir="ltr">{formatUsd(row.sellPrice)}</Box>
                      {row.discountPrice !== null && (
                        <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
                          {t('fields.discountPrice')}: {formatUsd(row.discountPrice)}
                        </Typography>
                      )}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('management.commission')}: <span dir="ltr">{formatUsd(row.commission)}</span>
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatNumber(row.updateViews)}</TableCell>
                    <TableCell>
                      <Typography variant="caption" component="div">
                        {t('management.created')}: {date(row.createdAt)}
                      </Typography>
                      <Typography variant="caption" component="div">
                        {t('management.updated')}: {date(row.updateDate)}
                      </Typography>
                    </TableCell>
                    {user.secret && (
                      <TableCell>
                        <Switch
                          checked={row.secret}
                          disabled={isDeletedFlag(row.flag)}
                          onChange={(event) => setSecret.mutate({ itemNo: row.itemNo, flag: event.target.checked })}
                          slotProps={{ input: { 'aria-label': t('management.secretOf', { itemNo: row.itemNo }) } }}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      {row.flag === ITEM_FLAG.deleted && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={restore.isPending}
                          onClick={() => restore.mutate(row.itemNo)}
                          aria-label={t('management.restoreOf', { itemNo: row.itemNo })}
                        >
                          {t('management.restore')}
                        </Button>
                      )}
                      {!isDeletedFlag(row.flag) && (
                        <Stack direction="row">
                          <Tooltip title={t('management.edit')}>
                            <IconButton
                              component={RouterLink}
                              to={`${ROUTES.itemUpload}?itemNo=${row.itemNo}`}
                              aria-label={t('management.editOf', { itemNo: row.itemNo })}
                            >
                              <EditIcon />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('management.editPrice')}>
                            <IconButton
                              onClick={() => setPriceRow(row)}
                              aria-label={t('management.editPriceOf', { itemNo: row.itemNo })}
                            >
                              <PriceChangeIcon />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('management.memo')}>
                            <IconButton
                              onClick={() => setMemoRow(row)}
                              aria-label={t('management.memoOf', { itemNo: row.itemNo })}
                            >
                              <EditNoteIcon />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('management.moveToTop')}>
                            <IconButton
                              onClick={() => moveToTop.mutate(row.itemNo)}
                              aria-label={t('management.moveToTopOf', { itemNo: row.itemNo })}
                            >
                              <VerticalAlignTopIcon />
                            </IconButton>
                          </Tooltip>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={filter.page}
          rowsPerPage={filter.size}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_event, page) => setFilter((f) => ({ ...f, page }))}
          onRowsPerPageChange={(event) => setFilter((f) => ({ ...f, size: Number(event.target.value), page: 0 }))}
          labelRowsPerPage={t('management.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('management.rows', { from, to, count })}
        />
      </Stack>

      {priceRow && (
        <PriceDialog
          row={priceRow}
          onClose={() => setPriceRow(null)}
          onSaved={() => {
            setPriceRow(null);
            void refresh(t('management.priceSaved'));
          }}
        />
      )}
      {memoRow && (
        <MemoDialog
          row={memoRow}
          onClose={() => setMemoRow(null)}
          onSaved={() => {
            setMemoRow(null);
            void refresh(t('management.memoSaved'));
          }}
        />
      )}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">{t('management.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('management.deleteText', { count: selected.size })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => setFlags.mutate(1)}>
            {t('management.delete')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={3000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Page>
  );
}
