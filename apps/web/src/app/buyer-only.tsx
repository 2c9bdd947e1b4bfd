import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { hasRole, ROUTES } from '@market/domain';
import { useCurrentUserQuery } from '../lib/session.ts';

/**
 * The buyer's screens (inquiries, Carpay, custom car request): a visitor goes to the login page and comes back; a
 * seller or staff account gets a clear message. Buyers and dealers (who buy and sell) hold the domain's buyer role.
 */
export function BuyerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('inquiry');
  const location = useLocation();
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) {
    return (
      <Container sx={{ py: 4 }}>
        <CircularProgress aria-label={t('access.loading')} />
      </Container>
    );
  }
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${ROUTES.login}?next=${encodeURIComponent(next)}`} />;
  }
  if (!hasRole(user, 'buyer')) {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="info">{t('access.buyersOnly')}</Alert>
      </Container>
    );
  }
  return children;
}
