import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HeaderMenu, HeaderMenuAction, HeaderMenuLink, HeaderMenuSeparator } from './header-menu.tsx';

function renderMenu(onLogout = vi.fn()) {
  render(
    <MemoryRouter>
      <HeaderMenu label="Account menu of Ana" triggerClass="plain-button" trigger="Ana">
        <HeaderMenuLink to="/my">My Page</HeaderMenuLink>
        <HeaderMenuLink to="/inquiries">Inquiry List</HeaderMenuLink>
        <HeaderMenuSeparator />
        <HeaderMenuAction onSelect={onLogout}>Log out</HeaderMenuAction>
      </HeaderMenu>
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Account menu of Ana' });
}

describe('HeaderMenu', () => {
  it('opens on click with the focus on its first item, and the arrows, Home and End move through the items', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account menu of Ana' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const [myPage, inquiries, logout] = screen.getAllByRole('menuitem');
    expect(screen.getByRole('menuitem', { name: 'Inquiry List' }).getAttribute('href')).toBe('/inquiries');
    expect(document.activeElement).toBe(myPage);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(inquiries);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(myPage);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(logout);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(myPage);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(logout);
  });

  it('closes on Escape with the focus back on its button, and opens from the keyboard', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Page' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('runs a chosen action and closes; a click elsewhere closes it too', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const button = renderMenu(onLogout);
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
