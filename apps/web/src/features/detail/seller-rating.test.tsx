import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { languageTag, sellerRatingSummarySchema, type SellerRatingSummary } from '@market/domain';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { apiAnswer } from '../../testing/api-fixture.ts';
import { SellerRating } from './seller-rating.tsx';

async function show(summary: SellerRatingSummary, language: 1 | 3 | 4 = 1) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/seller-ratings?itemNo=7');
      return apiAnswer(sellerRatingSummarySchema, summary);
    }),
  );
  const i18n = await initI18n(language);
  await i18n.changeLanguage(languageTag(language));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SellerRating itemNo={7} />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', {}, { timeout: 15_000 });
}

afterEach(() => vi.unstubAllGlobals());

describe("the seller's rating on a listing", { timeout: 30_000 }, () => {
  it('shows the average, the count and the latest texts', async () => {
    const region = await show({
      average: 4.7,
      count: 3,
      latest: [{ score: 5, text: 'Exactly as pictured', ratedAt: '2027-01-20T00:00:00.000Z' }],
    });
    expect(region.getAttribute('aria-labelledby')).toBe('seller-rating-title');
    expect(region.textContent).toContain('Average: 4.7 of 5 · 3 ratings');
    expect(region.textContent).toContain('5 of 5 — Exactly as pictured');
  });

  it('words the count in the plural form of the language, in Russian and Arabic too', async () => {
    const one = { average: 4, count: 1, latest: [] };
    expect((await show(one, 4)).textContent).toContain('Среднее: 4 из 5 · 1 оценка');
    cleanup();
    vi.unstubAllGlobals();
    expect((await show({ ...one, count: 5 }, 4)).textContent).toContain('Среднее: 4 из 5 · 5 оценок');
    cleanup();
    vi.unstubAllGlobals();
    expect((await show({ ...one, count: 2 }, 3)).textContent).toContain('تقييمان');
  });

  it('says there is none yet', async () => {
    expect((await show({ average: null, count: 0, latest: [] })).textContent).toContain('No ratings yet');
  });
});
