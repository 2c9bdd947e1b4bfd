import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../lib/translation.tsx';
import { Link as RouterLink, useNavigate } from 'react-router';
import { hasRole, ROUTES } from '@market/domain';
import { useCurrentUserQuery, useLogout } from '../lib/session.ts';
import { useRoleLinks, useVisitorLinks, type NavLink } from './account-menu.tsx';

/** The staff console's entry (its label lives in the admin texts, loaded only for staff). */
function AdminMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <MenuItem component={RouterLink} to={ROUTES.admin} onClick={onClick}>
      {t('nav.link')}
    </MenuItem>
  );
}

interface CompactMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The compact menu's list (compact-menu.tsx): loaded when the menu first opens. */
export function CompactMenuList({ id, anchor, onClose: close }: CompactMenuListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUserQuery();
  const logout = useLogout();
  const roleLinks = useRoleLinks();
  const visitorLinks = useVisitorLinks();
  const links: NavLink[] = [
    { to: ROUTES.carList, label: t('nav.searchItems') },
    ...roleLinks,
    ...(user ? [{ to: ROUTES.myPage, label: user.name }] : isPending ? [] : visitorLinks),
  ];
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
          {link.label}
        </MenuItem>
      ))}
      {user && hasRole(user, 'staff') && <AdminMenuItem onClick={close} />}
      {user && <Divider />}
      {user && (
        <MenuItem
          onClick={() => {
            close();
            logout.mutate(undefined, { onSettled: () => void navigate(ROUTES.home) });
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      )}
    </Menu>
  );
}
