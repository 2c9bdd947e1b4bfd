import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customsAssessmentBodySchema, type CustomsAssessment } from '@market/domain';
import { staffAssessmentFileUrl, useRecordAssessment, useStaffAssessment } from './landed-cost-api.ts';
import { ErrorAlert, formatMoney } from './shared.tsx';

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
  const { t, i18n } = useTranslation('admin');
  const record = useRecordAssessment(assessment.ilNo);
  const [amount, setAmount] = useState(assessment.actualAmount === null ? '' : String(assessment.actualAmount));
  const [invalid, setInvalid] = useState(false);
  const money = (value: number | null) => formatMoney(value, i18n.language);
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
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = customsAssessmentBodySchema.safeParse({ actualAmount: Number(amount) });
          setInvalid(!parsed.success || amount.trim() === '');
          if (parsed.success && amount.trim() !== '') record.mutate(parsed.data.actualAmount);
        }}
      >
        <TextField
          size="small"
          type="number"
          label={t('assessment.amount')}
          value={amount}
          error={invalid}
          helperText={invalid ? t('assessment.invalid') : undefined}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={record.isPending}>
          {t('assessment.record')}
        </Button>
      </Stack>
    </Stack>
  );
}
