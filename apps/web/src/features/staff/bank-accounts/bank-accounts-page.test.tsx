import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bankAccountChangeBodySchema,
  bankAccountsViewSchema,
  type BankAccountChange,
  type BankAccountsView,
} from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubStaffApi } from '../shared/console-test-fixture.ts';

const ACCOUNT = {
  accountNo: 1,
  beneficiary: 'RH Group Co., Ltd.',
  bankName: 'Woori Bank',
  bankAddress: 'Seoul',
  swift: 'HVBKKRSE',
  accountNumber: '1005-803-123456',
  currency: 'USD' as const,
  active: true,
};

const change = (changeNo: number, proposedBy: string): BankAccountChange => ({
  changeNo,
  kind: 'edit',
  accountNo: 1,
  account: { ...ACCOUNT, accountNumber: '1005-803-999999' },
  before: ACCOUNT,
  reason: 'new account at the same bank',
  status: 'pending',
  proposedBy,
  proposedAt: '2026-11-24T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the beneficiary accounts of the console', { timeout: 60_000 }, () => {
  it("lets a staff member approve another's change, never their own", async () => {
    const view: BankAccountsView = {
      accounts: [ACCOUNT],
      changes: [change(2, 'demo-approver'), change(3, 'demo-staff')],
    };
    const calls = stubStaffApi(({ url, method }) => {
      if (url === '/api/staff/bank-accounts') return apiAnswer(bankAccountsViewSchema, view);
      if (method === 'POST' && url === '/api/staff/bank-accounts/changes/2/approve')
        return apiAnswer(bankAccountsViewSchema, { ...view, changes: [{ ...view.changes[0]!, status: 'approved' }] });
      return undefined;
    });
    await renderApp('/admin/bank-accounts');
    const theirs = await screen.findByRole('listitem', { name: 'New details #2' }, { timeout: 15_000 });
    const mine = screen.getByRole('listitem', { name: 'New details #3' });
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(mine).getByText('Your proposal: waits for another staff member')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(theirs.textContent).toContain(
      'Before: RH Group Co., Ltd. · Woori Bank, Seoul (SWIFT HVBKKRSE) · USD 1005-803-123456',
    );
    expect(theirs.textContent).toContain('USD 1005-803-999999');

    await userEvent.setup({ delay: null }).click(within(theirs).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: buyers with unpaid invoices are being mailed.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/changes/2/approve'))).toBe(true);
  });

  it('proposes a new account only with valid details, and says it waits for a second person', async () => {
    const calls = stubStaffApi(({ url, method }) => {
      if (url === '/api/staff/bank-accounts' || (method === 'POST' && url === '/api/staff/bank-accounts/changes'))
        return apiAnswer(bankAccountsViewSchema, { accounts: [ACCOUNT], changes: [] }, method === 'POST' ? 201 : 200);
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/bank-accounts');
    await user.click(await screen.findByRole('button', { name: 'Propose a new account' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a new account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Beneficiary' }), 'RH Group Co., Ltd.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank' }), 'Shinhan Bank');
    await user.type(within(dialog).getByRole('textbox', { name: 'SWIFT/BIC' }), 'bad');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '140-013-555555');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('A SWIFT/BIC code is 8 or 11 letters and digits.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'SWIFT/BIC' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'SWIFT/BIC' }), 'shbkkrse');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Proposed: it takes effect once another staff member approves it/)).toBeTruthy();
    expect(bankAccountChangeBodySchema.parse(calls.find((call) => call.method === 'POST')!.body)).toMatchObject({
      kind: 'add',
      account: { bankName: 'Shinhan Bank', swift: 'SHBKKRSE', currency: 'USD' },
    });
  });
});
