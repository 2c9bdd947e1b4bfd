import Stack from '@mui/material/Stack';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { Page } from '../components/ui/page.tsx';
import { AccountInfoSection } from '../features/account/account-info-section.tsx';
import { LoginRequired } from '../features/account/login-required.tsx';
import { ConsigneeManager } from '../features/consignees/consignee-manager.tsx';
import { AlertSettingsSection } from '../features/favourites/alert-settings-section.tsx';
import { FavouritesSection } from '../features/favourites/favourites-section.tsx';
import { SavedSearchesSection } from '../features/favourites/saved-searches-section.tsx';
import { MyOffers } from '../features/offers/my-offers.tsx';
import { hasRole } from '@market/domain';

/**
 * My Page composes the account feature (user info), favourites with saved searches and alerts, consignees and the
 * buyer's price offers.
 */
export function MyPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('myPage.title')}>
      <LoginRequired>
        {(user) => (
          <Stack spacing={3}>
            <AccountInfoSection user={user} />
            <FavouritesSection />
            <SavedSearchesSection />
            <AlertSettingsSection />
            <ConsigneeManager user={user} />
            {hasRole(user, 'buyer') && <MyOffers />}
          </Stack>
        )}
      </LoginRequired>
    </Page>
  );
}
