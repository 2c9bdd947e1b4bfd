import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionViewSchema, type ConditionView } from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ConditionEditor } from './condition-editor.tsx';

const EMPTY: ConditionView = {
  itemNo: 9,
  masked: false,
  state: 'declared',
  verifiedAt: null,
  verifiedBy: null,
  updatedAt: null,
  inspection: null,
  history: null,
  documents: [],
};

type Call = { method: string; url: string; body: unknown };

function fakeApi(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method: init.method ?? 'GET', url, body };
      calls.push(call);
      return answer(call) ?? apiError('ROUTE_NOT_FOUND');
    }),
  );
  return calls;
}

async function renderEditor() {
  await initI18n(1);
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <ConditionEditor itemNo={9} />
      </QueryClientProvider>
    </Suspense>,
  );
  return screen.findByRole('region', { name: 'Inspection record and history' }, { timeout: 15_000 });
}

afterEach(() => vi.unstubAllGlobals());

describe("the seller's condition editor", { timeout: 30_000 }, () => {
  it('sends an inspection record with two marked panels and a history, and says it is declared', async () => {
    const calls = fakeApi(({ method, body }) =>
      method === 'PUT'
        ? apiAnswer(conditionViewSchema, { ...EMPTY, ...(body as object), updatedAt: '2026-11-01T00:00:00.000Z' })
        : apiAnswer(conditionViewSchema, EMPTY),
    );
    const user = userEvent.setup();
    const section = await renderEditor();
    await user.click(await within(section).findByRole('checkbox', { name: 'Performance and condition record' }));
    fireEvent.change(within(section).getByLabelText('Inspected on'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Inspected by' }), {
      target: { value: 'Seoul Inspection' },
    });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Odometer at inspection' }), {
      target: { value: '72300' },
    });
    await user.click(within(section).getByRole('button', { name: 'Add a panel' }));
    await user.click(within(section).getByRole('button', { name: 'Add a panel' }));
    const panels = within(section).getAllByRole('combobox', { name: 'Panel' });
    await user.selectOptions(panels[1]!, 'Front left door');
    await user.selectOptions(within(section).getAllByRole('combobox', { name: 'Work done' })[0]!, 'Welded');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Engine' }), 'Good');
    await user.click(within(section).getByRole('checkbox', { name: 'History' }));
    await user.click(within(section).getByRole('button', { name: 'Save the record' }));

    expect(await within(section).findByText(/Buyers see it as declared by the seller/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/items/condition?itemNo=9');
    expect(put.body).toMatchObject({
      inspection: {
        inspectedOn: '2026-10-01',
        inspector: 'Seoul Inspection',
        odometerKm: 72300,
        panels: [
          { panel: 'hood', mark: 'welded' },
          { panel: 'frontDoorLeft', mark: 'painted' },
        ],
        systems: [{ system: 'engine', state: 'good' }],
      },
      history: { ownClaims: 0, ownerChanges: 0, mileage: [] },
    });
  });

  it('refuses a reading in the future before sending, and shows the field message', async () => {
    const calls = fakeApi(() => apiAnswer(conditionViewSchema, EMPTY));
    const user = userEvent.setup();
    const section = await renderEditor();
    await user.click(await within(section).findByRole('checkbox', { name: 'History' }));
    await user.click(within(section).getByRole('button', { name: 'Add a mileage reading' }));
    const reading = within(section).getByRole('group', { name: 'Reading 1' });
    fireEvent.change(within(reading).getByLabelText('Date'), { target: { value: '2999-01-01' } });
    fireEvent.change(within(reading).getByRole('textbox', { name: 'Reading' }), { target: { value: '1000' } });
    await user.click(within(section).getByRole('button', { name: 'Save the record' }));
    expect(await within(section).findByText('This date has not come yet.')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(false));
  });
});
