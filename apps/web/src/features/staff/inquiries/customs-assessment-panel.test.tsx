import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customsAssessmentSchema,
  INQUIRY_STATE as S,
  shipmentSchema,
  staffInquiryDetailSchema,
  type CustomsAssessment,
} from '@market/domain';
import { customsAssessment } from '../../../testing/customs-assessment.ts';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { staffInquiry, stubStaffApi, type ApiCall } from '../shared/console-test-fixture.ts';

const assessment = (overrides: Partial<CustomsAssessment> = {}) =>
  customsAssessment(12, { fileName: 'assessment.pdf', uploadedAt: '2027-01-05T10:00:00.000Z', ...overrides });

afterEach(() => vi.unstubAllGlobals());

const SHIPMENT = { ilNo: 12, step: 4, eta: null, courier: null, trackingNumber: null, events: [], documents: [] };

/** The paid inquiry IQ12 in the console, its shipment arrived; `assessment` answers the assessment's calls. */
async function openInquiry(answer: (call: ApiCall) => Response) {
  const calls = stubStaffApi((call) => {
    if (call.url === '/api/staff/inquiries/12')
      return apiAnswer(staffInquiryDetailSchema, staffInquiry(S.depositConfirmed));
    if (call.url === '/api/staff/shipments/12') return apiAnswer(shipmentSchema, SHIPMENT);
    if (call.url === '/api/staff/customs-assessments/12') return answer(call);
    return undefined;
  });
  await renderApp('/admin/inquiries/12');
  return { calls, panel: await screen.findByRole('region', { name: 'Customs assessment' }, { timeout: 15_000 }) };
}

describe('the customs assessment on the staff inquiry', { timeout: 30_000 }, () => {
  it('waits for the arrival', async () => {
    const { panel } = await openInquiry(() =>
      apiAnswer(customsAssessmentSchema, assessment({ arrived: false, fileName: null })),
    );
    expect(await within(panel).findByText('Available once the car has arrived.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the amount' })).toBeNull();
  });

  it("links the buyer's file, records the amount and shows the estimate's error", async () => {
    const { calls } = await openInquiry(({ method, body }) =>
      method === 'PUT'
        ? apiAnswer(
            customsAssessmentSchema,
            assessment({
              ...(body as object),
              recordedAt: '2027-01-06T10:00:00.000Z',
              estimateLow: 8745,
              estimateHigh: 11369,
              errorPct: 11.7,
            }),
          )
        : apiAnswer(customsAssessmentSchema, assessment()),
    );
    const link = await screen.findByRole('link', { name: 'assessment.pdf' });
    expect(link.getAttribute('href')).toBe('/api/staff/customs-assessments/12/file');
    const user = userEvent.setup({ delay: null });
    const amount = screen.getByRole('spinbutton', { name: 'Assessed amount (US$)' });
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Record the amount' }));
    expect(await screen.findByText('Enter a whole number of US dollars.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(screen.getByRole('button', { name: 'Record the amount' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ actualAmount: 9000 }));
    expect((await screen.findByText(/error 11.7 %/)).textContent).toMatch(/\$9,000.*\$8,745 – \$11,369/);
  });
});
