import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  IMPORT_RULE_STATUSES,
  LOADING_PORTS,
  TRANSIT_DAYS,
  transitTimeBodySchema,
  VESSEL_TYPES,
  type TransitTime,
} from '@market/domain';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useTransitTimeActions, useTransitTimes } from '../shared/api.ts';
import { FormDialog, sheetFields } from '../shared/form-dialog.tsx';
import { ReferenceCells, RowActions } from '../shared/reference-cells.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

type Draft = Record<string, unknown>;

const blank = (): Draft => ({
  loadingPort: 'KRPUS',
  locode: '',
  vessel: 'roro',
  days: '',
  sourceUrl: '',
  checkedOn: '',
  status: 'toVerify',
});

/** The form's inputs as the body: days as a number, an empty date as "not read yet". */
const bodyOf = (draft: Draft) => ({
  ...draft,
  days: draft.days === '' ? null : Number(draft.days),
  checkedOn: draft.checkedOn === '' ? null : draft.checkedOn,
});

/**
 * The transit-time table (issue 28, docs/decisions/0211 and 0240): days from today to the arrival at each destination
 * port by loading port and vessel, with their source; the import verdict's arrival comes from it.
 */
export function TransitTimesPage() {
  const { t } = useTranslation('admin');
  const rows = useTransitTimes();
  const { remove } = useTransitTimeActions();
  const [editing, setEditing] = useState<TransitTime | 'new' | null>(null);
  const route = (entry: TransitTime) =>
    `${entry.locode} · ${t(`transitTimes.loading_${entry.loadingPort}`)} · ${t(`transitTimes.vessel_${entry.vessel}`)}`;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('transitTimes.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('transitTimes.add')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('transitTimes.lead', { days: TRANSIT_DAYS })}</Typography>
      <ErrorAlert error={rows.error ?? remove.error} />
      <Table size="small" aria-label={t('transitTimes.title')}>
        <TableHead>
          <TableRow>
            {(['locode', 'country', 'loadingPort', 'vessel', 'days', 'status', 'checkedOn', 'source'] as const).map(
              (key) => (
                <TableCell key={key}>{t(`transitTimes.${key}`)}</TableCell>
              ),
            )}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows.data ?? []).map((entry) => (
            <TableRow key={entry.transitNo}>
              <TableCell component="th" scope="row">
                {entry.locode}
              </TableCell>
              <TableCell>{entry.countryCode}</TableCell>
              <TableCell>{t(`transitTimes.loading_${entry.loadingPort}`)}</TableCell>
              <TableCell>{t(`transitTimes.vessel_${entry.vessel}`)}</TableCell>
              <TableCell>{t('transitTimes.daysValue', { days: entry.days })}</TableCell>
              <ReferenceCells status={entry.status} checkedOn={entry.checkedOn} sourceUrl={entry.sourceUrl} />
              <RowActions
                labels={{
                  edit: t('transitTimes.editOf', { route: route(entry) }),
                  remove: t('transitTimes.removeOf', { route: route(entry) }),
                  confirm: t('transitTimes.confirmRemove', { route: route(entry) }),
                }}
                onEdit={() => setEditing(entry)}
                onRemove={() => remove.mutate(entry.transitNo)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <TransitTimeDialog
          row={editing === 'new' ? null : editing}
          name={editing === 'new' ? null : route(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function TransitTimeDialog({ row, name, onClose }: { row: TransitTime | null; name: string | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { save } = useTransitTimeActions();
  const {
    control: form,
    handleSubmit,
    setError,
  } = useForm<Draft>({
    defaultValues: row ? { ...row, checkedOn: row.checkedOn ?? '' } : blank(),
    resolver: schemaResolver(transitTimeBodySchema, bodyOf),
  });
  const { text, select } = sheetFields(form, {
    label: (key) => t(`transitTimes.${key}`),
    editing: row !== null,
    fixed: ['loadingPort', 'locode', 'vessel'],
  });
  return (
    <FormDialog
      title={name ? t('transitTimes.editOf', { route: name }) : t('transitTimes.add')}
      pending={save.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((draft) =>
        save.mutate(
          { no: row?.transitNo, body: transitTimeBodySchema.parse(bodyOf(draft)) },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={save.error} />
      {select('loadingPort', LOADING_PORTS, (port) => t(`transitTimes.loading_${port}`))}
      {text('locode', { code: true })}
      {select('vessel', VESSEL_TYPES, (vessel) => t(`transitTimes.vessel_${vessel}`))}
      {text('days', { type: 'number' })}
      {text('sourceUrl', { type: 'url' })}
      {text('checkedOn', { type: 'date' })}
      {select('status', IMPORT_RULE_STATUSES, (status) => t(`importRules.status_${status}`))}
    </FormDialog>
  );
}
