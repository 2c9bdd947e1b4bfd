import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { customsAssessmentBodySchema, type CustomsAssessment } from '@market/domain';
import { schemaResolver } from '../../../lib/form.ts';
import { staffAssessmentFileUrl, useRecordAssessment, useStaffAssessment } from '../shared/api.ts';
import { ErrorAlert, formatMoney } from '../shared/console-parts.tsx';

interface AmountValues {
  actualAmount: string;
}

/** The amount as the schema reads it: empty is no number. */
const amountBody = ({ actualAmount }: AmountValues) => ({
  actualAmount: actualAmount.trim() === '' ? Number.NaN : Number(actualAmount),
});

/**
 * The customs assessment of an arrived car (docs/decisions/0146): the buyer's file, the amount staff read from it in
 * US dollars beside the estimate of the same inquiry, and how far the estimate lay from it.
 */
export function CustomsAssessmentPanel({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation('admin');
  const query = useStaffAssessment(ilNo);
  return (
    <Paper component="section" aria-label={t('assessment.title')} sx={{ p: 2, mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('assessment.title')}
      </Typography>
      <ErrorAlert error={query.error} />
      {query.data &&
        (query.data.arrived ? (
          <AssessmentBody assessment={query.data} />
        ) : (
          <Typography variant="body2">{t('assessment.afterArrival')}</Typography>
        ))}
    </Paper>
  );
}

function AssessmentBody({ assessment }: { assessment: CustomsAssessment }) {
  const { t } = useTranslation('admin');
  const record = useRecordAssessment(assessment.ilNo);
  const { control, handleSubmit } = useForm<AmountValues>({
    defaultValues: { actualAmount: assessment.actualAmount === null ? '' : String(assessment.actualAmount) },
    resolver: schemaResolver<AmountValues>(customsAssessmentBodySchema, amountBody),
  });
  const money = (value: number | null) => formatMoney(value);
  const estimate =
    assessment.estimateLow === null
      ? t('assessment.noEstimate')
      : `${money(assessment.estimateLow)} – ${money(assessment.estimateHigh)}`;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {t('assessment.file')}:{' '}
        {assessment.fileName ? (
          <Link href={staffAssessmentFileUrl(assessment.ilNo)} download>
            <bdi>{assessment.fileName}</bdi>
          </Link>
        ) : (
          t('assessment.noFile')
        )}
      </Typography>
      {assessment.recordedAt && (
        <Typography variant="body2">
          {t('assessment.actual')}: {money(assessment.actualAmount)} · {t('assessment.estimate')}: {estimate}
          {assessment.errorPct !== null && ` · ${t('assessment.error', { pct: assessment.errorPct })}`}
        </Typography>
      )}
      <ErrorAlert error={record.error} />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        noValidate
        onSubmit={handleSubmit((values) => record.mutate(amountBody(values).actualAmount))}
      >
        <Controller
          control={control}
          name="actualAmount"
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              type="number"
              label={t('assessment.amount')}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? t('assessment.invalid') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={record.isPending}>
          {t('assessment.record')}
        </Button>
      </Stack>
    </Stack>
  );
}
