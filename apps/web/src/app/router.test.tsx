import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '../testing/api-fixture.ts';
import { renderApp } from '../testing/render-app.tsx';

// The home page and the detail route are lazy modules: loaded (in a test run, compiled) here, so
// that on a busy machine that time is spent in this hook and not in the 5 s waits for a heading (decision 0190).
beforeAll(() => Promise.all([import('../features/home/home-page.tsx'), import('./car-detail-route.tsx')]), 120_000);
// Removed after every test, so a test that fails before its end cannot leave its fetch stub to the next one.
afterEach(() => vi.unstubAllGlobals());

describe('app shell and routes', () => {
  it('shows the home page in English by default', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /exported straight from Korea/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(document.title).toBe('RH Group – Korean used cars and special vehicles for export');
  });

  it.each(['/item/detail/car/abc', '/somewhere/else'])('shows the not-found page for %s', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the detail route for a numeric item number', async () => {
    // The item is unknown: the detail page itself answers with its own 'Car not found', not the route's 404 page.
    vi.stubGlobal('fetch', async () => apiError('ITEM_NOT_FOUND', 'Car not found.'));
    await renderApp('/item/detail/car/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car not found' })).toBeTruthy();
  });

  it('switches to Arabic, right-to-left, and keeps the choice', async () => {
    await renderApp('/');
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'العربية');
    expect(await screen.findByRole('heading', { level: 1, name: /تُصدَّر مباشرة من كوريا/ })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('3');
    expect(document.cookie).toContain('lang=3');
  });
});

describe('the header for visitors', () => {
  it('brings a visitor who logs in or registers back to the page they were on', async () => {
    vi.stubGlobal('fetch', async () => apiError('ITEM_NOT_FOUND', 'Car not found.'));
    await renderApp('/item/detail/car/12?lang=1');
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login?next=%2Fitem%2Fdetail%2Fcar%2F12%3Flang%3D1');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register?next=%2Fitem%2Fdetail%2Fcar%2F12%3Flang%3D1',
    );
  });
});
