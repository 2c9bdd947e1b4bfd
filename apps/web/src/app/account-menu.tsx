import { useEffect } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { hasRole, ROUTES } from '@market/domain';
import { PlainButton, PlainLinkButton } from '../components/ui/plain-button.tsx';
import { useCurrentUser, useCurrentUserQuery, useLogout } from '../lib/session.ts';
import { countPageView } from '../lib/visitor-counter.ts';
import { withNext } from '../features/account/account-form.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** The role's shortcuts (spec section 6): sellers and userFlag 2 add and manage items; buyers and userFlag 2 inquire. */
export function useRoleLinks(): NavLink[] {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return [];
  return [
    ...(hasRole(user, 'seller')
      ? [
          { to: ROUTES.itemUpload, label: t('nav.addItem') },
          { to: ROUTES.itemManagement, label: t('nav.manageItems') },
        ]
      : []),
    ...(hasRole(user, 'buyer')
      ? [
          { to: ROUTES.inquiryList, label: t('nav.inquiryList') },
          { to: ROUTES.carpayList, label: t('nav.carpayList') },
          { to: ROUTES.customRequest, label: t('nav.customRequest') },
        ]
      : []),
  ];
}

/** Log in and register, each bringing the visitor back to the page they were on. */
export function useVisitorLinks(): NavLink[] {
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  const onAccountPage = location.pathname === ROUTES.login || location.pathname === ROUTES.register;
  const next = onAccountPage || location.pathname === ROUTES.home ? null : here;
  return [
    { to: withNext(ROUTES.login, next), label: t('nav.login') },
    { to: withNext(ROUTES.register, next), label: t('nav.register') },
  ];
}

export function RoleShortcuts() {
  return useRoleLinks().map((link) => (
    <PlainLinkButton key={link.to} color="inherit" to={link.to}>
      {link.label}
    </PlainLinkButton>
  ));
}

/** Log in and register for visitors; the user's name (to My Page) and log out for members. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUserQuery();
  const logout = useLogout();
  const visitorLinks = useVisitorLinks();
  if (isPending) return null;
  if (!user) {
    return visitorLinks.map((link) => (
      <PlainLinkButton key={link.label} color="inherit" to={link.to}>
        {link.label}
      </PlainLinkButton>
    ));
  }
  return (
    <>
      <PlainLinkButton color="inherit" to={ROUTES.myPage} aria-label={t('nav.myPageOf', { name: user.name })}>
        {user.name}
      </PlainLinkButton>
      <PlainButton
        color="inherit"
        variant="outlined"
        onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(ROUTES.home) })}
      >
        {t('nav.logout')}
      </PlainButton>
    </>
  );
}

/** Counts each page view in the local visitor counter (spec: kept locally, never sent). */
export function useVisitorCounter(): void {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUserQuery();
  useEffect(() => {
    if (!isPending) countPageView(user ?? null);
  }, [location.pathname, isPending, user]);
}
