import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffRequestListSchema, staffRequestSchema, type StaffRequest } from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { paged, stubStaffApi } from '../shared/console-test-fixture.ts';

const request: StaffRequest = {
  ccsNo: 7,
  kind: 'vehicle',
  request: { mainContact: '+56 9 1234 5678', makerName: 'Hyundai', modelName: 'Porter II', description: 'Long deck' },
  itemNo: null,
  country: null,
  images: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  buyer: { userNo: 3, userId: 'demo-buyer', name: 'Demo Buyer', email: 'buyer@example.com' },
  repliedBy: null,
};

function fakeApi() {
  let current = request;
  return stubStaffApi(({ url, body }) => {
    if (url.startsWith('/api/staff/requests?') || url === '/api/staff/requests')
      return apiAnswer(staffRequestListSchema, paged([current]));
    if (url === '/api/staff/requests/7/reply') {
      const { reply } = body as { reply: string };
      current = { ...current, reply, repliedAt: '2026-11-21T10:00:00.000Z', repliedBy: 'demo-staff' };
      return apiAnswer(staffRequestSchema, current);
    }
    return undefined;
  });
}

// The console's layout and page are lazy modules: loaded (in a test run, compiled) here, so that on a busy machine that
// time is spent in this hook and not in the wait for the page, which stayed on "Loading" (decision 0190).
beforeAll(() => Promise.all([import('../layout.tsx'), import('./requests-page.tsx')]), 120_000);
afterEach(() => vi.unstubAllGlobals());

describe('the staff request queue (issue 13)', { timeout: 60_000 }, () => {
  it("shows a request's details and pictures, and sends a reply", async () => {
    const calls = fakeApi();
    await renderApp('/admin/requests');
    const card = await screen.findByRole('listitem', { name: 'CS7' }, { timeout: 15_000 });
    expect(within(card).getByText('Porter II')).toBeTruthy();
    expect(within(card).getByText(/Demo Buyer \(demo-buyer, buyer@example.com\)/)).toBeTruthy();
    const pictures = within(card).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/api/staff/requests/7/images/0?mini=true',
      '/api/staff/requests/7/images/1?mini=true',
    ]);
    expect(within(card).getByText('Not answered')).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to CS7' });
    await user.click(within(dialog).getByRole('button', { name: /send/i }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reply to the buyer/ }), 'Found one at 9,800 USD');
    await user.click(within(dialog).getByRole('button', { name: /send/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url === '/api/staff/requests/7/reply')).toMatchObject({
      method: 'POST',
      body: { reply: 'Found one at 9,800 USD' },
    });
    expect(await screen.findByText('Found one at 9,800 USD')).toBeTruthy();
  });

  it('marks a request unanswered for more than two days overdue, with its age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    try {
      fakeApi();
      await renderApp('/admin/requests');
      const card = await screen.findByRole('listitem', { name: 'CS7' }, { timeout: 15_000 });
      expect(within(card).getByText('3 days')).toBeTruthy();
      expect(within(card).getByText('Overdue')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
