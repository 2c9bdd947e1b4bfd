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
  exportControlBodySchema,
  IMPORT_RULE_STATUSES,
  itemNumber,
  localizedKeys,
  VEHICLE_CLASSES,
  type ExportControl,
} from '@market/domain';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useExportControlActions, useExportControls, useExportRefusals } from '../shared/api.ts';
import { FormDialog, LanguageFields, sheetFields } from '../shared/form-dialog.tsx';
import { ReferenceCells, RowActions } from '../shared/reference-cells.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

type Draft = Record<string, unknown>;

const blank = (): Draft => ({
  countryCode: '',
  vehicleClass: 'passenger',
  minEngineCc: '',
  ...Object.fromEntries(localizedKeys('note').map((key) => [key, ''])),
  sourceUrl: '',
  checkedOn: new Date().toISOString().slice(0, 10),
  status: 'toVerify',
});

/** The form's inputs as the body: an empty engine size is null (every vehicle of the class). */
const bodyOf = (draft: Draft) => ({
  ...draft,
  minEngineCc: draft.minEngineCc === '' || draft.minEngineCc === null ? null : Number(draft.minEngineCc),
});

/**
 * Korea's export controls (issue 28, docs/decisions/0220): the controls by country and vehicle class with their source,
 * and the inquiries they refused, so staff can answer the buyer or complete a listing that lacked its engine size.
 */
export function ExportControlsPage() {
  const { t } = useTranslation('admin');
  const controls = useExportControls();
  const { remove } = useExportControlActions();
  const [editing, setEditing] = useState<ExportControl | 'new' | null>(null);
  const name = (entry: ExportControl) => `${entry.countryCode} · ${t(`exportControls.class_${entry.vehicleClass}`)}`;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('exportControls.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('exportControls.add')}
        </Button>
      </Stack>
      <ErrorAlert error={controls.error ?? remove.error} />
      <Table size="small" aria-label={t('exportControls.title')}>
        <TableHead>
          <TableRow>
            {(['country', 'vehicleClass', 'minEngineCc', 'status', 'checkedOn', 'source'] as const).map((key) => (
              <TableCell key={key}>{t(`exportControls.${key}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(controls.data ?? []).map((entry) => (
            <TableRow key={entry.controlNo}>
              <TableCell component="th" scope="row">
                {entry.countryCode}
              </TableCell>
              <TableCell>{t(`exportControls.class_${entry.vehicleClass}`)}</TableCell>
              <TableCell>
                {entry.minEngineCc === null
                  ? t('exportControls.anyEngine')
                  : t('exportControls.fromCc', { cc: entry.minEngineCc })}
              </TableCell>
              <ReferenceCells status={entry.status} checkedOn={entry.checkedOn} sourceUrl={entry.sourceUrl} />
              <RowActions
                labels={{
                  edit: t('exportControls.editOf', { control: name(entry) }),
                  remove: t('exportControls.removeOf', { control: name(entry) }),
                  confirm: t('exportControls.confirmRemove', { control: name(entry) }),
                }}
                onEdit={() => setEditing(entry)}
                onRemove={() => remove.mutate(entry.controlNo)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RefusedInquiries />
      {editing && <ControlDialog control={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The newest inquiries a control refused: who, which listing, where to, why and when. */
function RefusedInquiries() {
  const { t } = useTranslation('admin');
  const refusals = useExportRefusals();
  return (
    <>
      <SectionTitle>{t('exportControls.refusals')}</SectionTitle>
      <ErrorAlert error={refusals.error} />
      {refusals.data?.length === 0 ? (
        <Typography color="text.secondary">{t('exportControls.noRefusals')}</Typography>
      ) : (
        <Table size="small" aria-label={t('exportControls.refusals')}>
          <TableHead>
            <TableRow>
              {(['when', 'buyer', 'item', 'country', 'reason'] as const).map((key) => (
                <TableCell key={key}>{t(`exportControls.refusal_${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(refusals.data ?? []).map((refusal) => (
              <TableRow key={refusal.refusalNo}>
                <TableCell>{refusal.createdAt.slice(0, 16).replace('T', ' ')}</TableCell>
                <TableCell>
                  <bdi>{refusal.userId}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{itemNumber(refusal.itemNo)}</bdi>
                </TableCell>
                <TableCell>{refusal.countryCode}</TableCell>
                <TableCell>{t(`exportControls.reason_${refusal.reason}`, { cc: refusal.cc ?? '' })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

function ControlDialog({ control, onClose }: { control: ExportControl | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { save } = useExportControlActions();
  const {
    control: form,
    handleSubmit,
    setError,
  } = useForm<Draft>({
    defaultValues: control ? { ...control, minEngineCc: control.minEngineCc ?? '' } : blank(),
    resolver: schemaResolver(exportControlBodySchema, bodyOf),
  });
  const { text, select } = sheetFields(form, {
    label: (key) => t(`exportControls.${key}`),
    editing: control !== null,
    fixed: ['countryCode', 'vehicleClass'],
  });
  return (
    <FormDialog
      title={control ? t('exportControls.editOf', { control: control.countryCode }) : t('exportControls.add')}
      pending={save.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((draft) =>
        save.mutate(
          { no: control?.controlNo, body: exportControlBodySchema.parse(bodyOf(draft)) },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={save.error} />
      {text('countryCode', { code: true })}
      {select('vehicleClass', VEHICLE_CLASSES, (value) => t(`exportControls.class_${value}`))}
      {text('minEngineCc', { type: 'number' })}
      <LanguageFields control={form} base="note" label={t('exportControls.note')} required={false} multiline />
      {text('sourceUrl', { type: 'url' })}
      {text('checkedOn', { type: 'date' })}
      {select('status', IMPORT_RULE_STATUSES, (status) => t(`importRules.status_${status}`))}
    </FormDialog>
  );
}
