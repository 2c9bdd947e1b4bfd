import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useTranslation } from '../lib/i18n/translation.tsx';

/** What BuyerOnly shows instead of the screen: the account being read, or that the screen is for buyers. */
export function BuyerOnlyStatus({ loading }: { loading: boolean }) {
  const { t } = useTranslation('inquiry');
  return (
    <Container sx={{ py: 4 }}>
      {loading ? (
        <CircularProgress aria-label={t('access.loading')} />
      ) : (
        <Alert severity="info">{t('access.buyersOnly')}</Alert>
      )}
    </Container>
  );
}
