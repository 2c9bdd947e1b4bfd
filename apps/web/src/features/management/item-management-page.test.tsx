import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserSchema,
  managementListSchema,
  offerFloorSchema,
  type CurrentUser,
  type ManagementRow,
} from '@market/domain';
import { apiAnswer, apiError, fixture, noContent, routeAnswer } from '../../testing/api-fixture.ts';
import { names } from '../../testing/detail-response.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { testUser } from '../../testing/users.ts';

/** One listing of the seller, parsed with the real response schema so the fixture cannot drift from it. */
function listing(itemNo: number): ManagementRow {
  return fixture(managementListSchema, {
    total: 1,
    page: 1,
    size: 20,
    list: [
      {
        itemNo,
        category: 1,
        flag: 0,
        secret: false,
        partners: false,
        sellPrice: 12_000,
        discountPrice: null,
        commission: 300,
        year: 2020,
        chassisNo: 'KMHXX00XXXX000000',
        ...names('maker', 'Hyundai'),
        ...names('model', 'Avante (CN7)'),
        thumbnail: null,
        updateViews: 7,
        createdAt: '2026-11-01T00:00:00.000Z',
        updateDate: '2026-11-02T00:00:00.000Z',
        memo: null,
        version: 1,
        deleteReason: null,
        markets: { eligible: 0, of: 0 },
      },
    ],
  }).list[0]!;
}

/** A fake API: the signed-in account, its one listing CB101, and the writes the page sends, recorded. */
function fakeApi(user: CurrentUser | null) {
  const writes: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '').split('?')[0];
      if (path === '/user/me') return user ? apiAnswer(currentUserSchema, user) : apiError('UNAUTHORIZED');
      if (init.method && init.method !== 'GET') {
        writes.push({ path: path!, method: init.method, body: JSON.parse(String(init.body)) });
        if (path === '/items/flag') return noContent();
        if (path === '/seller/offer-floors/101') return apiAnswer(offerFloorSchema, { itemNo: 101, floor: 9_500 });
        if (path === '/items/date')
          return routeAnswer('put', '/items/date', { itemNo: 101, updateDate: '2026-11-27T00:00:00.000Z' });
        return apiError('ROUTE_NOT_FOUND');
      }
      if (path === '/seller/offer-floors/101') return apiAnswer(offerFloorSchema, { itemNo: 101, floor: 9_000 });
      if (path === '/items/my-items')
        return apiAnswer(managementListSchema, { total: 1, page: 1, size: 20, list: [listing(101)] });
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return writes;
}

const seller = () => testUser({ userId: 'demo-seller', userFlag: 1, name: 'Demo Seller' });

afterEach(() => vi.unstubAllGlobals());

describe('the management page', { timeout: 60_000 }, () => {
  it('marks the selected listing reserved and says so', async () => {
    const writes = fakeApi(seller());
    await renderApp('/item/management');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Manage items' }, { timeout: 15_000 })).toBeTruthy();
    const mark = screen.getByRole('button', { name: 'Mark Reserved' }) as HTMLButtonElement;
    expect(mark.disabled).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Select CB101' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(mark);
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/items/flag', method: 'PUT', body: { list: [{ itemNo: 101, flag: 2 }] } }]),
    );
    expect(await screen.findByText('Marked Reserved.')).toBeTruthy();
  });

  it("opens each listing read-only, in the form's view mode, from its row", async () => {
    fakeApi(seller());
    await renderApp('/item/management');
    const view = await screen.findByRole('link', { name: 'View CB101' }, { timeout: 15_000 });
    expect(view.getAttribute('href')).toBe('/item/upload?itemNo=101&mode=view');
  });

  it('sets the offer floor from the price dialog, before any offer arrives (issue 32)', async () => {
    const writes = fakeApi(seller());
    await renderApp('/item/management');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit the price of CB101' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Price of CB101' });
    const floor = await within(dialog).findByRole('textbox', { name: 'Floor for CB101 (US$)' });
    expect((floor as HTMLInputElement).value).toBe('9000');
    await user.clear(floor);
    await user.type(floor, '9,500');
    await user.click(within(dialog).getByRole('button', { name: 'Save the floor for CB101' }));
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/seller/offer-floors/101', method: 'PUT', body: { floor: 9_500 } }]),
    );
  });

  it('asks before deleting, and sends nothing when the seller cancels', async () => {
    const writes = fakeApi(seller());
    await renderApp('/item/management');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Select CB101' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete items' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
  });

  it('tells a buyer that only sellers manage items, and lists nothing', async () => {
    fakeApi(testUser());
    await renderApp('/item/management');
    expect(
      await screen.findByText('Only sellers and dealers can list and manage items.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select CB101' })).toBeNull();
  });

  it('works in Arabic, right to left: moves a listing to the top', async () => {
    const writes = fakeApi(seller());
    await renderApp('/item/management', 3);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'إدارة المركبات' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(await screen.findByRole('button', { name: 'نقل CB101 إلى الأعلى' }));
    await waitFor(() => expect(writes).toEqual([{ path: '/items/date', method: 'PUT', body: { itemNo: 101 } }]));
    expect(await screen.findByText('تم النقل إلى الأعلى.')).toBeTruthy();
  });
});
