import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { customsAssessmentSchema, languageTag, type CustomsAssessment } from '@market/domain';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { customsAssessment } from '../../testing/customs-assessment.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { CustomsAssessmentUpload } from './customs-assessment-upload.tsx';

const assessment = (overrides: Partial<CustomsAssessment> = {}) => customsAssessment(5, overrides);

/** The buyer's assessment section of IQ5, with `answer` for its GET and POST. */
async function show(answer: (method: string, body: unknown) => Response, language: 1 | 3 = 1) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      expect(url).toBe('/api/inquirys/customs-assessment?ilNo=5');
      const call = { method: init.method ?? 'GET', body: init.body };
      calls.push(call);
      return answer(call.method, call.body);
    }),
  );
  const i18n = await initI18n(language);
  await i18n.changeLanguage(languageTag(language));
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomsAssessmentUpload ilNo={5} />
    </QueryClientProvider>,
  );
  return { calls, view };
}

afterEach(() => vi.unstubAllGlobals());

describe("the buyer's customs assessment (issue 18)", { timeout: 30_000 }, () => {
  it('shows nothing before arrival', async () => {
    const { calls, view } = await show(() => apiAnswer(customsAssessmentSchema, assessment({ arrived: false })));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(view.container.textContent).toBe('');
  });

  it('sends the chosen file after arrival, then shows it with a download link', async () => {
    const { calls } = await show((method) =>
      method === 'POST'
        ? apiAnswer(
            customsAssessmentSchema,
            assessment({ fileName: 'assessment.pdf', uploadedAt: '2027-01-05T10:00:00.000Z' }),
            201,
          )
        : apiAnswer(customsAssessmentSchema, assessment()),
    );
    expect(await screen.findByRole('region', { name: 'Customs assessment' })).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'assessment.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: 'assessment.pdf' });
    expect(link.getAttribute('href')).toBe('/api/inquirys/customs-assessment/file?ilNo=5');
    const sent = calls.find((call) => call.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('assessment.pdf');
    expect(screen.queryByRole('button', { name: 'Upload the customs assessment' })).toBeNull();
  });

  it("shows the server's message when the upload is refused", async () => {
    await show((method) =>
      method === 'POST'
        ? apiError('CONFLICT', 'A customs assessment was already sent for this inquiry.')
        : apiAnswer(customsAssessmentSchema, assessment()),
    );
    const input = (await screen.findByRole('region', { name: 'Customs assessment' })).querySelector('input')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('A customs assessment was already sent for this inquiry.')).toBeTruthy();
  });

  it('tells the amount staff recorded, in Arabic too', async () => {
    await show(() => apiAnswer(customsAssessmentSchema, assessment({ fileName: 'a.pdf', actualAmount: 4800 })), 3);
    expect(await screen.findByText(/المبلغ الذي سجله فريقنا: \$4,800/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'التقييم الجمركي' })).toBeTruthy();
  });
});
