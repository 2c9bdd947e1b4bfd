import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { hasRole, ITEM_FLAG, ROUTES, type CurrentUser, type ManagementRow } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { moveItemToTop, myItemsQuery, saveFlags, saveSecret, type SellerFlag } from './api.ts';
import { BulkActions, ManagementSearch } from './management-toolbar.tsx';
import { FLAG_KEYS, ManagementTableRow } from './management-row.tsx';
import { MemoDialog } from './memo-dialog.tsx';
import { PriceDialog } from './price-dialog.tsx';

type Filter = { keyword: string; flag: string; page: number; size: number };

/** Why the page is not shown, with the way forward: log in, or the admission on My Page. */
function AccessNotice({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation('item-form');
  const seller = user !== null && hasRole(user, 'seller');
  return (
    <Alert
      severity="warning"
      action={
        !user ? (
          <Button component={RouterLink} to={ROUTES.login}>
            {t('loginAction')}
          </Button>
        ) : seller ? (
          <Button component={RouterLink} to={ROUTES.myPage}>
            {t('myPageAction')}
          </Button>
        ) : undefined
      }
    >
      {t(!user ? 'loginRequired' : seller ? 'admissionPending' : 'sellersOnly')}
    </Alert>
  );
}

/** The management table's head: select all, and the columns (the Public Item one for sellers who may use it). */
function ManagementHead({
  rows,
  selected,
  showSecret,
  onSelect,
}: {
  rows: ManagementRow[];
  selected: Set<number>;
  showSecret: boolean;
  onSelect: (next: Set<number>) => void;
}) {
  const { t } = useTranslation('item-form');
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.itemNo));
  const columns = ['picture', 'item', 'status'] as const;
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox">
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && rows.some((row) => selected.has(row.itemNo))}
            onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map((row) => row.itemNo)))}
            slotProps={{ input: { 'aria-label': t('management.selectAll') } }}
          />
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column}>{t(`management.${column}`)}</TableCell>
        ))}
        <TableCell align="right">{t('management.price')}</TableCell>
        <TableCell align="right">{t('management.views')}</TableCell>
        <TableCell>{t('management.dates')}</TableCell>
        {showSecret && <TableCell>{t('fields.secret')}</TableCell>}
        <TableCell>{t('management.actions')}</TableCell>
      </TableRow>
    </TableHead>
  );
}

/** The seller's changes to listings; each success refreshes the list and says what was done. */
function useManagementChanges(onFlagged: () => void, notify: (message: string) => void) {
  const { t } = useTranslation('item-form');
  const queryClient = useQueryClient();
  const refresh = (message?: string) => {
    if (message) notify(message);
    return queryClient.invalidateQueries({ queryKey: queryKeys.items });
  };
  const setFlags = useMutation({
    mutationFn: (list: { itemNo: number; flag: SellerFlag }[]) => saveFlags(list),
    onSuccess: (_data, list) => {
      onFlagged();
      void refresh(t('management.flagged', { status: t(`status.${FLAG_KEYS[list[0]!.flag]}`) }));
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
  const error = setFlags.error ?? restore.error ?? moveToTop.error ?? setSecret.error;
  return { setFlags, restore, moveToTop, setSecret, refresh, error };
}

/** /item/management: the seller's listings with search, status changes, memo, move to top, price and Public Item. */
export function ItemManagementPage() {
  const { t } = useTranslation('item-form');
  const session = useCurrentUserQuery();
  const user = session.data ?? null;
  const allowed = user !== null && hasRole(user, 'seller') && user.admission;
  const [filter, setFilter] = useState<Filter>({ keyword: '', flag: '', page: 0, size: 20 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [priceRow, setPriceRow] = useState<ManagementRow | null>(null);
  const [memoRow, setMemoRow] = useState<ManagementRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const params = new URLSearchParams({ page: String(filter.page + 1), size: String(filter.size) });
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (filter.flag) params.set('flag', filter.flag);
  const list = useQuery({ ...myItemsQuery(params), enabled: allowed, placeholderData: keepPreviousData });
  const changes = useManagementChanges(() => {
    setSelected(new Set());
    setConfirmDelete(false);
  }, setNotice);
  const flagSelected = (flag: SellerFlag) => changes.setFlags.mutate([...selected].map((itemNo) => ({ itemNo, flag })));

  const title = t('management.title');
  if (session.isLoading) return <Page title={title} />;
  if (!user || !allowed) {
    return (
      <Page title={title}>
        <AccessNotice user={user} />
      </Page>
    );
  }

  const rows = list.data?.list ?? [];
  const toggle = (itemNo: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemNo)) next.delete(itemNo);
      else next.add(itemNo);
      return next;
    });
  const error = list.error ?? changes.error;
  const saved = (close: () => void, message: string) => () => {
    close();
    void changes.refresh(message);
  };

  return (
    <Page title={title}>
      <Stack spacing={2}>
        <ManagementSearch
          flag={filter.flag}
          onSearch={(keyword) => {
            setSelected(new Set());
            setFilter((f) => ({ ...f, keyword, page: 0 }));
          }}
          onFlag={(flag) => setFilter((f) => ({ ...f, flag, page: 0 }))}
        />
        <BulkActions
          count={selected.size}
          busy={changes.setFlags.isPending}
          onFlag={flagSelected}
          onDelete={() => setConfirmDelete(true)}
        />
        {error && <Alert severity="error">{error.message}</Alert>}
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={title}>
            <ManagementHead rows={rows} selected={selected} showSecret={user.secret} onSelect={setSelected} />
            <TableBody>
              {rows.length === 0 && !list.isLoading && (
                <TableRow>
                  <TableCell colSpan={9}>
                    <Typography sx={{ py: 3, textAlign: 'center' }}>{t('management.empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => (
                <ManagementTableRow
                  key={row.itemNo}
                  row={row}
                  selected={selected.has(row.itemNo)}
                  showSecret={user.secret}
                  actions={{
                    onToggle: () => toggle(row.itemNo),
                    onSecret: (flag) => changes.setSecret.mutate({ itemNo: row.itemNo, flag }),
                    onRestore: () => changes.restore.mutate(row.itemNo),
                    restoring: changes.restore.isPending,
                    onPrice: () => setPriceRow(row),
                    onMemo: () => setMemoRow(row),
                    onMoveToTop: () => changes.moveToTop.mutate(row.itemNo),
                  }}
                />
              ))}
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
          onSaved={saved(() => setPriceRow(null), t('management.priceSaved'))}
        />
      )}
      {memoRow && (
        <MemoDialog
          row={memoRow}
          onClose={() => setMemoRow(null)}
          onSaved={saved(() => setMemoRow(null), t('management.memoSaved'))}
        />
      )}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">{t('management.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('management.deleteText', { count: selected.size })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => flagSelected(1)}>
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
