import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import {
  conditionBodySchema,
  DOCUMENT_KINDS,
  EMPTY_HISTORY,
  INSPECTION_PANEL_KEYS,
  INSPECTION_SYSTEMS,
  MAX_CONDITION_DOCUMENTS,
  PANEL_MARK_KEYS,
  SYSTEM_STATES,
  type ConditionBody,
  type ConditionDocumentKind,
  type ConditionView,
  type InspectionPanel,
  type PanelMark,
  type SystemState,
} from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { api } from '../../lib/api-client.ts';
import { schemaResolver, showServerErrors } from '../../lib/form.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

const HISTORY_COUNTS = ['ownClaims', 'ownClaimsWon', 'otherClaims', 'otherClaimsWon', 'ownerChanges'] as const;
const HISTORY_FLAGS = ['rental', 'commercial', 'totalLoss', 'flood', 'theft'] as const;
const INSPECTION_FLAGS = ['frameDamage', 'flood', 'fire', 'tuning'] as const;

/** What the form holds: the body's shape with numbers as typed text and every system's state ('' not recorded). */
interface Values extends FieldValues {
  hasInspection: boolean;
  hasHistory: boolean;
  inspection: {
    inspectedOn: string;
    inspector: string;
    odometerKm: string;
    frameDamage: boolean;
    flood: boolean;
    fire: boolean;
    tuning: boolean;
    panels: { panel: InspectionPanel; mark: PanelMark }[];
    systems: { system: (typeof INSPECTION_SYSTEMS)[number]; state: SystemState | '' }[];
  };
  history: Record<(typeof HISTORY_COUNTS)[number], string> &
    Record<(typeof HISTORY_FLAGS)[number], boolean> & { mileage: { readOn: string; km: string; source: string }[] };
}

const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function toBody(values: Values): ConditionBody {
  const { inspection: i, history: h } = values;
  return {
    inspection: values.hasInspection
      ? {
          ...i,
          odometerKm: typedNumber(i.odometerKm)!,
          systems: i.systems.filter((entry) => entry.state !== ''),
        }
      : null,
    history: values.hasHistory
      ? {
          ...h,
          ...Object.fromEntries(HISTORY_COUNTS.map((name) => [name, typedNumber(h[name])])),
          mileage: h.mileage.map((reading) => ({ ...reading, km: typedNumber(reading.km)! })),
        }
      : null,
  } as ConditionBody;
}

function toValues(view: ConditionView | undefined): Values {
  const inspection = view?.inspection;
  const history = view?.history ?? EMPTY_HISTORY;
  const states = new Map(inspection?.systems.map((entry) => [entry.system, entry.state]));
  return {
    hasInspection: Boolean(inspection),
    hasHistory: Boolean(view?.history),
    inspection: {
      inspectedOn: inspection?.inspectedOn ?? '',
      inspector: inspection?.inspector ?? '',
      odometerKm: inspection ? String(inspection.odometerKm) : '',
      frameDamage: inspection?.frameDamage ?? false,
      flood: inspection?.flood ?? false,
      fire: inspection?.fire ?? false,
      tuning: inspection?.tuning ?? false,
      panels: inspection?.panels ?? [],
      systems: INSPECTION_SYSTEMS.map((system) => ({ system, state: states.get(system) ?? '' })),
    },
    history: {
      ...history,
      ...(Object.fromEntries(HISTORY_COUNTS.map((name) => [name, String(history[name])])) as Record<
        (typeof HISTORY_COUNTS)[number],
        string
      >),
      mileage: history.mileage.map(({ readOn, km, source }) => ({ readOn, km: String(km), source })),
    },
  };
}

function Flag({ control, name, label }: { control: Control<Values>; name: Path<Values>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}

/** A native select bound to the form: quick on a phone, and found by its label. */
function Choice({
  control,
  name,
  label,
  options,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      size="small"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function InspectionFields({ control }: { control: Control<Values> }) {
  const { t } = useTranslation('condition');
  const panels = useFieldArray({ control, name: 'inspection.panels' });
  const free = INSPECTION_PANEL_KEYS.find((panel) => !panels.fields.some((field) => field.panel === panel));
  return (
    <Part title={t('form.hasInspection')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="inspection.inspectedOn"
          type="date"
          label={t('inspection.inspectedOn')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField control={control} name="inspection.inspector" label={t('inspection.inspector')} />
        <FormTextField
          control={control}
          name="inspection.odometerKm"
          label={t('inspection.odometer')}
          transform={(typed) => typed.replace(/\D/g, '')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {INSPECTION_FLAGS.map((name) => (
          <Flag key={name} control={control} name={`inspection.${name}`} label={t(`inspection.${name}`)} />
        ))}
      </Stack>
      <Typography variant="subtitle2">{t('inspection.panels')}</Typography>
      {panels.fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Choice
            control={control}
            name={`inspection.panels.${index}.panel`}
            label={t('inspection.panel')}
            options={INSPECTION_PANEL_KEYS.map((panel) => ({ value: panel, label: t(`panels.${panel}`) }))}
          />
          <Choice
            control={control}
            name={`inspection.panels.${index}.mark`}
            label={t('form.mark')}
            options={PANEL_MARK_KEYS.map((mark) => ({ value: mark, label: t(`marks.${mark}`) }))}
          />
          <IconButton
            aria-label={t('form.removePanel', { panel: t(`panels.${field.panel}`) })}
            onClick={() => panels.remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        variant="outlined"
        disabled={!free}
        onClick={() => free && panels.append({ panel: free, mark: 'painted' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('form.addPanel')}
      </Button>
      <Typography variant="subtitle2">{t('inspection.systems')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {INSPECTION_SYSTEMS.map((system, index) => (
          <Choice
            key={system}
            control={control}
            name={`inspection.systems.${index}.state`}
            label={t(`systems.${system}`)}
            options={[
              { value: '', label: t('form.notChecked') },
              ...SYSTEM_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
            ]}
          />
        ))}
      </Stack>
    </Part>
  );
}

function HistoryFields({ control }: { control: Control<Values> }) {
  const { t } = useTranslation('condition');
  const readings = useFieldArray({ control, name: 'history.mileage' });
  const digits = (typed: string) => typed.replace(/\D/g, '');
  const countLabel = (name: (typeof HISTORY_COUNTS)[number]) =>
    name.endsWith('Won') ? t(`form.${name}`) : t(`history.${name}`);
  return (
    <Part title={t('form.hasHistory')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {HISTORY_COUNTS.map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={`history.${name}`}
            label={countLabel(name)}
            transform={digits}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {HISTORY_FLAGS.map((name) => (
          <Flag key={name} control={control} name={`history.${name}`} label={t(`history.${name}`)} />
        ))}
      </Stack>
      <Typography variant="subtitle2">{t('history.mileage')}</Typography>
      {readings.fields.map((field, index) => (
        <Stack
          key={field.id}
          role="group"
          aria-label={t('form.readingNumber', { number: index + 1 })}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
        >
          <FormTextField
            control={control}
            name={`history.mileage.${index}.readOn`}
            type="date"
            label={t('history.readOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name={`history.mileage.${index}.km`}
            label={t('history.km')}
            transform={digits}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField control={control} name={`history.mileage.${index}.source`} label={t('history.source')} />
          <IconButton
            aria-label={t('form.removeReading', { number: index + 1 })}
            onClick={() => readings.remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        variant="outlined"
        onClick={() => readings.append({ readOn: '', km: '', source: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('form.addReading')}
      </Button>
    </Part>
  );
}

function Documents({ view }: { view: ConditionView }) {
  const { t } = useTranslation('condition');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ConditionDocumentKind>('inspection');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const done = (next: ConditionView) => {
    queryClient.setQueryData(queryKeys.condition(view.itemNo), next);
    setFile(null);
    setInputKey((key) => key + 1);
  };
  const upload = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.set('kind', kind);
      form.set('file', file!);
      return api.post('/items/condition/documents', { query: { itemNo: view.itemNo }, body: form });
    },
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (docNo: number) =>
      api.delete('/items/condition/documents/{docNo}', { path: { docNo }, query: { itemNo: view.itemNo } }),
    onSuccess: done,
  });
  const failure = upload.error ?? remove.error;
  return (
    <Part title={t('documents.title')}>
      {view.documents.map((document) => (
        <Stack key={document.docNo} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <a href={`/api/items/${view.itemNo}/condition/documents/${document.docNo}`} target="_blank" rel="noreferrer">
            {t(`documents.${document.kind}`)}: {document.fileName}
          </a>
          <IconButton
            aria-label={t('form.removeDocument', { name: document.fileName })}
            onClick={() => remove.mutate(document.docNo)}
            disabled={remove.isPending}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('form.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as ConditionDocumentKind)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {DOCUMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`documents.${value}`)}
            </option>
          ))}
        </TextField>
        <label>
          {t('form.file')}{' '}
          <input
            key={inputKey}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button
          variant="outlined"
          disabled={!file || upload.isPending || view.documents.length >= MAX_CONDITION_DOCUMENTS}
          onClick={() => upload.mutate()}
        >
          {t('form.upload')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('form.uploadHint', { max: MAX_CONDITION_DOCUMENTS })}
      </Typography>
      {failure && <Alert severity="error">{failure.message}</Alert>}
    </Part>
  );
}

function Editor({ view }: { view: ConditionView }) {
  const { t } = useTranslation('condition');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    defaultValues: toValues(view),
    resolver: schemaResolver<Values>(conditionBodySchema, toBody),
  });
  const { control, handleSubmit, setError } = form;
  const [hasInspection, hasHistory] = useWatch({ control, name: ['hasInspection', 'hasHistory'] });
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.put('/items/condition', { query: { itemNo: view.itemNo }, body: toBody(values) }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.condition(view.itemNo), next);
      form.reset(toValues(next));
      setSaved(true);
    },
    onError: (error) => showServerErrors(error, setError),
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => {
        setSaved(false);
        void handleSubmit((values) => save.mutate(values))(event);
      }}
    >
      <Flag control={control} name="hasInspection" label={t('form.hasInspection')} />
      {hasInspection && <InspectionFields control={control} />}
      <Flag control={control} name="hasHistory" label={t('form.hasHistory')} />
      {hasHistory && <HistoryFields control={control} />}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('form.save')}
      </Button>
      {saved && <Alert severity="success">{t('form.saved')}</Alert>}
      {save.error && !showServerErrors(save.error, () => undefined) && (
        <Alert severity="error">{save.error.message}</Alert>
      )}
    </Stack>
  );
}

/**
 * The seller's inspection record, history and originals of a saved listing (issue 31, docs/decisions/0250): its own
 * save, apart from the listing's, so the record can be added or corrected at any time; declared until staff verify.
 */
export function ConditionEditor({ itemNo }: { itemNo: number }) {
  const { t } = useTranslation('condition');
  const record = useQuery({
    queryKey: queryKeys.condition(itemNo),
    queryFn: () => api.get('/items/condition', { query: { itemNo } }),
  });
  return (
    <Paper component="section" aria-labelledby="condition-editor-title" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Stack spacing={2}>
        <Typography id="condition-editor-title" component="h2" variant="h6">
          {t('form.title')}
        </Typography>
        <Typography variant="body2">{t('form.intro')}</Typography>
        {record.error && <Alert severity="error">{t('form.failed')}</Alert>}
        {record.data && (
          <>
            {record.data.state === 'verified' && <Alert severity="info">{t('form.verifiedNote')}</Alert>}
            <Editor view={record.data} />
            <Documents view={record.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
