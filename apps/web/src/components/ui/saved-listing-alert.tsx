import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { itemNumber, routePath } from '@market/domain';
import type { SavedListing } from './saved-listing-notice.tsx';

/** SavedListingNotice's alert: which listing was saved, a link to it, and a close button that clears the state. */
export function SavedListingAlert({ saved }: { saved: SavedListing }) {
  const { t } = useTranslation('item-form');
  const location = useLocation();
  const navigate = useNavigate();
  const close = () => void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  const number = itemNumber(saved.itemNo);
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Alert severity="success" role="status" onClose={close} closeText={t('savedNotice.close')}>
        {t(saved.registered ? 'savedNotice.registered' : 'savedNotice.updated', { number })}{' '}
        <Link component={RouterLink} to={routePath('carDetail', { itemNo: saved.itemNo })}>
          {t('savedNotice.view', { number })}
        </Link>
      </Alert>
    </Container>
  );
}
