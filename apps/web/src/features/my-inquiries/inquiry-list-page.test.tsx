import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { currentUserSchema, inquiryListSchema, inquirySummarySchema, shipmentPlaceSchema } from '@market/domain';
import { apiAnswer, apiError, fixture } from '../../testing/api-fixture.ts';
import { names } from '../../testing/detail-response.ts';
import { testUser } from '../../testing/users.ts';
import { renderApp } from '../../testing/render-app.tsx';

const buyer = testUser({ userNo: 3 });

/** Through the server's schema of the answer: a fixture the server could not send fails here. */
const inquiry = (ilNo: number, state: number) =>
  fixture(inquirySummarySchema, {
    ilNo,
    state,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    countryCode: 'CL',
    ...names('countryName', 'Chile'),
    ...names('portName', 'Iquique'),
    items: [],
    invoice: null,
    answer: null,
    managerName: null,
    receipts: [],
  });

/** A paid purchase (IQ5) and an open inquiry (IQ6); status calls are recorded. */
function fakeApi() {
  const updates: unknown[] = [];
  const urls: string[] = [];
  const list = { list: [inquiry(5, 9), inquiry(6, 1)], counts: { total: 2, toDo: 0, proceed: 1, complete: 1 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      urls.push(url);
      if (url === '/api/user/me') return apiAnswer(currentUserSchema, buyer);
      if (url.startsWith('/api/inquirys/list')) return apiAnswer(inquiryListSchema, list);
      if (url === '/api/inquirys/shipment-places')
        return apiAnswer(z.array(shipmentPlaceSchema), [{ ilNo: 5, step: 3, eta: '2026-12-30' }]);
      if (url === '/api/inquirys/status') {
        updates.push(JSON.parse(String(init.body)));
        return apiAnswer(inquiryListSchema, list);
      }
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return { updates, urls };
}

afterEach(() => vi.unstubAllGlobals());

describe('hiding and cancelling from the inquiry list (issue 14)', { timeout: 60_000 }, () => {
  it('asks before hiding, says nothing is deleted, and sends nothing when the buyer goes back', async () => {
    const { updates } = fakeApi();
    await renderApp('/users/inquiry/list');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Select IQ5' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Hide selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide 1 inquiry from your list?' });
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toEqual([{ updateList: [{ ilNo: 5, action: 'remove' }] }]));
  });

  it('asks before cancelling', async () => {
    const { updates } = fakeApi();
    await renderApp('/users/inquiry/list');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Select IQ6' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Cancel inquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 1 inquiry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toEqual([{ updateList: [{ ilNo: 6, action: 'cancel' }] }]));
  });

  it('lists hidden inquiries on request and shows them again', async () => {
    const { updates, urls } = fakeApi();
    await renderApp('/users/inquiry/list');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Show hidden inquiries' }, { timeout: 15_000 }));
    await waitFor(() => expect(urls).toContain('/api/inquirys/list?hidden=true'));
    await user.click(await screen.findByRole('checkbox', { name: 'Select IQ5' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Show in list again' }));
    await waitFor(() => expect(updates).toEqual([{ updateList: [{ ilNo: 5, action: 'restore' }] }]));
  });
});

describe('where each car is (issue 19)', { timeout: 60_000 }, () => {
  it('shows the shipment step and ETA of a paid inquiry only', async () => {
    fakeApi();
    await renderApp('/users/inquiry/list');
    const paid = await screen.findByRole('listitem', { name: 'IQ5' }, { timeout: 15_000 });
    expect(await within(paid).findByText('Shipment: Departed · ETA Dec 30, 2026')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'IQ6' })).queryByText(/Shipment:/)).toBeNull();
  });
});
