import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { CUSTOM_REQUEST_LABELS, itemNumber, localizedName, routePath, type BuyerRequest } from '@market/domain';

/** "CS12" for a custom car request, "QR12" for a quotation request. */
export const requestNumber = (request: Pick<BuyerRequest, 'kind' | 'ccsNo'>) =>
  `${request.kind === 'quote' ? 'QR' : 'CS'}${request.ccsNo}`;

/**
 * What a custom car or quotation request asked, and staff's reply: shown to the buyer on their list and to staff in
 * the queue (docs/decisions/0075).
 */
export function RequestDetails({ request }: { request: BuyerRequest }) {
  const { t } = useTranslation('inquiry');
  const language = useLanguage().code;
  const asked = request.request;
  const rows: [string, string][] =
    request.kind === 'quote'
      ? [
          [t('custom.country'), request.country ? localizedName(request.country, 'countryName', language) : '–'],
          [t('custom.contents'), String(asked.contents ?? '')],
        ]
      : CUSTOM_REQUEST_LABELS.map(([field, label]) => [t(`custom.${label}`), String(asked[field] ?? '')]);
  return (
    <Box>
      {request.itemNo !== null && (
        <Link component={RouterLink} to={routePath('carDetail', { itemNo: request.itemNo })}>
          <bdi>{itemNumber(request.itemNo)}</bdi>
        </Link>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                <bdi>{value}</bdi>
              </Typography>
            </Box>
          ))}
      </Box>
      {request.reply ? (
        <Alert severity="success" icon={false} aria-label={t('custom.reply')}>
          <Typography variant="subtitle2">{t('custom.reply')}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{request.reply}</bdi>
          </Typography>
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('custom.waiting')}
        </Typography>
      )}
    </Box>
  );
}
