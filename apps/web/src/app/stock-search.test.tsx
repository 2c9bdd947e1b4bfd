import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, routeAnswer } from '../testing/api-fixture.ts';
import { renderApp } from '../testing/render-app.tsx';

/** A fake API: a visitor; CB123 is a listing, nothing else is. */
function fakeApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/items/find?q=CB123') return routeAnswer('get', '/items/find', { itemNo: 123 });
      if (url.startsWith('/api/items/find')) return apiError('ITEM_NOT_FOUND', 'Car not found');
      if (url === '/api/user/me') return apiError('UNAUTHORIZED', 'Please log in.');
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return urls;
}

// The home page and the detail route are lazy modules: loaded (in a test run, compiled) here, so that on a busy machine
// that time is spent in this hook and not in the waits for the detail call (decision 0190).
beforeAll(() => Promise.all([import('../features/home/home-page.tsx'), import('./car-detail-route.tsx')]), 120_000);
afterEach(() => vi.unstubAllGlobals());

describe('the header stock number search (issue 14)', { timeout: 60_000 }, () => {
  it('opens the listing a buyer was given as "CB123"', async () => {
    const urls = fakeApi();
    await renderApp('/');
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByRole('textbox', { name: 'Stock or chassis number' }, { timeout: 15_000 }),
      'CB123{Enter}',
    );
    await waitFor(() => expect(urls).toContain('/api/pages/detail?itemNo=123'));
  });

  it('says what it takes, and when nothing matches', async () => {
    const urls = fakeApi();
    await renderApp('/');
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('textbox', { name: 'Stock or chassis number' }, { timeout: 15_000 });
    await user.type(box, 'hello{Enter}');
    expect(await screen.findByText(/Enter a stock number \(CB123\)/)).toBeTruthy();
    expect(urls.some((url) => url.startsWith('/api/items/find'))).toBe(false);
    await user.clear(box);
    await user.type(box, 'CB9{Enter}');
    expect(await screen.findByText(/No vehicle matches this number/)).toBeTruthy();
  });

  it('opens from the search button a phone has in its header, in a row of its own, and closes there', async () => {
    const urls = fakeApi();
    await renderApp('/');
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Find by stock or chassis number' }, { timeout: 15_000 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const row = document.getElementById(button.getAttribute('aria-controls')!)!;
    const box = within(row).getByRole('textbox', { name: 'Stock or chassis number' });
    expect(document.activeElement).toBe(box);
    await user.type(box, 'CB123{Enter}');
    await waitFor(() => expect(urls).toContain('/api/pages/detail?itemNo=123'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(row.id)).toBeNull();
  });
});
