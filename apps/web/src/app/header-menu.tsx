import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

interface HeaderMenuProps {
  /** The button's content (an icon, or the user's name), its class names and accessible name. */
  trigger: ReactNode;
  triggerClass: string;
  label: string;
  /** `HeaderMenuLink`, `HeaderMenuAction` and `HeaderMenuSeparator` elements (or components rendering them). */
  children: ReactNode;
}

const ITEM = '[role="menuitem"]';

/**
 * A menu button of the header (the account menu, the phone's menu) as plain elements styled by shell.css (decision
 * 0230): the WAI-ARIA menu button pattern, without MUI's menu, popover and modal. It opens on click, Enter, Space or
 * the down arrow with the focus on its first item; the arrows, Home and End move through the items; Escape closes it
 * and gives the focus back to the button; choosing an item, Tab or a click elsewhere closes it.
 */
export function HeaderMenu({ trigger, triggerClass, label, children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="header-menu">
      <button
        ref={button}
        type="button"
        className={triggerClass}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className="header-menu__list"
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest(ITEM)) setOpen(false);
          }}
        >
          {children}
        </ul>
      )}
    </div>
  );
}

/** A link of a header menu (React Router's). */
export function HeaderMenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li role="none">
      <Link role="menuitem" tabIndex={-1} to={to} className="header-menu__item">
        {children}
      </Link>
    </li>
  );
}

/** An action of a header menu (log out). */
export function HeaderMenuAction({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className="header-menu__item" onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

export function HeaderMenuSeparator() {
  return <li role="separator" className="header-menu__separator" />;
}
