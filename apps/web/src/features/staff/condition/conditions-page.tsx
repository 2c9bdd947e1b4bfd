import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { itemNumber, routePath, ROUTES } from '@market/domain';
import { ConditionRecord } from '../../../components/condition/condition-record.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

/**
 * Condition records waiting for staff (issue 31, docs/decisions/0250): the oldest edit first, each opened beside its
 * originals to check and mark verified.
 */
export function ConditionsPage() {
  const { t } = useTranslation('condition');
  const { tag } = useLanguage();
  const pending = useQuery({ queryKey: queryKeys.staffConditions, queryFn: () => api.get('/staff/conditions') });
  return (
    <Stack spacing={2}>
      <SectionTitle>{t('staff.title')}</SectionTitle>
      <Typography variant="body2">{t('staff.intro')}</Typography>
      <ErrorAlert error={pending.error} />
      {pending.data?.length === 0 && <Alert severity="info">{t('staff.empty')}</Alert>}
      {pending.data && pending.data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('staff.item')}</TableCell>
              <TableCell>{t('staff.updated')}</TableCell>
              <TableCell>{t('staff.parts')}</TableCell>
              <TableCell>{t('staff.documents')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pending.data.map((row) => (
              <TableRow key={row.itemNo}>
                <TableCell>
                  <Link component={RouterLink} to={routePath('adminCondition', { itemNo: row.itemNo })}>
                    {t('staff.check', { item: itemNumber(row.itemNo) })}
                  </Link>
                </TableCell>
                <TableCell>{formatDateTime(row.updatedAt, tag)}</TableCell>
                <TableCell>
                  {[row.inspection && t('staff.inspection'), row.history && t('staff.history')]
                    .filter(Boolean)
                    .join(', ')}
                </TableCell>
                <TableCell>{row.documents}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** One listing's record beside its originals, with "Mark verified" for the version shown. */
export function ConditionCheckPage() {
  const { t } = useTranslation('condition');
  const itemNo = Number(useParams().itemNo);
  const client = useQueryClient();
  const key = [...queryKeys.staffConditions, itemNo] as const;
  const record = useQuery({
    queryKey: key,
    queryFn: () => api.get('/staff/conditions/{itemNo}', { path: { itemNo } }),
  });
  const verify = useMutation({
    mutationFn: (updatedAt: string) =>
      api.put('/staff/conditions/{itemNo}/verify', { path: { itemNo }, body: { updatedAt } }),
    onSuccess: async (view) => {
      client.setQueryData(key, view);
      await client.invalidateQueries({ queryKey: queryKeys.staffConditions, exact: true });
    },
  });
  const view = record.data;
  return (
    <Stack spacing={2}>
      <SectionTitle>{`${t('staff.title')} · ${itemNumber(itemNo)}`}</SectionTitle>
      <Link component={RouterLink} to={ROUTES.adminConditions}>
        {t('staff.back')}
      </Link>
      <ErrorAlert error={record.error ?? verify.error} />
      {view && (
        <>
          <ConditionRecord view={view} />
          {view.state === 'declared' && view.updatedAt && (
            <Button
              variant="contained"
              disabled={verify.isPending}
              onClick={() => verify.mutate(view.updatedAt!)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('staff.verify')}
            </Button>
          )}
          {verify.isSuccess && <Alert severity="success">{t('staff.verified')}</Alert>}
        </>
      )}
    </Stack>
  );
}
