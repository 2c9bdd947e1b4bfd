import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INQUIRY_STATES, STAFF_ITEM_FLAGS, STAFF_PAGE_SIZES } from '@market/domain';
import { HttpError } from '../../lib/http.ts';

export const stateKeys = INQUIRY_STATES.map((state) => [state, `state.${state}`] as const);
export const flagKeys = STAFF_ITEM_FLAGS.map((flag) => [flag, `flag.${flag}`] as const);

export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatMoney(amount: number | null | undefined, language: string): string {
  if (amount === null || amount === undefined) return '–';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
      {children}
    </Typography>
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
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
    />
  );
}
