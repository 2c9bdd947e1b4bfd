import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  landedCostErrorSchema,
  landedCostRateBodySchema,
  landedCostRateSchema,
  localizedKeys,
  type LandedCostError,
  type LandedCostRate,
} from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubStaffApi } from '../shared/console-test-fixture.ts';

const kenya: LandedCostRate = {
  rateNo: 3,
  countryCode: 'KE',
  category: 1,
  valueMarginPct: 30,
  sourceUrl: 'https://www.kra.go.ke/',
  checkedOn: '2026-11-23',
  status: 'toVerify',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...(Object.fromEntries(localizedKeys('note').map((key) => [key, ''])) as Record<string, string>),
  lines: [
    { kind: 'duty', code: '', basis: 'customs', plus: [], rateBp: 2500, bands: [], amountLow: null, amountHigh: null },
    {
      kind: 'excise',
      code: '',
      basis: 'customs',
      plus: ['duty'],
      rateBp: null,
      bands: [
        { minCc: null, maxCc: 1500, minAge: null, maxAge: null, rateBp: 2000 },
        { minCc: 1501, maxCc: null, minAge: null, maxAge: null, rateBp: 3500 },
      ],
      amountLow: null,
      amountHigh: null,
    },
    { kind: 'fees', code: '', basis: 'flat', plus: [], rateBp: null, bands: [], amountLow: 400, amountHigh: 1000 },
  ],
} as LandedCostRate;

const errors: LandedCostError[] = [
  { countryCode: 'KE', recorded: 3, estimated: 2, medianErrorPct: 12.5, medianAbsErrorPct: 20, withinRange: 1 },
];

afterEach(() => vi.unstubAllGlobals());

describe('landed cost rates in the staff console (issue 18)', { timeout: 60_000 }, () => {
  it('lists each sheet with its lines, source, date and "to verify", and the error per country', async () => {
    stubStaffApi(({ url }) => {
      if (url === '/api/staff/landed-cost-rates') return apiAnswer(z.array(landedCostRateSchema), [kenya]);
      if (url === '/api/staff/landed-cost-errors') return apiAnswer(z.array(landedCostErrorSchema), errors);
      return undefined;
    });
    await renderApp('/admin/landed-cost');
    const table = await screen.findByRole('table', { name: 'Landed cost rates by destination' }, { timeout: 15_000 });
    const row = await within(table).findByRole('row', { name: /KE/ });
    expect(row.textContent).toContain('Import duty 25%');
    expect(row.textContent).toContain('Excise 20%–35%');
    expect(row.textContent).toContain('Port and clearing fees $400 – $1,000');
    expect(within(row).getByText('To verify')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'www.kra.go.ke' }).getAttribute('href')).toBe(
      'https://www.kra.go.ke/',
    );
    expect(within(row).getByText('2026-11-23')).toBeTruthy();

    const report = await screen.findByRole('table', { name: 'Estimate against customs assessments' });
    const ke = await within(report).findByRole('row', { name: /KE/ });
    expect(ke.textContent).toContain('3 (2)');
    expect(ke.textContent).toContain('+12.5%');
    expect(ke.textContent).toContain('20%');
  });

  it('edits a rate in per cent and sends it in basis points, country and class kept', async () => {
    const calls = stubStaffApi(({ url, method, body }) => {
      if (url === '/api/staff/landed-cost-rates') return apiAnswer(z.array(landedCostRateSchema), [kenya]);
      if (url === '/api/staff/landed-cost-errors') return apiAnswer(z.array(landedCostErrorSchema), []);
      if (url === '/api/staff/landed-cost-rates/3' && method === 'PUT')
        return apiAnswer(landedCostRateSchema, { ...kenya, ...(body as object) });
      return undefined;
    });
    await renderApp('/admin/landed-cost');
    expect(await screen.findByText('No customs assessment recorded yet.', {}, { timeout: 15_000 })).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit the rates of KE (Cars)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the rates of KE (Cars)' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Country code (ISO, 2 letters)' }) as HTMLInputElement).disabled,
    ).toBe(true);

    const duty = within(dialog).getByRole('group', { name: 'Line 1: Import duty' });
    const rate = within(duty).getByRole('spinbutton', { name: 'Rate (%)' });
    await user.clear(rate);
    await user.type(rate, '27.5');
    const secondBand = within(dialog).getByRole('group', { name: 'Line 2: Excise' });
    expect(within(secondBand).getAllByRole('group', { name: /Band/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = landedCostRateBodySchema.parse(calls.find((call) => call.method === 'PUT')!.body);
    expect(sent.countryCode).toBe('KE');
    expect(sent.category).toBe(1);
    expect(sent.lines.map((line) => [line.kind, line.rateBp])).toEqual([
      ['duty', 2750],
      ['excise', null],
    ]);
    expect(sent.lines[1]!.bands.map((band) => band.rateBp)).toEqual([2000, 3500]);
  });

  it('names a refused field and sends nothing', async () => {
    const calls = stubStaffApi(({ url }) => {
      if (url === '/api/staff/landed-cost-rates') return apiAnswer(z.array(landedCostRateSchema), []);
      if (url === '/api/staff/landed-cost-errors') return apiAnswer(z.array(landedCostErrorSchema), []);
      return undefined;
    });
    await renderApp('/admin/landed-cost');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add rates' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rates' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const rate = within(within(dialog).getByRole('group', { name: 'Line 1: Import duty' })).getByRole('spinbutton', {
      name: 'Rate (%)',
    });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This value is not valid',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
