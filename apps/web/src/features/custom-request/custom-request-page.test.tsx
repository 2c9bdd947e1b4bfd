import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema } from '@market/domain';
import { apiAnswer, apiError, routeAnswer } from '../../testing/api-fixture.ts';
import { names } from '../../testing/detail-response.ts';
import { testUser } from '../../testing/users.ts';
import { renderApp } from '../../testing/render-app.tsx';

const MAKERS = [{ makerNo: 1, ...names('maker', 'Hyundai'), maker: '현대' }];

function fakeApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/user/me') return apiAnswer(currentUserSchema, testUser({ userNo: 3 }));
    if (url.startsWith('/api/items/car-custom-shop-maker'))
      return routeAnswer('get', '/items/car-custom-shop-maker', MAKERS);
    if (url === '/api/inquirys/car-custom-shop' && init?.method === 'POST')
      return routeAnswer('post', '/inquirys/car-custom-shop', { ccsNo: 9 }, 201);
    if (url.startsWith('/api/items/car-custom-shop-model'))
      return routeAnswer('get', '/items/car-custom-shop-model', []);
    return apiError('ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the custom car request form', { timeout: 60_000 }, () => {
  it('names the missing fields, then sends the request with the numbers as numbers', async () => {
    const fetch = fakeApi();
    const user = userEvent.setup({ delay: null });
    await renderApp('/users/custom-request');
    const send = await screen.findByRole('button', { name: 'Send request' }, { timeout: 15_000 });
    await user.click(send);
    expect(await screen.findByText('Please check the necessary field')).toBeTruthy();
    expect(screen.getAllByText('Required field')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: /^Main contact/ }), '+56 9 1234 5678');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Make/ }), 'Hyundai');
    await user.type(screen.getByRole('textbox', { name: /^Year from/ }), '2018');
    await user.click(send);
    expect(await screen.findByText(/CS9/)).toBeTruthy();
    const posted = () =>
      fetch.mock.calls.find(([url, init]) => url === '/api/inquirys/car-custom-shop' && init?.method === 'POST');
    await waitFor(() => expect(posted()).toBeTruthy());
    expect(JSON.parse(String(posted()?.[1]?.body))).toMatchObject({
      mainContact: '+56 9 1234 5678',
      makerName: 'Hyundai',
      minYear: 2018,
    });
  });
});
