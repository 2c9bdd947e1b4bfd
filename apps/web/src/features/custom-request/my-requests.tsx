import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { RequestDetails, requestNumber } from '../../components/ui/request-details.tsx';
import { formatDate } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useMyRequests } from './api.ts';

export const MY_REQUESTS_KEY = queryKeys.myRequests;

/** The buyer's custom car and price requests, newest first, with staff's replies (docs/decisions/0075). */
export function MyRequests() {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const requests = useMyRequests();
  return (
    <Stack component="section" spacing={2} sx={{ mt: 6 }} aria-labelledby="my-requests-title">
      <Typography id="my-requests-title" component="h2" variant="h5">
        {t('custom.myRequests')}
      </Typography>
      {requests.isPending ? (
        <CircularProgress aria-label={t('access.loading')} />
      ) : requests.isError ? (
        <Alert severity="error">{t('list.failed')}</Alert>
      ) : requests.data.length === 0 ? (
        <Typography role="status">{t('custom.noRequests')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.data.map((request) => (
            <Card key={request.ccsNo} component="li" variant="outlined" aria-label={requestNumber(request)}>
              <CardContent>
                <Typography variant="h6" component="h3">
                  <bdi>{requestNumber(request)}</bdi> · {t(`custom.kinds.${request.kind}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(request.createdAt, tag)}
                  {request.images > 0 && ` · ${t('custom.imageCount', { count: request.images })}`}
                </Typography>
                <RequestDetails request={request} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
