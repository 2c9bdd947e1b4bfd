import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buyerRequestSchema, currentUserSchema, type BuyerRequest } from '@market/domain';
import { apiAnswer, apiError, routeAnswer } from '../../testing/api-fixture.ts';
import { testUser } from '../../testing/users.ts';
import { renderApp } from '../../testing/render-app.tsx';

const buyer = testUser({ userNo: 3 });

const answered: BuyerRequest = {
  ccsNo: 7,
  kind: 'vehicle',
  request: { mainContact: '+56 9 1234 5678', makerName: 'Hyundai' },
  itemNo: null,
  country: null,
  images: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: 'We found a 2019 Porter II at 9,800 USD.',
  repliedAt: '2026-11-21T10:00:00.000Z',
};
const quote: BuyerRequest = {
  ccsNo: 8,
  kind: 'quote',
  request: { contents: '' },
  itemNo: 12,
  country: {
    countryCode: 'MN',
    countryName: '몽골',
    engCountryName: 'Mongolia',
    fraCountryName: 'Mongolie',
    arCountryName: 'منغوليا',
    ruCountryName: 'Монголия',
    esCountryName: 'Mongolia',
  },
  images: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  reply: null,
  repliedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("the buyer's custom request list (issue 13)", { timeout: 60_000 }, () => {
  it("shows each request's picture count and staff's reply", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/user/me') return apiAnswer(currentUserSchema, buyer);
        if (url === '/api/inquirys/car-custom-shop') return apiAnswer(z.array(buyerRequestSchema), [quote, answered]);
        // The form's makes, asked for when the page opens.
        if (url.startsWith('/api/items/car-custom-shop-maker'))
          return routeAnswer('get', '/items/car-custom-shop-maker', []);
        return apiError('ROUTE_NOT_FOUND');
      }),
    );
    await renderApp('/users/custom-request');
    const custom = await screen.findByRole('listitem', { name: 'CS7' }, { timeout: 15_000 });
    expect(within(custom).getByText(/2 pictures/)).toBeTruthy();
    expect(within(custom).getByText('We found a 2019 Porter II at 9,800 USD.')).toBeTruthy();
    const price = screen.getByRole('listitem', { name: 'QR8' });
    expect(within(price).getByText('Mongolia')).toBeTruthy();
    expect(within(price).getByRole('link', { name: 'CB12' })).toBeTruthy();
    expect(within(price).getByText("Waiting for our staff's answer.")).toBeTruthy();
  });
});
