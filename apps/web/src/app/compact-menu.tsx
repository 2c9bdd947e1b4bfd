import { useId, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { PlainIconButton } from '../components/ui/plain-button.tsx';
import { MenuIcon } from '../components/ui/plain-icon.tsx';
import { lazyWithMui } from '../lib/lazy.ts';
import { MountOnFirstUse } from '../lib/mount-on-first-use.tsx';

// MUI's menu (with its popover and modal) is not part of a page's first view: it loads when first opened.
const CompactMenuList = lazyWithMui(() => import('./compact-menu-list.tsx'), 'CompactMenuList');

/**
 * The header's links on a narrow screen: one menu button opening the search, the role's shortcuts and the account
 * links, so the header stays one row. Hidden from md up, where the header shows the links themselves.
 */
export function CompactMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <PlainIconButton
        color="inherit"
        label={t('nav.menu')}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="shell__narrow"
      >
        <MenuIcon />
      </PlainIconButton>
      <MountOnFirstUse active={Boolean(anchor)}>
        <CompactMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
      </MountOnFirstUse>
    </>
  );
}
