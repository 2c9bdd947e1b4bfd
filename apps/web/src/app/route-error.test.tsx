import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { isChunkLoadError } from './route-error.tsx';

// The search screen's code is gone, as after a release: loading its chunk fails with the browser's error.
vi.mock('../features/search/list-pages.tsx', () => ({
  CarListPage: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/car-list-page-old.js');
  },
}));
// The home screen fails to render.
vi.mock('../features/home/home-page.tsx', () => ({
  HomePage: () => {
    throw new Error('a bug');
  },
}));

afterEach(() => {
  // React and the router report the errors they caught; here they are expected.
  vi.mocked(console.error).mockClear();
  vi.mocked(console.warn).mockClear();
});

describe('a screen that fails', () => {
  it('after a release, offers the new version inside the shell', async () => {
    await renderApp('/item/list/car');
    expect(await screen.findByRole('heading', { level: 1, name: 'A new version is available' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/The site has been updated/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The header is still there: the buyer can go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('says so in the page language, right to left in Arabic, with a way home', async () => {
    await renderApp('/', 3);
    expect(await screen.findByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('isChunkLoadError', () => {
  it("tells a chunk that cannot be loaded (Chromium's, Safari's and Vite's words) from other errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('a bug'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
