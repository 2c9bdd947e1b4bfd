import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { transitTimeSchema, type TransitTime } from '@market/domain';
import { apiAnswer, apiError, noContent } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubStaffApi } from '../shared/console-test-fixture.ts';

const temaByRoro: TransitTime = {
  transitNo: 3,
  loadingPort: 'KRPUS',
  locode: 'GHTEM',
  countryCode: 'GH',
  vessel: 'roro',
  days: 48,
  sourceUrl: '',
  checkedOn: null,
  status: 'toVerify',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the transit-time table in the staff console (issue 28)', { timeout: 60_000 }, () => {
  it('lists the rows with their source, adds one after checking it, edits the days and removes a row', async () => {
    const calls = stubStaffApi(({ url, method, body }) => {
      if (url === '/api/staff/transit-times' && method === 'GET') {
        return apiAnswer(z.array(transitTimeSchema), [temaByRoro]);
      }
      if (url === '/api/staff/transit-times' && method === 'POST') {
        return apiError('VALIDATION', 'Invalid input.', { fields: { locode: 'Unknown value.' } });
      }
      if (url === '/api/staff/transit-times/3' && method === 'PUT') {
        return apiAnswer(transitTimeSchema, { ...temaByRoro, ...(body as object) });
      }
      if (url === '/api/staff/transit-times/3' && method === 'DELETE') return noContent();
      return undefined;
    });
    vi.stubGlobal('confirm', () => true);
    await renderApp('/admin/transit-times');
    const table = await screen.findByRole('table', { name: 'Transit times by destination port' }, { timeout: 15_000 });
    const row = (await within(table).findByRole('rowheader', { name: 'GHTEM' })).closest('tr')!;
    expect(row.textContent).toContain('Busan');
    expect(row.textContent).toContain('Ro-ro');
    expect(row.textContent).toContain('48 days');
    expect(row.textContent).toContain('To verify');
    expect(row.textContent).toContain('no source yet');
    expect(screen.getByText(/A route without a row uses the default \(60 days\)/)).toBeTruthy();

    // The domain's schema checks the form before anything is sent; the server's field errors show beside the field.
    await userEvent.click(screen.getByRole('button', { name: 'Add a transit time' }));
    const form = await screen.findByRole('dialog', { name: 'Add a transit time' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This value is not valid')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Destination port (UN/LOCODE)' }), 'zzzzz');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Days (from today to arrival)' }), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Unknown value.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ locode: 'ZZZZZ', days: 40 });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit the transit time GHTEM · Busan · Ro-ro' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit the transit time GHTEM · Busan · Ro-ro' });
    expect(within(edit).getByRole('textbox', { name: 'Destination port (UN/LOCODE)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(edit).getByRole('combobox', { name: 'Vessel type' })).toHaveProperty('disabled', true);
    const days = within(edit).getByRole('spinbutton', { name: 'Days (from today to arrival)' });
    await userEvent.clear(days);
    await userEvent.type(days, '44');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        loadingPort: 'KRPUS',
        locode: 'GHTEM',
        vessel: 'roro',
        days: 44,
        sourceUrl: '',
        checkedOn: null,
        status: 'toVerify',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove the transit time GHTEM · Busan · Ro-ro' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("speaks the staff member's language, validation included", async () => {
    stubStaffApi(({ url }) =>
      url === '/api/staff/transit-times' ? apiAnswer(z.array(transitTimeSchema), [temaByRoro]) : undefined,
    );
    await renderApp('/admin/transit-times', 4);
    const table = await screen.findByRole(
      'table',
      { name: 'Сроки доставки по портам назначения' },
      { timeout: 15_000 },
    );
    expect((await within(table).findByRole('rowheader', { name: 'GHTEM' })).closest('tr')!.textContent).toContain(
      'Пусан',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Добавить срок доставки' }));
    const form = await screen.findByRole('dialog', { name: 'Добавить срок доставки' });
    await userEvent.click(within(form).getByRole('button', { name: /Сохранить/ }));
    expect(await within(form).findAllByText('Недопустимое значение')).not.toHaveLength(0);
  });
});
