import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityListSchema, type ActivityEntry } from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { paged, stubStaffApi } from '../shared/console-test-fixture.ts';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  source: 'audit',
  id: 1,
  at: '2026-11-22T09:30:00.000Z',
  actorNo: 9,
  actorId: 'demo-staff',
  action: 'item.flag',
  entity: 'item',
  entityId: '41',
  reason: null,
  before: null,
  after: null,
  ...overrides,
});

const ENTRIES: ActivityEntry[] = [
  entry({
    source: 'inquiry',
    id: 3,
    action: 'inquiry.staff',
    entity: 'inquiry',
    entityId: '12',
    before: { state: 8 },
    after: { state: 9 },
  }),
  entry({ id: 2, reason: 'Misleading pictures', before: { flag: 0, version: 3 }, after: { flag: 4, version: 4 } }),
  entry({
    id: 1,
    action: 'seller.flags',
    entity: 'seller',
    entityId: '5',
    before: { admission: true, status: 'approved', partners: false, secret: true },
    after: { admission: true, status: 'approved', partners: true, secret: true },
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the activity log (issue 14)', { timeout: 60_000 }, () => {
  it('shows what changed in words, not as JSON', async () => {
    stubStaffApi(({ url }) =>
      url.startsWith('/api/staff/activity') ? apiAnswer(activityListSchema, paged(ENTRIES)) : undefined,
    );
    await renderApp('/admin/activity');
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 15_000 });
    await within(table).findByText('State: Payment being confirmed → Deposit confirmed');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('State: Payment being confirmed → Deposit confirmed')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Inquiry IQ12' }).getAttribute('href')).toBe(
      '/admin/inquiries/12',
    );
    expect(within(rows[2]!).getByText('Flag: On sale → Removed by staff (listing problem)')).toBeTruthy();
    expect(within(rows[2]!).getByText('Misleading pictures')).toBeTruthy();
    expect(within(rows[3]!).getByText('Partners: No → Yes')).toBeTruthy();
    expect(table.textContent).not.toMatch(/[{}"]/);
  });

  it("names a recorded customs assessment's amount in dollars and links its inquiry (issue 18)", async () => {
    const recorded = entry({
      id: 4,
      action: 'customsAssessment.record',
      entity: 'customsAssessment',
      entityId: '12',
      before: { actualAmount: null },
      after: { actualAmount: 9000, estimateLow: 8745, estimateHigh: 11369 },
    });
    stubStaffApi(({ url }) =>
      url.startsWith('/api/staff/activity') ? apiAnswer(activityListSchema, paged([recorded])) : undefined,
    );
    await renderApp('/admin/activity');
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 15_000 });
    expect(await within(table).findByText('Assessed amount: – → $9,000')).toBeTruthy();
    expect(within(table).getByText('Customs assessment amount recorded')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Customs assessment IQ12' }).getAttribute('href')).toBe(
      '/admin/inquiries/12',
    );
  });

  it('filters by action, record and who acted, in the address', async () => {
    const calls = stubStaffApi(({ url }) =>
      url.startsWith('/api/staff/activity') ? apiAnswer(activityListSchema, paged(ENTRIES)) : undefined,
    );
    await renderApp('/admin/activity');
    const filters = await screen.findByRole('search', { name: 'Activity filters' }, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(within(filters).getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Flag changed' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('action=item.flag'));

    await user.click(within(filters).getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByRole('option', { name: 'Item' }));
    await user.type(within(filters).getByRole('textbox', { name: 'Record number' }), 'CB41{Enter}');
    await user.type(within(filters).getByRole('textbox', { name: 'Who' }), 'demo-staff{Enter}');
    await waitFor(() => {
      const url = calls.at(-1)!.url;
      expect(url).toContain('entity=item');
      expect(url).toContain('entityId=41');
      expect(url).toContain('actor=demo-staff');
      expect(url).toContain('action=item.flag');
    });
  });
});
