import Stack from '@mui/material/Stack';
import { useTranslation } from '../lib/translation.tsx';
import { Page } from '../components/ui/page.tsx';
import { AccountInfoSection } from '../features/account/account-info-section.tsx';
import { LoginRequired } from '../features/account/login-required.tsx';
import { ConsigneeManager } from '../features/consignees/consignee-manager.tsx';

/** My Page composes the account feature (user info) and the consignees feature. */
export function MyPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('myPage.title')}>
      <LoginRequired>
        {(user) => (
          <Stack spacing={3}>
            <AccountInfoSection user={user} />
            <ConsigneeManager user={user} />
          </Stack>
        )}
      </LoginRequired>
    </Page>
  );
}
