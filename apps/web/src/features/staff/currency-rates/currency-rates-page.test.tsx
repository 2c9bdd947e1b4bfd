import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { currencyRateSchema, type CurrencyRate } from '@market/domain';
import { apiAnswer, apiError, noContent } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubStaffApi } from '../shared/console-test-fixture.ts';

const euro: CurrencyRate = {
  rateNo: 4,
  currency: 'EUR',
  perUsd: 0.92,
  ratedOn: '2026-01-02',
  source: 'ECB',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the exchange rates in the staff console (issue 32)', { timeout: 60_000 }, () => {
  it('lists a stale rate as such, adds one in capitals, edits a rate without its currency and removes it', async () => {
    const calls = stubStaffApi(({ url, method, body }) => {
      if (url === '/api/staff/currency-rates' && method === 'GET') {
        return apiAnswer(z.array(currencyRateSchema), [euro]);
      }
      if (url === '/api/staff/currency-rates' && method === 'POST') {
        return apiError('CONFLICT', 'This currency has a rate already.', { codeNumber: 1 });
      }
      if (url === '/api/staff/currency-rates/4' && method === 'PUT') {
        return apiAnswer(currencyRateSchema, { ...euro, ...(body as object) });
      }
      if (url === '/api/staff/currency-rates/4' && method === 'DELETE') return noContent();
      return undefined;
    });
    vi.stubGlobal('confirm', () => true);
    await renderApp('/admin/currency-rates');
    const table = await screen.findByRole('table', { name: 'Exchange rates' }, { timeout: 15_000 });
    const row = (await within(table).findByRole('rowheader', { name: 'EUR' })).closest('tr')!;
    expect(row.textContent).toContain('0.92');
    expect(row.textContent).toContain('older than 7 days, not shown');

    await userEvent.click(screen.getByRole('button', { name: 'Add a rate' }));
    const form = await screen.findByRole('dialog', { name: 'Add a rate' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Currency (ISO code)' }), 'eur');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Units per US dollar' }), '0.93');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Source' }), 'ECB');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This currency has a rate already.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ currency: 'EUR', perUsd: 0.93 });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit the rate of EUR' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit the rate of EUR' });
    expect(within(edit).getByRole('textbox', { name: 'Currency (ISO code)' })).toHaveProperty('disabled', true);
    const perUsd = within(edit).getByRole('spinbutton', { name: 'Units per US dollar' });
    await userEvent.clear(perUsd);
    await userEvent.type(perUsd, '0.95');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        currency: 'EUR',
        perUsd: 0.95,
        ratedOn: '2026-01-02',
        source: 'ECB',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove the rate of EUR' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
