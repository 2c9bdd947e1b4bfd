import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  exportControlSchema,
  exportRefusalSchema,
  localizedKeys,
  type ExportControl,
  type ExportRefusalRecord,
} from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubStaffApi } from '../shared/console-test-fixture.ts';

const russiaCars: ExportControl = {
  controlNo: 1,
  countryCode: 'RU',
  vehicleClass: 'passenger',
  minEngineCc: 2000,
  sourceUrl: 'https://www.motie.go.kr/kor/article/ATCL8764a1224/155118579/view',
  checkedOn: '2026-11-28',
  status: 'toVerify',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...(Object.fromEntries(localizedKeys('note').map((key) => [key, ''])) as Record<string, string>),
} as ExportControl;

const refusal: ExportRefusalRecord = {
  refusalNo: 7,
  userId: 'demo-buyer',
  itemNo: 42,
  countryCode: 'RU',
  reason: 'controlled',
  vehicleClass: 'passenger',
  cc: 2500,
  createdAt: '2026-11-28T12:30:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe("Korea's export controls in the staff console (issue 28)", { timeout: 60_000 }, () => {
  it('lists the controls with their source and "to verify", and the inquiries they refused', async () => {
    const calls = stubStaffApi(({ url, method }) => {
      if (url === '/api/staff/export-controls' && method === 'GET')
        return apiAnswer(z.array(exportControlSchema), [russiaCars]);
      if (url === '/api/staff/export-controls/refusals') return apiAnswer(z.array(exportRefusalSchema), [refusal]);
      return undefined;
    });
    await renderApp('/admin/export-controls');
    const table = await screen.findByRole(
      'table',
      { name: "Korea's export controls by destination" },
      { timeout: 15_000 },
    );
    const row = (await within(table).findByRole('rowheader', { name: 'RU' })).closest('tr')!;
    expect(row.textContent).toContain('Passenger cars');
    expect(row.textContent).toContain('2000 cc and over');
    expect(row.textContent).toContain('To verify');
    expect(within(row).getByRole('link', { name: 'www.motie.go.kr' })).toBeTruthy();

    const refused = await screen.findByRole('table', { name: 'Inquiries refused by an export control' });
    expect((await within(refused).findByText('demo-buyer')).closest('tr')!.textContent).toContain('CB42');

    // The form checks the body with the domain's schema before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Add a control' }));
    const form = await screen.findByRole('dialog', { name: 'Add a control' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This value is not valid')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
