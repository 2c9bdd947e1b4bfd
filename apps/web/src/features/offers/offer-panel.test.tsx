import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { currentUserSchema, offerSchema, type Offer } from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { detailResponse } from '../../testing/detail-response.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { testUser } from '../../testing/users.ts';
import { OfferPanel } from './offer-panel.tsx';

const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
const offer = (overrides: Partial<Offer>): Offer => ({
  offerNo: 4,
  itemNo: 7,
  state: 'open',
  amount: 9000,
  counterAmount: null,
  agreedAmount: null,
  listPrice: 10_000,
  declinedAtOnce: false,
  expiresAt: inTwoDays,
  createdAt: inTwoDays,
  updatedAt: inTwoDays,
  title: '2019 Hyundai Sonata',
  ...overrides,
});

/** The API of the panel: a buyer (or a visitor), their offers on item 7, and what POSTs answer. */
function fakeApi({ user = true, offers = [] as Offer[], post }: { user?: boolean; offers?: Offer[]; post?: Response }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/user/me') return user ? apiAnswer(currentUserSchema, testUser()) : apiError('UNAUTHORIZED');
    if (url.startsWith('/api/offers') && init?.method === 'POST') return post ?? apiError('CONFLICT');
    if (url === '/api/offers?itemNo=7') return apiAnswer(z.array(offerSchema), offers);
    return apiError('ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPanel = (masked = false) =>
  renderRoutes([{ path: '/', element: <OfferPanel item={detailResponse({ item: { masked } }).item} /> }]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offer panel', () => {
  it('sends a buyer offer with the validity chosen, in days as the language says them', async () => {
    const fetch = fakeApi({ post: apiAnswer(offerSchema, offer({}), 201) });
    await renderPanel();
    const panel = await screen.findByRole('region', { name: 'Make an offer' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your offer (US$)' }), '9,000');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Valid for' }), '7 days');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/offers', expect.objectContaining({ method: 'POST' })));
    const [, init] = fetch.mock.calls.find(([url, call]) => url === '/api/offers' && call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ itemNo: 7, amount: 9000, validHours: 168 });
  });

  it('says politely when an offer is declined at once', async () => {
    fakeApi({ post: apiAnswer(offerSchema, offer({ state: 'declined', declinedAtOnce: true }), 201) });
    await renderPanel();
    const panel = await screen.findByRole('region', { name: 'Make an offer' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your offer (US$)' }), '100');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send offer' }));
    expect(await within(panel).findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('the seller cannot accept an offer at this level'),
    );
  });

  it("shows the seller's counter with accept and decline", async () => {
    fakeApi({ offers: [offer({ state: 'countered', counterAmount: 9500 })] });
    await renderPanel();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('answers your offer of $9,000 with $9,500');
    expect(within(status).getByRole('button', { name: 'Accept the counter-offer' })).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Decline the counter-offer' })).toBeTruthy();
  });

  it('is not shown to a visitor, nor on a masked listing', async () => {
    for (const [user, masked] of [
      [false, false],
      [true, true],
    ] as const) {
      const fetch = fakeApi({ user });
      await renderPanel(masked);
      await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/user/me', expect.anything()));
      await waitFor(() => expect(fetch.mock.results[0]?.type).toBe('return'));
      expect(screen.queryByRole('region', { name: 'Make an offer' })).toBeNull();
      cleanup();
    }
  });
});
