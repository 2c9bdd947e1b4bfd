import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  arrivalMatchSchema,
  INQUIRY_STATE as S,
  LOADING_SLOTS,
  loadingSetSchema,
  shipmentSchema,
  staffInquiryDetailSchema,
  type ArrivalMatch,
  type LoadingSet,
} from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { staffInquiry, stubStaffApi, type ApiCall } from '../shared/console-test-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

const file = (slot: (typeof LOADING_SLOTS)[number]) => ({
  slot,
  sha256: slot.padEnd(64, '0').slice(0, 64),
  size: 1000,
  contentType: 'image/webp',
  uploadedAt: '2026-11-21T07:30:00.000Z',
});
const UNSEALED: LoadingSet = { ilNo: 12, sealedAt: null, files: LOADING_SLOTS.slice(0, -1).map(file) };
const SEALED: LoadingSet = { ilNo: 12, sealedAt: '2026-11-21T08:00:00.000Z', files: LOADING_SLOTS.map(file) };
const REPORTED: ArrivalMatch = {
  ilNo: 12,
  windowEndsAt: '2027-01-18T09:00:00.000Z',
  files: [file('front')],
  report: {
    categories: ['bodyDamage'],
    text: 'A dent on the front bumper',
    reportedAt: '2027-01-05T10:00:00.000Z',
    outcome: null,
    outcomeNote: null,
    outcomeAt: null,
  },
};

/** IQ12 in the console, booked (step 1) or arrived (4), with `answer` for the loading set and arrival calls. */
async function openInquiry(step: number, answer: (call: ApiCall) => Response | undefined) {
  const calls = stubStaffApi((call) => {
    if (call.url === '/api/staff/inquiries/12')
      return apiAnswer(staffInquiryDetailSchema, staffInquiry(S.depositConfirmed));
    if (call.url === '/api/staff/shipments/12')
      return apiAnswer(shipmentSchema, {
        ilNo: 12,
        step,
        eta: null,
        courier: null,
        trackingNumber: null,
        events: [],
        documents: [],
      });
    return answer(call);
  });
  await renderApp('/admin/inquiries/12');
  return calls;
}

describe('the loading set and the arrival match in the console (issue 31)', { timeout: 30_000 }, () => {
  it('uploads slot by slot and seals only a complete set', async () => {
    let set = UNSEALED;
    const calls = await openInquiry(1, (call) => {
      if (call.url === '/api/staff/shipments/12/loading-set/coldStart') set = { ...set, files: SEALED.files };
      if (call.url === '/api/staff/shipments/12/loading-set/seal') set = SEALED;
      if (call.url.startsWith('/api/staff/shipments/12/loading-set'))
        return apiAnswer(loadingSetSchema, set, call.method === 'POST' && !call.url.endsWith('seal') ? 201 : 200);
      if (call.url === '/api/staff/shipments/12/arrival')
        return apiAnswer(arrivalMatchSchema, { ilNo: 12, windowEndsAt: null, files: [], report: null });
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Loading set' }, { timeout: 15_000 });
    expect(within(panel).getByText('1 slot still empty')).toBeTruthy();
    const seal = within(panel).getByRole('button', { name: 'Seal the set' });
    expect((seal as HTMLButtonElement).disabled).toBe(true);
    await userEvent.upload(
      within(panel).getByLabelText('Upload: Cold-start video'),
      new File(['video'], 'start.mp4', { type: 'video/mp4' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Seal the set' }));
    const table = await within(panel).findByRole('table', { name: 'Sealed loading set' });
    expect(within(table).getAllByRole('row')).toHaveLength(LOADING_SLOTS.length + 1);
    expect(within(panel).queryByRole('button', { name: 'Seal the set' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/staff/shipments/12/loading-set/coldStart',
      '/api/staff/shipments/12/loading-set/seal',
    ]);
  });

  it('shows loading and arrival side by side and records the outcome once', async () => {
    const calls = await openInquiry(4, (call) => {
      if (call.url === '/api/staff/shipments/12/loading-set') return apiAnswer(loadingSetSchema, SEALED);
      if (call.url === '/api/staff/shipments/12/arrival-outcome')
        return apiAnswer(arrivalMatchSchema, {
          ...REPORTED,
          report: {
            ...REPORTED.report!,
            outcome: 'confirmed',
            outcomeNote: (call.body as { note: string }).note,
            outcomeAt: '2027-01-06T00:00:00.000Z',
          },
        });
      if (call.url === '/api/staff/shipments/12/arrival') return apiAnswer(arrivalMatchSchema, REPORTED);
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Arrival match' }, { timeout: 15_000 });
    expect(within(panel).getByRole('img', { name: 'Front · At loading' }).getAttribute('src')).toBe(
      '/api/staff/shipments/12/loading-set/front/file',
    );
    expect(within(panel).getByRole('img', { name: 'Front · At arrival' }).getAttribute('src')).toBe(
      '/api/staff/shipments/12/arrival/front/file',
    );
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Outcome' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Difference confirmed' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Note/ }), 'Not on the loading pictures');
    await userEvent.click(within(panel).getByRole('button', { name: 'Record the outcome' }));
    expect(await within(panel).findByText(/Outcome recorded: Difference confirmed/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      outcome: 'confirmed',
      note: 'Not on the loading pictures',
    });
  });
});
