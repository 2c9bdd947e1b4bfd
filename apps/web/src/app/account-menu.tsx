import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { hasRole, ROUTES, type CurrentUser } from '@market/domain';
import { PlainLinkButton, plainButtonClass } from '../components/ui/plain-button.tsx';
import { ArrowDropDownIcon } from '../components/ui/plain-icon.tsx';
import { useCurrentUser, useCurrentUserQuery, useLogout } from '../lib/session.ts';
import { countPageView } from '../lib/visitor-counter.ts';
import { withNext } from '../features/account/account-form.ts';
import { HeaderMenu, HeaderMenuAction, HeaderMenuLink, HeaderMenuSeparator } from './header-menu.tsx';

export interface NavLink {
  to: string;
  label: string;
}

/** The role's shortcuts (spec section 6): sellers and userFlag 2 add and manage items; buyers and userFlag 2 inquire. */
function useRoleLinks(): NavLink[] {
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

/** The staff console's entry, shown to staff only (its label lives in the admin texts, loaded only for staff). */
function AdminMenuLink() {
  const { t } = useTranslation('admin');
  return <HeaderMenuLink to={ROUTES.admin}>{t('nav.link')}</HeaderMenuLink>;
}

/**
 * A member's items of a header menu: My Page, the role's shortcuts, the staff console and log out. The account menu
 * shows them on a wide screen, the compact menu on a narrow one.
 */
export function MemberMenuItems({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const roleLinks = useRoleLinks();
  return (
    <>
      <HeaderMenuLink to={ROUTES.myPage}>{t('nav.myPageOf', { name: user.name })}</HeaderMenuLink>
      {roleLinks.map((link) => (
        <HeaderMenuLink key={link.to} to={link.to}>
          {link.label}
        </HeaderMenuLink>
      ))}
      {hasRole(user, 'staff') && <AdminMenuLink />}
      <HeaderMenuSeparator />
      <HeaderMenuAction onSelect={() => logout.mutate(undefined, { onSettled: () => void navigate(ROUTES.home) })}>
        {t('nav.logout')}
      </HeaderMenuAction>
    </>
  );
}

/**
 * Log in and register for visitors; for members a menu button with their name, holding My Page, the role's shortcuts
 * and log out, so the header stays one row in every language (decision 0230).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUserQuery();
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
    <HeaderMenu
      label={t('nav.accountOf', { name: user.name })}
      triggerClass={plainButtonClass({ color: 'inherit', variant: 'outlined' })}
      trigger={
        <>
          <span className="shell__account-name">{user.name}</span>
          <span className="plain-button__end">
            <ArrowDropDownIcon />
          </span>
        </>
      }
    >
      <MemberMenuItems user={user} />
    </HeaderMenu>
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
