import Stack from '@mui/material/Stack';
import { useTranslation } from '../lib/translation.tsx';
import { Page } from '../components/ui/page.tsx';
import { AccountInfoSection } from '../features/account/account-info-section.tsx';
import { LoginRequired } from '../features/account/login-required.tsx';
import { ConsigneeManager } from '../features/consignees/consignee-manager.tsx';
import { MyOffers } from '../features/offers/my-offers.tsx';
import { hasRole } from '@market/domain';

/** My Page composes the account feature (user info), the consignees feature and the buyer's price offers. */
export function MyPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('myPage.title')}>
      <LoginRequired>
        {(user) => (
          <Stack spacing={3}>
            <AccountInfoSection user={user} />
            <ConsigneeManager user={user} />
            {hasRole(user, 'buyer') && <MyOffers />}
          </Stack>
        )}
      </LoginRequired>
    </Page>
  );
}
