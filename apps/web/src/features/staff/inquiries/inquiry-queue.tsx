import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  INQUIRY_STATE,
  inquiryNumber,
  inquiryOverdue,
  itemNumber,
  routePath,
  type StaffQueueQuery,
} from '@market/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { useQueue } from '../shared/api.ts';
import {
  ErrorAlert,
  formatAge,
  Pager,
  SectionTitle,
  SelectFilter,
  stateKeys,
  TextFilter,
  WaitingChips,
} from '../shared/console-parts.tsx';
import { useListParams } from '../shared/use-filter-params.ts';

/** Done: nothing waits any more, so no age is shown. */
const FINAL_STATES: readonly number[] = [INQUIRY_STATE.depositConfirmed, INQUIRY_STATE.canceled];
const FILTERS = ['state', 'country', 'item', 'buyer', 'overdue'] as const;
const SORTABLE: { key: StaffQueueQuery['sort']; label: string }[] = [
  { key: 'ilNo', label: 'queue.number' },
  { key: 'state', label: 'queue.state' },
  { key: 'updatedAt', label: 'queue.updated' },
];

/** A column title that sorts the queue; a second click reverses the order. */
function SortCell({
  name,
  label,
  sort,
  order,
  onSort,
}: {
  name: string;
  label: string;
  sort: string;
  order: string;
  onSort(changes: { sort: string; order: string }): void;
}) {
  const active = sort === name;
  const direction = active && order === 'asc' ? 'asc' : 'desc';
  return (
    <TableCell sortDirection={active ? direction : false}>
      <TableSortLabel
        active={active}
        direction={direction}
        onClick={() => onSort({ sort: name, order: active && order === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The inquiry queue: filters, sorting and paging live in the address, so a view can be shared or reloaded. */
export function InquiryQueue() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const [filters, set] = useListParams(FILTERS);
  const [search] = useSearchParams();
  const params = { ...filters, sort: search.get('sort') ?? 'ilNo', order: search.get('order') ?? 'desc' };
  const queue = useQueue(params);

  return (
    <>
      <SectionTitle>{t('queue.title')}</SectionTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} component="form" role="search" aria-label={t('queue.filters')}>
        <SelectFilter
          label={t('queue.state')}
          value={params.state}
          options={stateKeys.map(([state, key]) => [state, t(key)] as const)}
          minWidth={220}
          onChange={(state) => set({ state })}
        />
        <TextField
          size="small"
          label={t('queue.country')}
          placeholder="CL"
          defaultValue={params.country ?? ''}
          slotProps={{ htmlInput: { maxLength: 2 } }}
          onChange={(event) => {
            const value = event.target.value.trim();
            if (value.length === 0 || value.length === 2) set({ country: value.toUpperCase() });
          }}
        />
        <TextFilter
          label={t('queue.item')}
          placeholder="CB123"
          value={params.item}
          onChange={(item) => set({ item })}
        />
        <TextFilter label={t('queue.buyer')} value={params.buyer} onChange={(buyer) => set({ buyer })} />
        <FormControlLabel
          sx={{ whiteSpace: 'nowrap' }}
          label={t('queue.overdueOnly')}
          control={
            <Checkbox
              checked={params.overdue === 'true'}
              onChange={(event) => set({ overdue: event.target.checked ? 'true' : '' })}
            />
          }
        />
      </Stack>
      <ErrorAlert error={queue.error} />
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('queue.title')}>
          <TableHead>
            <TableRow>
              {SORTABLE.slice(0, 1).map(({ key, label }) => (
                <SortCell key={key} name={key} label={t(label)} sort={params.sort} order={params.order} onSort={set} />
              ))}
              <TableCell>{t('queue.buyer')}</TableCell>
              <TableCell>{t('queue.items')}</TableCell>
              <TableCell>{t('queue.destination')}</TableCell>
              {SORTABLE.slice(1).map(({ key, label }) => (
                <SortCell key={key} name={key} label={t(label)} sort={params.sort} order={params.order} onSort={set} />
              ))}
              <TableCell>{t('queue.waiting')}</TableCell>
              <TableCell>{t('queue.manager')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {queue.data?.list.map((row) => (
              <TableRow key={row.ilNo} hover>
                <TableCell>
                  <Link component={RouterLink} to={routePath('adminInquiry', { ilNo: row.ilNo })}>
                    {inquiryNumber(row.ilNo)}
                  </Link>
                </TableCell>
                <TableCell>
                  {row.buyer.name} ({row.buyer.userId})
                </TableCell>
                <TableCell>
                  {row.items
                    .map((item) => `${itemNumber(item.itemNo)} ${item.year} ${item.engMaker} ${item.engModel}`)
                    .join(', ')}
                  {/* Issue 18: a vehicle the destination refuses, sent with the buyer's acknowledgement. */}
                  {row.items.some((item) => item.importNotAllowed) && (
                    <Chip
                      size="small"
                      color="error"
                      label={t('detail.importNotAllowed')}
                      sx={{ marginInlineStart: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {row.countryCode} · {row.engPortName}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`state.${row.state}`)}
                    color={
                      row.state === INQUIRY_STATE.depositConfirmed
                        ? 'success'
                        : row.state >= INQUIRY_STATE.invoiceExpired
                          ? 'default'
                          : 'primary'
                    }
                    variant="outlined"
                  />
                </TableCell>
                <TableCell>{formatDateTime(row.updatedAt, tag)}</TableCell>
                <TableCell>
                  {FINAL_STATES.includes(row.state) ? (
                    '–'
                  ) : (
                    <WaitingChips
                      age={formatAge(row.updatedAt, tag)}
                      overdue={inquiryOverdue(row.state, row.updatedAt)}
                    />
                  )}
                </TableCell>
                <TableCell>{row.managerName ?? '–'}</TableCell>
              </TableRow>
            ))}
            {queue.data?.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{t('queue.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Pager
          total={queue.data?.total ?? 0}
          page={params.page}
          size={params.size}
          onPage={(page) => set({ page })}
          onSize={(size) => set({ size })}
        />
      </TableContainer>
    </>
  );
}
