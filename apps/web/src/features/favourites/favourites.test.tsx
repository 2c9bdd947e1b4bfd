import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserSchema,
  favouriteListSchema,
  savedSearchSchema,
  searchResponseSchema,
  VISITOR_FAVOURITES_KEY,
  type FavouriteList,
  type LanguageCode,
  type SavedSearch,
} from '@market/domain';
import { FavouriteToggle } from '../../components/ui/favourite-toggle.tsx';
import { SaveSearch } from '../search/save-search.tsx';
import { apiAnswer, apiError, noContent, routeAnswer } from '../../testing/api-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { emptySearch } from '../../testing/search-response.ts';
import { testUser } from '../../testing/users.ts';
import { FavouritesSection } from './favourites-section.tsx';
import { SavedSearchesSection } from './saved-searches-section.tsx';

const list = (favourites: FavouriteList['favourites']): FavouriteList =>
  favouriteListSchema.parse({ favourites, itemNos: favourites.map((favourite) => favourite.itemNo) });

/** A fake API: the session (a member or a visitor), the favourites and saved searches it is told of; calls recorded. */
function fakeApi({
  member,
  favourites = list([]),
  searches = [],
}: {
  member: boolean;
  favourites?: FavouriteList;
  searches?: SavedSearch[];
}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '').split('?')[0]!;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/user/me') return member ? apiAnswer(currentUserSchema, testUser()) : apiError('UNAUTHORIZED');
      if (path === '/favourites') return apiAnswer(favouriteListSchema, favourites);
      if (path === '/favourites/12' && method === 'PUT') return apiAnswer(favouriteListSchema, list([favourite(12)]));
      if (path === '/favourites/12' && method === 'DELETE') return apiAnswer(favouriteListSchema, list([]));
      if (path === '/saved-searches' && method === 'POST')
        return apiAnswer(
          savedSearchSchema,
          {
            id: 4,
            name: 'Avante',
            filters: { category: 1, maker: 1 },
            frequency: 'instant',
            sms: false,
            alerts: true,
            createdAt: '2026-11-28T10:00:00.000Z',
            lastSentAt: null,
            path: '/item/list/car?category=1&maker=Hyundai',
          },
          201,
        );
      if (path === '/saved-searches/4' && method === 'PUT')
        return apiAnswer(savedSearchSchema, { ...searches[0]!, ...(JSON.parse(String(init.body)) as object) });
      if (path === '/saved-searches') return routeAnswer('get', '/saved-searches', searches);
      if (path === '/items/search') return apiAnswer(searchResponseSchema, emptySearch());
      if (path === '/alerts/settings')
        return routeAnswer('get', '/alerts/settings', { favouriteAlerts: true, sms: false, phoneVerified: false });
      if (path === '/alerts/phone/code') return noContent();
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return calls;
}

function favourite(itemNo: number, overrides: Partial<FavouriteList['favourites'][number]> = {}) {
  return {
    itemNo,
    title: '2021 Hyundai Avante',
    status: 'available' as const,
    price: 12_500,
    thumbnail: null,
    addedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const heartAt = (language: LanguageCode = 1) =>
  renderRoutes([{ path: '/', element: <FavouriteToggle itemNo={12} /> }], ['/'], language);

describe('the heart of a listing (issue 32)', { timeout: 60_000 }, () => {
  it('keeps a visitor’s favourite in this browser, without asking the server', async () => {
    const calls = fakeApi({ member: false });
    await heartAt();
    const heart = await screen.findByRole('button', { name: 'Save to favourites' }, { timeout: 15_000 });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(VISITOR_FAVOURITES_KEY)!)).toEqual([12]);
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(VISITOR_FAVOURITES_KEY)).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/favourites'))).toEqual([]);
  });

  it('shows a member’s favourite pressed and removes it through the API, named in Russian', async () => {
    const calls = fakeApi({ member: true, favourites: list([favourite(12)]) });
    await heartAt(4);
    const heart = await screen.findByRole('button', { name: 'Добавить в избранное' }, { timeout: 15_000 });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.setup({ delay: null }).click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/favourites/12')).toBe(true);
  });
});

describe('My Page’s favourites (issue 32)', { timeout: 60_000 }, () => {
  it('lists each favourite with its price and says when it is sold or no longer listed', async () => {
    fakeApi({
      member: true,
      favourites: list([
        favourite(12),
        favourite(13, { status: 'sold', title: '2019 Kia K5' }),
        favourite(14, { status: 'deleted', title: '2018 Kia Ray', price: null }),
      ]),
    });
    await renderRoutes([{ path: '/', element: <FavouritesSection /> }], ['/']);
    const section = await screen.findByRole('region', { name: 'My favourites' }, { timeout: 15_000 });
    const avante = await within(section).findByRole('listitem', { name: '2021 Hyundai Avante' });
    expect(avante.textContent).toContain('$12,500');
    expect(avante.textContent).toContain('Available');
    expect(within(section).getByRole('listitem', { name: '2019 Kia K5' }).textContent).toContain('Sold');
    const gone = within(section).getByRole('listitem', { name: '2018 Kia Ray' });
    expect(gone.textContent).toContain('No longer listed');
    expect(within(gone).queryByRole('link')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Remove 2018 Kia Ray from favourites' })).toBeTruthy();
  });
});

describe('My Page’s saved searches (issue 32)', { timeout: 60_000 }, () => {
  it('links each to the search page and switches its alerts; texts wait for a verified phone', async () => {
    const calls = fakeApi({
      member: true,
      searches: [
        savedSearchSchema.parse({
          id: 4,
          name: 'Avante',
          filters: { category: 1, maker: 1 },
          frequency: 'daily',
          sms: false,
          alerts: true,
          createdAt: '2026-11-28T10:00:00.000Z',
          lastSentAt: null,
          path: '/item/list/car?category=1&maker=Hyundai',
        }),
      ],
    });
    await renderRoutes([{ path: '/', element: <SavedSearchesSection /> }], ['/']);
    const section = await screen.findByRole('region', { name: 'Saved searches' }, { timeout: 15_000 });
    const search = await within(section).findByRole('listitem', { name: 'Avante' });
    expect(within(search).getByRole('link', { name: 'Avante' }).getAttribute('href')).toBe(
      '/item/list/car?category=1&maker=Hyundai',
    );
    expect(search.textContent).toContain('Alerts once a day');
    expect((within(search).getByRole('button', { name: 'Also by text message' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.setup({ delay: null }).click(within(search).getByRole('button', { name: 'Alert me at once' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ frequency: 'instant', sms: false }),
    );
  });
});

describe('saving a search (issue 32)', { timeout: 60_000 }, () => {
  const saveSearchAt = () =>
    renderRoutes(
      [{ path: '/', element: <SaveSearch filters={{ category: 1, maker: 1 }} ready /> }, { path: '/login' }],
      ['/'],
    );

  it('asks a visitor to log in first', async () => {
    fakeApi({ member: false });
    await saveSearchAt();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }, { timeout: 15_000 }));
    const prompt = await screen.findByRole('status');
    expect(prompt.textContent).toContain('Log in to save this search');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('saves the filters under a name with the chosen alerts', async () => {
    const calls = fakeApi({ member: true });
    await saveSearchAt();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(calls.some((call) => call.path === '/user/me')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Save this search' }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: 'Save this search' });
    await user.type(within(form).getByRole('textbox', { name: 'Name of the search' }), 'Avante');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Alerts of new listings' }),
      'As soon as they are listed',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Search saved');
    expect(calls.find((call) => call.method === 'POST' && call.path === '/saved-searches')?.body).toEqual({
      name: 'Avante',
      filters: { category: 1, maker: 1 },
      frequency: 'instant',
      sms: false,
    });
  });
});

describe('the list page with hearts, right to left', { timeout: 60_000 }, () => {
  it('offers "Save this search" in Arabic', async () => {
    fakeApi({ member: false });
    await renderApp('/item/list/car', 3);
    expect(await screen.findByRole('button', { name: 'حفظ هذا البحث' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
