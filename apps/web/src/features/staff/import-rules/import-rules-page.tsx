import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  ADMISSIONS,
  AGE_BASES,
  IMPORT_RULE_STATUSES,
  importRuleBodySchema,
  localizedKeys,
  STEERING_SIDES,
  VEHICLE_CLASSES,
  type ClassLimit,
  type ImportRule,
} from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { useImportRuleActions, useImportRules } from '../shared/api.ts';
import { FormDialog, LanguageFields, NativeSelect } from '../shared/form-dialog.tsx';
import { ReferenceCells, RowActions } from '../shared/reference-cells.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

type Draft = Record<string, unknown>;
type LimitDraft = Record<keyof ClassLimit, string>;

const blankLimit = (): LimitDraft => ({
  vehicleClass: 'passenger',
  minWeightKg: '',
  maxWeightKg: '',
  admitted: 'check',
  maxAgeYears: '',
  ageBasis: 'year',
  steering: '',
  bannedFuels: '',
  sourceUrl: '',
});

const blank = (): Draft => ({
  countryCode: '',
  classLimits: [blankLimit()],
  salvageBanned: false,
  checkRequired: false,
  ...Object.fromEntries(localizedKeys('note').map((key) => [key, ''])),
  sourceUrl: '',
  checkedOn: '',
  status: 'toVerify',
});

/** A saved limit as the form's text inputs: nulls are empty, the banned fuels one comma-separated text. */
const limitDraft = (limit: ClassLimit): LimitDraft => ({
  vehicleClass: limit.vehicleClass,
  minWeightKg: limit.minWeightKg?.toString() ?? '',
  maxWeightKg: limit.maxWeightKg?.toString() ?? '',
  admitted: limit.admitted,
  maxAgeYears: limit.maxAgeYears?.toString() ?? '',
  ageBasis: limit.ageBasis,
  steering: limit.steering ?? '',
  bannedFuels: limit.bannedFuels.join(', '),
  sourceUrl: limit.sourceUrl ?? '',
});

/** The form's text inputs as the body: empty numbers, "either side", no source and no date are null. */
function bodyOf(draft: Draft) {
  const number = (value: unknown) => (value === '' || value === null ? null : Number(value));
  const empty = (value: unknown) => (value === '' ? null : value);
  return {
    ...draft,
    checkedOn: empty(draft.checkedOn),
    classLimits: (draft.classLimits as LimitDraft[]).map((limit) => ({
      ...limit,
      minWeightKg: number(limit.minWeightKg),
      maxWeightKg: number(limit.maxWeightKg),
      maxAgeYears: number(limit.maxAgeYears),
      steering: empty(limit.steering),
      sourceUrl: empty(limit.sourceUrl),
      bannedFuels: limit.bannedFuels
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    })),
  };
}

/** One class limit in a line of the table: "Trucks 3500-30000 kg: refused", "Cars: ≤ 8 y (first registration), right". */
function useLimitSummary() {
  const { t } = useTranslation('admin');
  return (limit: ClassLimit) => {
    const band =
      limit.minWeightKg === null && limit.maxWeightKg === null
        ? ''
        : ` ${limit.minWeightKg ?? 0}-${limit.maxWeightKg ?? '∞'} kg`;
    const parts = [t(`importRules.admitted_${limit.admitted}`)];
    if (limit.admitted === 'yes') {
      if (limit.maxAgeYears !== null) {
        parts.push(`≤ ${limit.maxAgeYears} (${t(`importRules.ageBasis_${limit.ageBasis}`)})`);
      }
      if (limit.steering) parts.push(t(`importRules.steering_${limit.steering}`));
      if (limit.bannedFuels.length) parts.push(`${t('importRules.bannedFuels')}: ${limit.bannedFuels.join(', ')}`);
    }
    return `${t(`importRules.class_${limit.vehicleClass}`)}${band}: ${parts.join(', ')}`;
  };
}

/** Import rules by destination and vehicle class (issues 18, 28): staff read each on its source and verify it. */
export function ImportRulesPage() {
  const { t } = useTranslation('admin');
  const rules = useImportRules();
  const { remove } = useImportRuleActions();
  const [editing, setEditing] = useState<ImportRule | 'new' | null>(null);
  const yesNo = (value: boolean) => t(value ? 'importRules.yes' : 'importRules.no');
  const summary = useLimitSummary();
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('importRules.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('importRules.add')}
        </Button>
      </Stack>
      <ErrorAlert error={rules.error ?? remove.error} />
      <Table size="small" aria-label={t('importRules.title')}>
        <TableHead>
          <TableRow>
            {(['country', 'classLimits', 'salvageBanned', 'status', 'checkedOn', 'source'] as const).map((key) => (
              <TableCell key={key}>{t(`importRules.${key}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(rules.data ?? []).map((rule) => (
            <TableRow key={rule.ruleNo}>
              <TableCell component="th" scope="row">
                {rule.countryCode}
              </TableCell>
              <TableCell>
                {rule.classLimits.map((limit, index) => (
                  <div key={index}>{summary(limit)}</div>
                ))}
              </TableCell>
              <TableCell>{yesNo(rule.salvageBanned)}</TableCell>
              <ReferenceCells status={rule.status} checkedOn={rule.checkedOn} sourceUrl={rule.sourceUrl} />
              <RowActions
                labels={{
                  edit: t('importRules.editOf', { country: rule.countryCode }),
                  remove: t('importRules.removeOf', { country: rule.countryCode }),
                  confirm: t('importRules.confirmRemove', { country: rule.countryCode }),
                }}
                onEdit={() => setEditing(rule)}
                onRemove={() => remove.mutate(rule.ruleNo)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function RuleDialog({ rule, onClose }: { rule: ImportRule | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { save } = useImportRuleActions();
  const { control, handleSubmit, setError } = useForm<Draft>({
    defaultValues: rule
      ? { ...rule, checkedOn: rule.checkedOn ?? '', classLimits: rule.classLimits.map(limitDraft) }
      : blank(),
    resolver: schemaResolver(importRuleBodySchema, bodyOf),
  });
  const text = (key: string, type = 'text') => (
    <FormTextField
      control={control}
      name={key}
      size="small"
      type={type}
      label={t(`importRules.${key}`)}
      disabled={key === 'countryCode' && rule !== null}
      transform={key === 'countryCode' ? (typed) => typed.toUpperCase() : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const select = (key: string, options: readonly string[], label: (option: string) => string) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <NativeSelect
          label={t(`importRules.${key}`)}
          value={field.value as string}
          options={options}
          optionLabel={label}
          onChange={field.onChange}
        />
      )}
    />
  );
  const flag = (key: string) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={field.value as boolean} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={t(`importRules.${key}`)}
        />
      )}
    />
  );
  return (
    <FormDialog
      title={rule ? t('importRules.editOf', { country: rule.countryCode }) : t('importRules.add')}
      pending={save.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((draft) =>
        save.mutate(
          { no: rule?.ruleNo, body: importRuleBodySchema.parse(bodyOf(draft)) },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={save.error} />
      {text('countryCode')}
      <ClassLimitFields control={control} />
      {flag('salvageBanned')}
      {flag('checkRequired')}
      <LanguageFields control={control} base="note" label={t('importRules.note')} required={false} multiline />
      {text('sourceUrl', 'url')}
      {text('checkedOn', 'date')}
      {select('status', IMPORT_RULE_STATUSES, (status) => t(`importRules.status_${status}`))}
    </FormDialog>
  );
}

/** The rule's limits by vehicle class, one group of fields each, added and removed by staff. */
function ClassLimitFields({ control }: { control: Control<Draft> }) {
  const { t } = useTranslation('admin');
  const { fields, append, remove } = useFieldArray({ control, name: 'classLimits' as never });
  const text = (index: number, key: keyof ClassLimit, type = 'text') => (
    <FormTextField
      control={control}
      name={`classLimits.${index}.${key}`}
      size="small"
      type={type}
      label={t(`importRules.${key === 'sourceUrl' ? 'limitSourceUrl' : key}`)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const select = (
    index: number,
    key: keyof ClassLimit,
    options: readonly string[],
    label: (option: string) => string,
  ) => (
    <Controller
      control={control}
      name={`classLimits.${index}.${key}`}
      render={({ field }) => (
        <NativeSelect
          label={t(`importRules.${key}`)}
          value={String(field.value)}
          options={options}
          optionLabel={label}
          onChange={field.onChange}
        />
      )}
    />
  );
  return (
    <Stack spacing={1} role="group" aria-label={t('importRules.classLimits')}>
      <FormLabel>{t('importRules.classLimits')}</FormLabel>
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          spacing={1}
          role="group"
          aria-label={t('importRules.limitNumber', { number: index + 1 })}
          sx={{ borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 1 }}
        >
          {select(index, 'vehicleClass', VEHICLE_CLASSES, (option) => t(`importRules.class_${option}`))}
          {text(index, 'minWeightKg', 'number')}
          {text(index, 'maxWeightKg', 'number')}
          {select(index, 'admitted', ADMISSIONS, (option) => t(`importRules.admitted_${option}`))}
          {text(index, 'maxAgeYears', 'number')}
          {select(index, 'ageBasis', AGE_BASES, (basis) => t(`importRules.ageBasis_${basis}`))}
          {select(index, 'steering', ['', ...STEERING_SIDES], (side) => t(`importRules.steering_${side || 'any'}`))}
          {text(index, 'bannedFuels')}
          {text(index, 'sourceUrl', 'url')}
          <Button size="small" color="error" onClick={() => remove(index)} sx={{ alignSelf: 'flex-start' }}>
            {t('importRules.removeLimit', { number: index + 1 })}
          </Button>
        </Stack>
      ))}
      <Button size="small" onClick={() => append(blankLimit() as never)} sx={{ alignSelf: 'flex-start' }}>
        {t('importRules.addLimit')}
      </Button>
    </Stack>
  );
}
