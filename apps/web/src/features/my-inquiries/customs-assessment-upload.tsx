import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { formatUsd, type CustomsAssessment } from '@market/domain';
import { HttpError } from '../../lib/http.ts';
import { formatDateTime } from '../../lib/format.ts';
import { assessmentFileUrl, useCustomsAssessment, useUploadAssessment } from './api.ts';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * After arrival, the buyer may send the customs assessment they were given (PDF or picture, 10 MB): staff compare its
 * amount with our estimate to make the next ones better (docs/decisions/0146). Nothing shows before arrival.
 */
export function CustomsAssessmentUpload({ ilNo }: { ilNo: number }) {
  const query = useCustomsAssessment(ilNo);
  return query.data?.arrived ? <AssessmentBody assessment={query.data} /> : null;
}

function AssessmentBody({ assessment }: { assessment: CustomsAssessment }) {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const inputId = useId();
  const upload = useUploadAssessment(assessment.ilNo);
  const failure =
    upload.error instanceof HttpError && upload.error.body?.message ? upload.error.body.message : t('list.failed');
  return (
    <Stack spacing={1} component="section" aria-label={t('assessment.title')} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('assessment.title')}
      </Typography>
      {assessment.fileName ? (
        <Typography>
          {t('assessment.sent')}:{' '}
          <Link href={assessmentFileUrl(assessment.ilNo)} download>
            <bdi>{assessment.fileName}</bdi>
          </Link>
          {assessment.uploadedAt && ` · ${formatDateTime(assessment.uploadedAt, tag)}`}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary">{t('assessment.hint')}</Typography>
          <input
            id={inputId}
            type="file"
            accept={TYPES.join(',')}
            aria-label={t('assessment.upload')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={upload.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('assessment.upload')}
          </Button>
        </>
      )}
      {upload.isError && <Alert severity="error">{failure}</Alert>}
      {assessment.actualAmount !== null && (
        <Typography>{t('assessment.recorded', { amount: formatUsd(assessment.actualAmount) })}</Typography>
      )}
    </Stack>
  );
}
