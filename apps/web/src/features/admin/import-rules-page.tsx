import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translation.tsx';
import {
  AGE_BASES,
  FUEL_CODES,
  IMPORT_RULE_STATUSES,
  importRuleBodySchema,
  localizedKeys,
  STEERING_SIDES,
  type ImportRule,
} from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { schemaResolver, showServerErrors } from '../../lib/form.ts';
import { useImportRuleActions, useImportRules } from './api.ts';
import { FormDialog, LanguageFields, NativeSelect } from './form-dialog.tsx';
import { ReferenceCells, RowActions } from './reference-cells.tsx';
import { ErrorAlert, SectionTitle } from './shared.tsx';

const CATEGORIES = [1, 2] as const;
type Draft = Record<string, unknown>;

const blank = (): Draft => ({
  countryCode: '',
  maxAgeYears: '',
  ageBasis: 'year',
  steering: '',
  bannedFuels: [],
  bannedCategories: [],
  salvageBanned: false,
  exemptCategories: [],
  exemptMinWeightKg: '',
  checkRequired: false,
  ...Object.fromEntries(localizedKeys('note').map((key) => [key, ''])),
  sourceUrl: '',
  checkedOn: new Date().toISOString().slice(0, 10),
  status: 'toVerify',
});

/** The form's text inputs as the body: empty numbers and "any side" are null. */
function bodyOf(draft: Draft) {
  const number = (value: unknown) => (value === '' || value === null ? null : Number(value));
  return {
    ...draft,
    maxAgeYears: number(draft.maxAgeYears),
    exemptMinWeightKg: number(draft.exemptMinWeightKg),
    steering: draft.steering === '' ? null : draft.steering,
  };
}

/** Import rules by destination (issue 18): staff check each against its source and mark it verified. */
export function ImportRulesPage() {
  const { t } = useTranslation('admin');
  const rules = useImportRules();
  const { remove } = useImportRuleActions();
  const [editing, setEditing] = useState<ImportRule | 'new' | null>(null);
  const yesNo = (value: boolean) => t(value ? 'importRules.yes' : 'importRules.no');
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
            {(
              [
                'country',
                'maxAge',
                'steering',
                'bannedFuels',
                'salvageBanned',
                'status',
                'checkedOn',
                'source',
              ] as const
            ).map((key) => (
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
                {rule.maxAgeYears === null
                  ? t('importRules.none')
                  : `${rule.maxAgeYears} (${t(`importRules.ageBasis_${rule.ageBasis}`)})`}
              </TableCell>
              <TableCell>{t(`importRules.steering_${rule.steering ?? 'any'}`)}</TableCell>
              <TableCell>{rule.bannedFuels.join(', ') || t('importRules.none')}</TableCell>
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
      ? {
          ...rule,
          maxAgeYears: rule.maxAgeYears ?? '',
          exemptMinWeightKg: rule.exemptMinWeightKg ?? '',
          steering: rule.steering ?? '',
        }
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
  const choices = <T extends string | number>(key: string, options: readonly T[], label: (option: T) => string) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => {
        const chosen = field.value as T[];
        return (
          <FormGroup row aria-label={t(`importRules.${key}`)}>
            <FormLabel sx={{ width: '100%' }}>{t(`importRules.${key}`)}</FormLabel>
            {options.map((option) => (
              <FormControlLabel
                key={option}
                label={label(option)}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...chosen, option] : chosen.filter((value) => value !== option),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        );
      }}
    />
  );
  const category = (value: number) => t(`importRules.category_${value}`);

  return (
    <FormDialog
      title={rule ? t('importRules.editOf', { country: rule.countryCode }) : t('importRules.add')}
      pending={save.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((draft) =>
        save.mutate(
          { ruleNo: rule?.ruleNo, body: importRuleBodySchema.parse(bodyOf(draft)) },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={save.error} />
      {text('countryCode')}
      {text('maxAgeYears', 'number')}
      {select('ageBasis', AGE_BASES, (basis) => t(`importRules.ageBasis_${basis}`))}
      {select('steering', ['', ...STEERING_SIDES], (side) => t(`importRules.steering_${side || 'any'}`))}
      {choices('bannedFuels', FUEL_CODES, (code) => code)}
      {choices('bannedCategories', CATEGORIES, category)}
      {flag('salvageBanned')}
      {choices('exemptCategories', CATEGORIES, category)}
      {text('exemptMinWeightKg', 'number')}
      {flag('checkRequired')}
      <LanguageFields control={control} base="note" label={t('importRules.note')} required={false} multiline />
      {text('sourceUrl', 'url')}
      {text('checkedOn', 'date')}
      {select('status', IMPORT_RULE_STATUSES, (status) => t(`importRules.status_${status}`))}
    </FormDialog>
  );
}
