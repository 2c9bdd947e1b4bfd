import Typography from '@mui/material/Typography';
import { Controller, get, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { IMPORT_RULE_STATUSES, landedCostRateBodySchema, localizedKeys, type LandedCostRate } from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { errorText, schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { FormDialog, LanguageFields, NativeSelect } from '../shared/form-dialog.tsx';
import { useLandedCostRateActions } from '../shared/api.ts';
import { blankLine, lineBodyOf, lineDraftOf, LinesEditor, type LineDraft } from './landed-cost-lines.tsx';
import { ErrorAlert } from '../shared/console-parts.tsx';

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
  const { t } = useTranslation(['admin', 'errors']);
  const { save } = useLandedCostRateActions();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Draft>({
    defaultValues: rate ? draftOf(rate) : blank(),
    resolver: schemaResolver(landedCostRateBodySchema, bodyOf),
  });
  const field = (key: string, type = 'text', fixed = false) => (
    <FormTextField
      control={control}
      name={key}
      size="small"
      type={type}
      label={t(`landedCost.${key}`)}
      disabled={fixed && rate !== null}
      transform={key === 'countryCode' ? (typed) => typed.toUpperCase() : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const select = (key: string, options: readonly string[], label: (option: string) => string, fixed = false) => (
    <Controller
      control={control}
      name={key}
      render={({ field: { value, onChange } }) => (
        <NativeSelect
          label={t(`landedCost.${key}`)}
          value={value as string}
          options={options}
          optionLabel={label}
          disabled={fixed && rate !== null}
          onChange={onChange}
        />
      )}
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
      onSubmit={handleSubmit((draft) =>
        save.mutate(
          { no: rate?.rateNo, body: landedCostRateBodySchema.parse(bodyOf(draft)) },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={save.error} />
      {field('countryCode', 'text', true)}
      {select('category', ['1', '2'], (value) => t(`importRules.category_${value}`), true)}
      {field('valueMarginPct', 'number')}
      <Controller
        control={control}
        name="lines"
        render={({ field: { value, onChange } }) => (
          <LinesEditor
            lines={value as LineDraft[]}
            errorOf={(path) => errorText(t, get(errors, path) as FieldError | undefined)}
            onChange={onChange}
          />
        )}
      />
      {errors.lines?.message && (
        <Typography role="alert" color="error" variant="body2">
          {errorText(t, errors.lines as FieldError)}
        </Typography>
      )}
      <LanguageFields control={control} base="note" label={t('landedCost.note')} required={false} multiline />
      {field('sourceUrl', 'url')}
      {field('checkedOn', 'date')}
      {select('status', IMPORT_RULE_STATUSES, (status) => t(`importRules.status_${status}`))}
    </FormDialog>
  );
}
