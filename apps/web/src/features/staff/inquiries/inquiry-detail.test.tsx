import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_STATE as S, staffInquiryDetailSchema } from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { staffInquiry, stubStaffApi } from '../shared/console-test-fixture.ts';

const INVOICE = {
  invoiceNo: 3,
  number: 'INV-2026-000012-1',
  amount: 11_000,
  bankAccount: 'RH Group Co., Ltd. · Woori Bank',
  verificationCode: '23456789ABCD',
  // The end of 30 November in Korea.
  depositDeadline: '2026-11-30T14:59:59.000Z',
  issuedAt: '2026-11-23T01:00:00.000Z',
  confirmedAt: '2026-11-23T05:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the staff inquiry page (issue 14)', { timeout: 60_000 }, () => {
  it("names each vehicle's seller with a link to them", async () => {
    stubStaffApi(({ url }) =>
      url === '/api/staff/inquiries/12' ? apiAnswer(staffInquiryDetailSchema, staffInquiry(S.waitManager)) : undefined,
    );
    await renderApp('/admin/inquiries/12');
    const vehicles = await screen.findByRole('region', { name: 'Vehicles' }, { timeout: 15_000 });
    const seller = within(vehicles).getByRole('link', { name: 'Demo Trading (demo-dealer)' });
    expect(seller.getAttribute('href')).toBe('/admin/sellers?q=demo-dealer');
  });

  it('shows a discounted vehicle at its quoted item price with the sell price beside it', async () => {
    const inquiry = staffInquiry(S.waitManager);
    inquiry.items = [{ ...inquiry.items[0]!, sellPrice: 10_000, itemPrice: 9_000 }];
    stubStaffApi(({ url }) =>
      url === '/api/staff/inquiries/12' ? apiAnswer(staffInquiryDetailSchema, inquiry) : undefined,
    );
    await renderApp('/admin/inquiries/12');
    const vehicles = await screen.findByRole('region', { name: 'Vehicles' }, { timeout: 15_000 });
    expect(within(vehicles).getByText(/\$9,000 \(sell price \$10,000\) \+ ASK/)).toBeTruthy();
  });

  it('shows the deposit deadline in Korea time, saying so', async () => {
    stubStaffApi(({ url }) =>
      url === '/api/staff/inquiries/12'
        ? apiAnswer(staffInquiryDetailSchema, staffInquiry(S.invoiceConfirm, { invoice: INVOICE }))
        : undefined,
    );
    await renderApp('/admin/inquiries/12');
    const invoice = await screen.findByRole('region', { name: 'Invoice and payment' }, { timeout: 15_000 });
    expect(within(invoice).getByText('Nov 30, 2026, 11:59 PM Korea time (UTC+9)')).toBeTruthy();
  });

  it('asks before confirming the deposit, and sends nothing when staff go back', async () => {
    const calls = stubStaffApi(({ url }) => {
      if (url === '/api/staff/inquiries/12')
        return apiAnswer(staffInquiryDetailSchema, staffInquiry(S.paymentBeingConfirmed));
      if (url === '/api/staff/inquiries/12/deposit')
        return apiAnswer(staffInquiryDetailSchema, staffInquiry(S.depositConfirmed));
      return undefined;
    });
    await renderApp('/admin/inquiries/12');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Confirm the deposit' }, { timeout: 15_000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit of IQ12?' });
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBe(document.activeElement);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/deposit'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Confirm the deposit' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm the deposit of IQ12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm the deposit' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/staff/inquiries/12/deposit')).toMatchObject({
        method: 'POST',
        body: { decision: 'confirm' },
      }),
    );
  });
});
