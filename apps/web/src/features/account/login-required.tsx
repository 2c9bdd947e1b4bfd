import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, useLocation } from 'react-router';
import { ROUTES, type CurrentUser } from '@market/domain';
import { useCurrentUserQuery } from '../../lib/session.ts';

/** Shows its content to a logged-in user, a way to log in to anyone else. */
export function LoginRequired({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  if (!user) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Alert severity="info">{t('loginRequired')}</Alert>
        <Button
          component={RouterLink}
          to={`${ROUTES.login}?next=${encodeURIComponent(location.pathname)}`}
          variant="contained"
        >
          {t('login.submit')}
        </Button>
      </Stack>
    );
  }
  return children(user);
}
