import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The header's links on a narrow screen: one menu button opening the search, the role's shortcuts and the account
 * links, so the header stays one row. Hidden from md up, where the header shows the links themselves.
 */
export function CompactMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUserQuery();
  const logout = useLogout();
  const roleLinks = useRoleLinks();
  const visitorLinks = useVisitorLinks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const links: NavLink[] = [
    { to: ROUTES.carList, label: t('nav.searchItems') },
    ...roleLinks,
    ...(user ? [{ to: ROUTES.myPage, label: user.name }] : isPending ? [] : visitorLinks),
  ];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.menu')}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
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
    </>
  );
}
