import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { formatUsd, INQUIRY_STATES, STAFF_ITEM_FLAGS, STAFF_PAGE_SIZES } from '@market/domain';
import { HttpError } from '../../../lib/http.ts';

export const stateKeys = INQUIRY_STATES.map((state) => [state, `state.${state}`] as const);
export const flagKeys = STAFF_ITEM_FLAGS.map((flag) => [flag, `flag.${flag}`] as const);

const HOUR_MS = 3_600_000;
/** How long ago `since` was, in minutes below an hour, hours below two days, then days ("30 hr", "3 days"). */
export function formatAge(since: string, language: string, now = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  const [value, unit] =
    ms < HOUR_MS
      ? [Math.floor(ms / 60_000), 'minute']
      : ms < 48 * HOUR_MS
        ? [Math.floor(ms / HOUR_MS), 'hour']
        : [Math.floor(ms / (24 * HOUR_MS)), 'day'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** An amount in the console: the one money formatter of every page (issue 35), '–' when there is none. */
export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '–' : formatUsd(amount);
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** How long a record has waited, with a mark when it has waited longer than allowed. */
export function WaitingChips({ age, overdue }: { age: string; overdue: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {age}
      </Typography>
      {overdue && <Chip size="small" color="error" label={t('overdue')} />}
    </Stack>
  );
}

/** A choice filter of a staff list: "All" (no filter) and the options, each a value and its label. */
export function SelectFilter({
  label,
  value,
  options,
  minWidth = 180,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly (readonly [string | number, string])[];
  minWidth?: number;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth }}
    >
      <MenuItem value="">{t('all')}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={String(option)}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A text filter of a staff list: it applies on Enter or when the field is left, not at every key. */
export function TextFilter({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  onChange(value: string): void;
}) {
  const commit = (text: string) => {
    if (text.trim() !== (value ?? '')) onChange(text.trim());
  };
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      defaultValue={value ?? ''}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit((event.target as HTMLInputElement).value);
        }
      }}
    />
  );
}

/** The server's localized message of a failed call (or a generic one). */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (!error) return null;
  const message = error instanceof HttpError && error.body?.message ? error.body.message : t('failed');
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {message}
    </Alert>
  );
}

/** A table head of plain column titles (translation keys of the admin namespace). */
export function HeaderRow({ labels }: { labels: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableHead>
      <TableRow>
        {labels.map((label, index) => (
          <TableCell key={index}>{label ? t(label) : null}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** Paging under a staff table: pages count from 1, sizes are the API's. */
export function Pager({
  total,
  page,
  size,
  onPage,
  onSize,
}: {
  total: number;
  page: number;
  size: number;
  onPage(page: number): void;
  onSize(size: number): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={size}
      rowsPerPageOptions={[...STAFF_PAGE_SIZES]}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('pager.range', { from, to, count })}
      getItemAriaLabel={(type) => t(`pager.${type}`)}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
    />
  );
}
