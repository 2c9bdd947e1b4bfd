import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  inquiryNumber,
  itemNumber,
  ROUTES,
  routePath,
  type ActivityEntry,
} from '@market/domain';
import { describeChanges } from './activity-changes.ts';
import { useActivity } from '../shared/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert, HeaderRow, Pager, SectionTitle, SelectFilter, TextFilter } from '../shared/console-parts.tsx';
import { useListParams } from '../shared/use-filter-params.ts';

const FILTERS = ['entity', 'entityId', 'action', 'actor'] as const;

/** The record an entry is about, linked to its page in the console where it has one. */
function RecordCell({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('admin');
  const id = Number(entry.entityId);
  // A customs assessment is kept on its inquiry's page.
  if (entry.entity === 'inquiry' || entry.entity === 'customsAssessment') {
    return (
      <Link component={RouterLink} to={routePath('adminInquiry', { ilNo: id })}>
        {t(`entity.${entry.entity}`)} {inquiryNumber(id)}
      </Link>
    );
  }
  if (entry.entity === 'item') {
    return (
      <Link component={RouterLink} to={`${ROUTES.adminItems}?q=${itemNumber(id)}`}>
        {t('entity.item')} {itemNumber(id)}
      </Link>
    );
  }
  return (
    <>
      {t(`entity.${entry.entity}`)} {entry.entityId}
    </>
  );
}

/**
 * Who did what and when: staff actions (audit log) and inquiry steps (inquiry events), newest first, each change in
 * words ("State: Payment being confirmed → Deposit confirmed"). The filters live in the address.
 */
export function ActivityPage() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const [params, set] = useListParams(FILTERS);
  const activity = useActivity(params);
  return (
    <>
      <SectionTitle>{t('activity.title')}</SectionTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} role="search" aria-label={t('activity.filters')}>
        <SelectFilter
          label={t('activity.action')}
          value={params.action}
          options={ACTIVITY_ACTIONS.map((action) => [action, t(`action.${action}`)] as const)}
          minWidth={240}
          onChange={(action) => set({ action })}
        />
        <SelectFilter
          label={t('activity.entity')}
          value={params.entity}
          options={ACTIVITY_ENTITIES.map((entity) => [entity, t(`entity.${entity}`)] as const)}
          onChange={(entity) => set({ entity })}
        />
        <TextFilter
          label={t('activity.recordNumber')}
          placeholder="IQ12 / CB41"
          value={params.entityId}
          onChange={(value) => set({ entityId: value.replace(/^(IQ|CB|CS)/i, '') })}
        />
        <TextFilter label={t('activity.actor')} value={params.actor} onChange={(actor) => set({ actor })} />
      </Stack>
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
              'activity.changes',
            ]}
          />
          <TableBody>
            {activity.data?.list.map((entry) => (
              <TableRow key={`${entry.source}-${entry.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, tag)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.actorId ?? t('activity.system')}</TableCell>
                <TableCell>{t(`action.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RecordCell entry={entry} />
                </TableCell>
                <TableCell>{entry.reason ?? '–'}</TableCell>
                <TableCell sx={{ minWidth: 260 }}>
                  <Box component="ul" sx={{ m: 0, ps: 2 }}>
                    {describeChanges(entry.before, entry.after, t, tag).map((change) => (
                      <li key={change.field}>{t('activity.change', { ...change })}</li>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
            {activity.data?.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('activity.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Pager
          total={activity.data?.total ?? 0}
          page={params.page}
          size={params.size}
          onPage={(next) => set({ page: next })}
          onSize={(next) => set({ size: next })}
        />
      </TableContainer>
    </>
  );
}
