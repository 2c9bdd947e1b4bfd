import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity } from './api.ts';
import { ErrorAlert, formatDate, HeaderRow, Pager, SectionTitle } from './shared.tsx';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Before and after, keeping only the fields that changed when both are records. */
function changes(before: unknown, after: unknown): [string, string] {
  const show = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));
  if (!isRecord(before) || !isRecord(after)) return [show(before), show(after)];
  const keys = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (record: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, record[key]]));
  return [show(pick(before)), show(pick(after))];
}

/** Who did what and when: staff actions (audit log) and inquiry steps (inquiry events), newest first. */
export function ActivityPage() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const activity = useActivity({ page, size });
  return (
    <>
      <SectionTitle>{t('activity.title')}</SectionTitle>
      <ErrorAlert error={activity.error} />
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('activity.title')}>
          <HeaderRow
            labels={[
              'activity.at',
              'activity.actor',
              'activity.action',
              'activity.record',
              'reason',
              'activity.before',
              'activity.after',
            ]}
          />
          <TableBody>
            {activity.data?.list.map((entry) => {
              const [before, after] = changes(entry.before, entry.after);
              return (
                <TableRow key={`${entry.source}-${entry.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.at, i18n.language)}</TableCell>
                  <TableCell>{entry.actorId ?? t('activity.system')}</TableCell>
                  <TableCell>{t(`action.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                  <TableCell>
                    {t(`entity.${entry.entity}`)} {entry.entityId}
                  </TableCell>
                  <TableCell>{entry.reason ?? '–'}</TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 260, wordBreak: 'break-all' }}
                    dir="ltr"
                  >
                    {before}
                  </TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 260, wordBreak: 'break-all' }}
                    dir="ltr"
                  >
                    {after}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Pager
          total={activity.data?.total ?? 0}
          page={page}
          size={size}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      </TableContainer>
    </>
  );
}
