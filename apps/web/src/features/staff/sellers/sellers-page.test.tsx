import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffSellerListSchema, staffSellerSchema } from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { paged, seller, stubStaffApi } from '../shared/console-test-fixture.ts';

function fakeApi() {
  return stubStaffApi(({ url }) => {
    if (url.startsWith('/api/staff/sellers?')) return apiAnswer(staffSellerListSchema, paged([seller({})]));
    if (url === '/api/staff/sellers/6/admission')
      return apiAnswer(staffSellerSchema, seller({ status: 'approved', admission: true }));
    if (url === '/api/staff/sellers/6/flags') return apiAnswer(staffSellerSchema, seller({ partners: true }));
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('seller decisions ask first (issue 14)', { timeout: 60_000 }, () => {
  it('approves only after the confirmation', async () => {
    const calls = fakeApi();
    await renderApp('/admin/sellers');
    const row = await screen.findByTestId('seller-demo-pending', {}, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Pending Cars as a seller?' });
    expect(calls.some((call) => call.url.endsWith('/admission'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/staff/sellers/6/admission')).toMatchObject({
        method: 'POST',
        body: { decision: 'approve' },
      }),
    );
  });

  it('asks before granting a flag; going back changes nothing', async () => {
    const calls = fakeApi();
    await renderApp('/admin/sellers');
    const row = await screen.findByTestId('seller-demo-pending', {}, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    const partners = within(row).getByRole('switch', { name: 'Partners demo-pending' });
    await user.click(partners);
    let dialog = await screen.findByRole('dialog', { name: 'Grant Partners to Pending Cars?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((partners as HTMLInputElement).checked).toBe(false);
    expect(calls.some((call) => call.url.endsWith('/flags'))).toBe(false);

    await user.click(partners);
    dialog = await screen.findByRole('dialog', { name: 'Grant Partners to Pending Cars?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, grant' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/staff/sellers/6/flags')).toMatchObject({
        method: 'PUT',
        body: { partners: true },
      }),
    );
  });

  it('takes its filters from the address, as the inquiry page links to a seller', async () => {
    const calls = fakeApi();
    await renderApp('/admin/sellers?q=demo-dealer');
    await screen.findByTestId('seller-demo-pending', {}, { timeout: 15_000 });
    expect(calls.find((call) => call.url.startsWith('/api/staff/sellers?'))?.url).toContain('q=demo-dealer');
    expect(screen.getByRole('textbox', { name: 'ID, name, company or email' })).toHaveProperty('value', 'demo-dealer');
  });
});
