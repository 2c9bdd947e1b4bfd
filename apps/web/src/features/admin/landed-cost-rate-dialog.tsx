import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_RULE_STATUSES, landedCostRateBodySchema, localizedKeys, type LandedCostRate } from '@market/domain';
import { FormDialog, LanguageFields, NativeSelect } from './form-dialog.tsx';
import { useLandedCostRateActions } from './api.ts';
import { blankLine, lineBodyOf, lineDraftOf, LinesEditor, type LineDraft } from './landed-cost-lines.tsx';
import { ErrorAlert } from './shared.tsx';

type Draft = Record<string, unknown> & { lines: LineDraft[] };

const blank = (): Draft => ({
  countryCode: '',
  category: '1',
  valueMarginPct: '0',
  lines: [blankLine()],
  ...Object.fromEntries(localizedKeys('note').map((key) => [key, ''])),
  sourceUrl: '',
  checkedOn: new Date().toISOString().slice(0, 10),
  status: 'toVerify',
});

const draftOf = (rate: LandedCostRate): Draft => ({
  ...rate,
  category: String(rate.category),
  valueMarginPct: String(rate.valueMarginPct),
  lines: rate.lines.map(lineDraftOf),
});

const bodyOf = (draft: Draft) => ({
  ...draft,
  category: Number(draft.category),
  valueMarginPct: draft.valueMarginPct === '' ? null : Number(draft.valueMarginPct),
  lines: draft.lines.map(lineBodyOf),
});

/** Adds or edits a country's rate sheet for a vehicle class; the country and class of a sheet stay. */
export function RateDialog({ rate, onClose }: { rate: LandedCostRate | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { save } = useLandedCostRateActions();
  const [draft, setDraft] = useState<Draft>(() => (rate ? draftOf(rate) : blank()));
  const [errors, setErrors] = useState(new Set<string>());
  const set = (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value }));
  const field = (key: string, type = 'text', fixed = false) => (
    <TextField
      size="small"
      type={type}
      label={t(`landedCost.${key}`)}
      value={draft[key] as string}
      error={errors.has(key)}
      disabled={fixed && rate !== null}
      onChange={(event) => set(key, key === 'countryCode' ? event.target.value.toUpperCase() : event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const select = (key: string, options: readonly string[], label: (option: string) => string, fixed = false) => (
    <NativeSelect
      label={t(`landedCost.${key}`)}
      value={draft[key] as string}
      options={options}
      optionLabel={label}
      disabled={fixed && rate !== null}
      onChange={(value) => set(key, value)}
    />
  );
  const title = rate
    ? t('landedCost.editOf', { country: rate.countryCode, category: t(`importRules.category_${rate.category}`) })
    : t('landedCost.add');

  return (
    <FormDialog
      title={title}
      pending={save.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={() => {
        const parsed = landedCostRateBodySchema.safeParse(bodyOf(draft));
        setErrors(new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))));
        if (parsed.success) save.mutate({ rateNo: rate?.rateNo, body: parsed.data }, { onSuccess: onClose });
      }}
    >
      <ErrorAlert error={save.error} />
      {field('countryCode', 'text', true)}
      {select('category', ['1', '2'], (value) => t(`importRules.category_${value}`), true)}
      {field('valueMarginPct', 'number')}
      <LinesEditor lines={draft.lines} errors={errors} onChange={(lines) => set('lines', lines)} />
      <LanguageFields
        base="note"
        label={t('landedCost.note')}
        values={draft as Record<string, string>}
        errors={errors}
        required={false}
        multiline
        onChange={set}
      />
      {field('sourceUrl', 'url')}
      {field('checkedOn', 'date')}
      {select('status', IMPORT_RULE_STATUSES, (status) => t(`importRules.status_${status}`))}
    </FormDialog>
  );
}
