import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_STATE as S, staffQueueSchema } from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { paged, staffInquiry, stubStaffApi } from '../shared/console-test-fixture.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const row = (ilNo: number, state: number, updatedAt: string) => ({
  ...staffInquiry(state, { ilNo, updatedAt }),
  buyer: { userNo: 3, userId: 'demo-buyer', name: 'Demo Buyer' },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('queue ages and overdue marks (issue 14)', { timeout: 60_000 }, () => {
  it('shows how long each inquiry has waited and marks the staff steps past their time', async () => {
    const calls = stubStaffApi(({ url }) =>
      url.startsWith('/api/staff/inquiries?')
        ? apiAnswer(
            staffQueueSchema,
            paged([
              // Waiting for a manager for 30 hours (a day is allowed).
              row(21, S.waitManager, '2026-11-22T04:00:00.000Z'),
              // Waiting for the buyer for three days: not staff's delay.
              row(22, S.checkAnswer, '2026-11-20T10:00:00.000Z'),
              row(23, S.waitManager, '2026-11-23T07:00:00.000Z'),
            ]),
          )
        : undefined,
    );
    await renderApp('/admin/inquiries');
    const table = await screen.findByRole('table', { name: 'Inquiry queue' }, { timeout: 15_000 });
    const rowOf = async (number: string) =>
      (await within(table).findByRole('link', { name: number })).closest('tr') as HTMLElement;

    const late = await rowOf('IQ21');
    expect(within(late).getByText('30 hr')).toBeTruthy();
    expect(within(late).getByText('Overdue')).toBeTruthy();
    const buyers = await rowOf('IQ22');
    expect(within(buyers).getByText('3 days')).toBeTruthy();
    expect(within(buyers).queryByText('Overdue')).toBeNull();
    const fresh = await rowOf('IQ23');
    expect(within(fresh).getByText('3 hr')).toBeTruthy();
    expect(within(fresh).queryByText('Overdue')).toBeNull();

    const filters = screen.getByRole('search', { name: 'Inquiry filters' });
    within(filters).getByRole('checkbox', { name: 'Overdue only' }).click();
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('overdue=true'));
  });

  it('flags an inquiry for a vehicle its destination refuses (issue 18)', async () => {
    const refused = row(31, S.waitManager, '2026-11-23T07:00:00.000Z');
    refused.items = refused.items.map((item) => ({ ...item, importNotAllowed: true }));
    stubStaffApi(({ url }) =>
      url.startsWith('/api/staff/inquiries?')
        ? apiAnswer(staffQueueSchema, paged([refused, row(32, S.waitManager, '2026-11-23T07:00:00.000Z')]))
        : undefined,
    );
    await renderApp('/admin/inquiries');
    const table = await screen.findByRole('table', { name: 'Inquiry queue' }, { timeout: 15_000 });
    const rowOf = async (number: string) =>
      (await within(table).findByRole('link', { name: number })).closest('tr') as HTMLElement;
    const flag = 'Not allowed at the destination (buyer acknowledged)';
    expect(within(await rowOf('IQ31')).getByText(flag)).toBeTruthy();
    expect(within(await rowOf('IQ32')).queryByText(flag)).toBeNull();
  });
});
