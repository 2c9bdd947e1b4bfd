import { useTranslation } from '../lib/i18n/translation.tsx';
import { ROUTES } from '@market/domain';
import { MenuIcon } from '../components/ui/plain-icon.tsx';
import { useCurrentUserQuery } from '../lib/session.ts';
import { MemberMenuItems, useVisitorLinks } from './account-menu.tsx';
import { HeaderMenu, HeaderMenuLink } from './header-menu.tsx';

/**
 * The header's links on a narrow screen: one menu button holding the search, then a member's items (My Page, the
 * role's shortcuts, log out) or log in and register, so the header stays one row. Hidden from 1024 px up, where the
 * header shows the search link and the account menu.
 */
export function CompactMenu() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUserQuery();
  const visitorLinks = useVisitorLinks();
  return (
    <div className="shell__narrow">
      <HeaderMenu
        label={t('nav.menu')}
        triggerClass="plain-icon-button plain-icon-button--inherit"
        trigger={<MenuIcon />}
      >
        <HeaderMenuLink to={ROUTES.carList}>{t('nav.searchItems')}</HeaderMenuLink>
        {user ? (
          <MemberMenuItems user={user} />
        ) : (
          !isPending &&
          visitorLinks.map((link) => (
            <HeaderMenuLink key={link.label} to={link.to}>
              {link.label}
            </HeaderMenuLink>
          ))
        )}
      </HeaderMenu>
    </div>
  );
}
