import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  arrivalMatchSchema,
  languageTag,
  loadingSetSchema,
  ownRatingSchema,
  type ArrivalMatch,
  type OwnRating,
} from '@market/domain';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { ConditionAfterPayment } from './condition-after-payment.tsx';

const SEALED = {
  ilNo: 5,
  sealedAt: '2026-11-21T08:00:00.000Z',
  files: [
    {
      slot: 'front' as const,
      sha256: 'f'.repeat(64),
      size: 1200,
      contentType: 'image/webp',
      uploadedAt: '2026-11-21T07:30:00.000Z',
    },
  ],
};
const ARRIVAL: ArrivalMatch = {
  ilNo: 5,
  windowEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  files: [],
  report: null,
};
const NO_RATING: OwnRating = { rating: null, mayRate: false };

/** The section of IQ5 with the answers of each route; answers the requests sent. */
async function show(
  answers: { arrival?: () => Response; rating?: (method: string) => Response; report?: () => Response } = {},
  language: 1 | 3 = 1,
) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ url, method, body: init.body });
      if (url.startsWith('/api/inquirys/loading-set')) return apiAnswer(loadingSetSchema, SEALED);
      if (url.startsWith('/api/inquirys/arrival/report')) return answers.report!();
      if (url.startsWith('/api/inquirys/arrival'))
        return (answers.arrival ?? (() => apiAnswer(arrivalMatchSchema, ARRIVAL)))();
      return (answers.rating ?? (() => apiAnswer(ownRatingSchema, NO_RATING)))(method);
    }),
  );
  const i18n = await initI18n(language);
  await i18n.changeLanguage(languageTag(language));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConditionAfterPayment ilNo={5} />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the vehicle's condition on the buyer's inquiry (issue 31)", { timeout: 30_000 }, () => {
  it('lists the sealed set with its hashes and links to each picture', async () => {
    await show();
    const table = await screen.findByRole('table', { name: 'Sealed loading set' });
    expect(within(table).getByRole('row', { name: /Front/ }).textContent).toContain('f'.repeat(64));
    expect(within(table).getByRole('link', { name: 'Front' }).getAttribute('href')).toBe(
      '/api/inquirys/loading-set/file?ilNo=5&slot=front',
    );
  });

  it('reports differences by category with a text, and shows the server message when refused', async () => {
    const sent = await show({ report: () => apiError('VALIDATION', 'Upload at least one arrival picture first.') });
    const region = await screen.findByRole('region', { name: 'Check at arrival' });
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Mileage' }));
    await userEvent.type(within(region).getByRole('textbox', { name: 'What you found' }), 'Reads 20,000 km more');
    await userEvent.click(within(region).getByRole('button', { name: 'Report the differences' }));
    expect(await within(region).findByText('Upload at least one arrival picture first.')).toBeTruthy();
    const report = sent.find((call) => call.url.startsWith('/api/inquirys/arrival/report'))!;
    expect(JSON.parse(report.body as string)).toEqual({ categories: ['mileage'], text: 'Reads 20,000 km more' });
    expect(within(region).getByLabelText('Arrival picture: Front left corner')).toBeTruthy();
  });

  it('shows the outcome in Arabic once staff recorded it, and says when the window has closed', async () => {
    const decided: ArrivalMatch = {
      ...ARRIVAL,
      report: {
        categories: ['bodyDamage'],
        text: 'انبعاج في الباب',
        reportedAt: '2027-01-05T10:00:00.000Z',
        outcome: 'confirmed',
        outcomeNote: 'الانبعاج غير موجود في صور التحميل',
        outcomeAt: '2027-01-06T10:00:00.000Z',
      },
    };
    await show({ arrival: () => apiAnswer(arrivalMatchSchema, decided) }, 3);
    expect((await screen.findByRole('alert')).textContent).toContain('النتيجة: تم تأكيد الاختلاف');
    vi.unstubAllGlobals();
    await show({
      arrival: () => apiAnswer(arrivalMatchSchema, { ...ARRIVAL, windowEndsAt: '2026-01-01T00:00:00.000Z' }),
    });
    expect(await screen.findByText('The 14 days to report differences after arrival have passed.')).toBeTruthy();
  });

  it('rates the seller once after release, then shows the rating', async () => {
    const sent = await show({
      rating: (method) =>
        method === 'POST'
          ? apiAnswer(
              ownRatingSchema,
              { rating: { score: 4, text: '', ratedAt: '2027-01-20T00:00:00.000Z' }, mayRate: false },
              201,
            )
          : apiAnswer(ownRatingSchema, { rating: null, mayRate: true }),
    });
    const region = await screen.findByRole('region', { name: 'Rate the seller' });
    await userEvent.click(within(region).getByRole('radio', { name: '4 of 5' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByText('Your rating: 4 of 5')).toBeTruthy();
    const post = sent.find((call) => call.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({ score: 4, text: '' });
  });
});
