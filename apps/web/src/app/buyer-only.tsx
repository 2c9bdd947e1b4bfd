import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasRole, ROUTES } from '@market/domain';
import { lazyWithMui } from '../lib/lazy.ts';
import { useCurrentUserQuery } from '../lib/session.ts';

// MUI's spinner and alert, with their scope, load only when shown (decision 0198): the router holds this statically.
const BuyerOnlyStatus = lazyWithMui(() => import('./buyer-only-status.tsx'), 'BuyerOnlyStatus');

/**
 * The buyer's screens (inquiries, Carpay, custom car request): a visitor goes to the login page and comes back; a
 * seller or staff account gets a clear message. Buyers and dealers (who buy and sell) hold the domain's buyer role.
 */
export function BuyerOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) return <BuyerOnlyStatus loading />;
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${ROUTES.login}?next=${encodeURIComponent(next)}`} />;
  }
  if (!hasRole(user, 'buyer')) return <BuyerOnlyStatus loading={false} />;
  return children;
}
