import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { itemNumber, routePath } from '@market/domain';

/** What the item form leaves in the history state of the page it goes to after a save. */
export interface SavedListing {
  itemNo: number;
  registered: boolean;
}

export function savedListingState(saved: SavedListing): { savedListing: SavedListing } {
  return { savedListing: saved };
}

function savedListingOf(state: unknown): SavedListing | undefined {
  const saved = (state as { savedListing?: Partial<SavedListing> } | null)?.savedListing;
  return typeof saved?.itemNo === 'number'
    ? { itemNo: saved.itemNo, registered: Boolean(saved.registered) }
    : undefined;
}

/**
 * The confirmation after Register item or Save changes, on the page the form went to: which listing was saved, with a
 * link to it. Closing it clears the history state, so the page does not say it again. Other pages render nothing and
 * load no texts for it.
 */
export function SavedListingNotice() {
  const location = useLocation();
  const saved = savedListingOf(location.state);
  return saved ? <Notice saved={saved} /> : null;
}

function Notice({ saved }: { saved: SavedListing }) {
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
