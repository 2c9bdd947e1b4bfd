import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { formatDate } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { errorText } from './account-form.ts';
import { renewAdmission, sellerAdmission } from './api.ts';
import { FileButton } from './file-button.tsx';
import { DOCUMENT_TYPES, useDocumentUpload } from './use-document-upload.ts';

/**
 * A seller's or dealer's admission on My Page while it is not approved: waiting (again, after a new document), or
 * refused with staff's reason, whom to contact, and a new business document to ask again (docs/decisions/0085).
 */
export function AdmissionNotice() {
  const { t } = useTranslation(['account', 'errors']);
  const { tag } = useLanguage();
  const queryClient = useQueryClient();
  const admission = useQuery({ queryKey: queryKeys.admission, queryFn: sellerAdmission });
  const upload = useDocumentUpload();
  const renew = useMutation({
    mutationFn: renewAdmission,
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.admission, next);
      upload.reset();
    },
  });
  const state = admission.data;
  if (admission.error) return <Alert severity="error">{errorText(t, admission.error)}</Alert>;
  if (!state) return null;
  if (state.status !== 'refused') {
    const date = state.renewedAt ? formatDate(state.renewedAt, tag, { style: 'long' }) : null;
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {date ? t('myPage.admissionRenewed', { date }) : t('myPage.admissionPending')}
      </Alert>
    );
  }
  const { contact } = state;
  return (
    <Alert severity="error" sx={{ mb: 2 }} component="section" aria-labelledby="admission-refused">
      <AlertTitle id="admission-refused">{t('myPage.admissionRefused')}</AlertTitle>
      <Stack spacing={1.5}>
        {state.reason && (
          <Typography dir="auto" sx={{ textAlign: 'start' }}>
            {t('myPage.admissionReason', { reason: state.reason })}
          </Typography>
        )}
        {(contact.email || contact.phone) && (
          <Typography>
            {t('myPage.admissionContact', { name: contact.name })}{' '}
            {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
            {contact.email && contact.phone && ' · '}
            {contact.phone && (
              <Link href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
                <bdi>{contact.phone}</bdi>
              </Link>
            )}
          </Typography>
        )}
        <Typography>{t('myPage.admissionAskAgain')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FileButton
            label={t('myPage.newDocument')}
            accept={DOCUMENT_TYPES}
            disabled={upload.isPending || renew.isPending}
            onFile={(file) => upload.mutate(file)}
          />
          <Typography variant="body2">{upload.data ? upload.data.name : t('register.documentHint')}</Typography>
          <Button
            variant="contained"
            disabled={!upload.data || renew.isPending}
            onClick={() => upload.data && renew.mutate(upload.data.fileKey)}
          >
            {t('myPage.askAgain')}
          </Button>
        </Stack>
        {(upload.error ?? renew.error) && <Typography>{errorText(t, upload.error ?? renew.error)}</Typography>}
      </Stack>
    </Alert>
  );
}
