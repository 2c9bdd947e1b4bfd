import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath, type StaffQueueQuery } from '@market/domain';
import { useQueue } from './api.ts';
import { ErrorAlert, formatDate, Pager, SectionTitle, stateKeys } from './shared.tsx';
import { useFilterParams } from './use-filter-params.ts';

const FILTERS = ['state', 'country', 'item', 'buyer'] as const;
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
  const { t, i18n } = useTranslation('admin');
  const [search, set] = useFilterParams();
  const params = {
    ...(Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? undefined])) as Record<
      (typeof FILTERS)[number],
      string | undefined
    >),
    sort: search.get('sort') ?? 'ilNo',
    order: search.get('order') ?? 'desc',
    page: Number(search.get('page') ?? 1),
    size: Number(search.get('size') ?? 20),
  };
  const queue = useQueue(params);

  return (
    <>
      <SectionTitle>{t('queue.title')}</SectionTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} component="form" role="search" aria-label={t('queue.filters')}>
        <TextField
          select
          size="small"
          label={t('queue.state')}
          value={params.state ?? ''}
          onChange={(event) => set({ state: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {stateKeys.map(([state, key]) => (
            <MenuItem key={state} value={String(state)}>
              {t(key)}
            </MenuItem>
          ))}
        </TextField>
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
        <TextField
          size="small"
          label={t('queue.item')}
          placeholder="CB123"
          defaultValue={params.item ?? ''}
          onBlur={(event) => set({ item: event.target.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              set({ item: (event.target as HTMLInputElement).value.trim() });
            }
          }}
        />
        <TextField
          size="small"
          label={t('queue.buyer')}
          defaultValue={params.buyer ?? ''}
          onBlur={(event) => set({ buyer: event.target.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              set({ buyer: (event.target as HTMLInputElement).value.trim() });
            }
          }}
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
              <TableCell>{t('queue.manager')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {queue.data?.list.map((row) => (
              <TableRow key={row.ilNo} hover>
                <TableCell>
                  <Link component={RouterLink} to={routePath('adminInquiry', { ilNo: row.ilNo })}>
                    IQ{row.ilNo}
                  </Link>
                </TableCell>
                <TableCell>
                  {row.buyer.name} ({row.buyer.userId})
                </TableCell>
                <TableCell>
                  {row.items
                    .map((item) => `CB${item.itemNo} ${item.year} ${item.engMaker} ${item.engModel}`)
                    .join(', ')}
                </TableCell>
                <TableCell>
                  {row.countryCode} · {row.engPortName}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`state.${row.state}`)}
                    color={row.state === 9 ? 'success' : row.state >= 10 ? 'default' : 'primary'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell>{formatDate(row.updatedAt, i18n.language)}</TableCell>
                <TableCell>{row.managerName ?? '–'}</TableCell>
              </TableRow>
            ))}
            {queue.data?.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t('queue.empty')}</TableCell>
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
