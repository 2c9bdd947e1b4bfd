import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema, languageTag, type CurrentUser, type LanguageCode } from '@market/domain';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { apiAnswer } from '../../testing/api-fixture.ts';
import { testUser } from '../../testing/users.ts';
import { RightPanel } from './right-panel.tsx';

const recentlyViewed = [7, 8, 9].map((itemNo) => ({ itemNo, category: 1, clNo: 0, sclNo: 0, thumbnail: null }));

/** The panel on a window 1600 wide, for `user`, in `language`. */
async function renderPanel(user: CurrentUser, language: LanguageCode) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => apiAnswer(currentUserSchema, user)),
  );
  const i18n = await initI18n(language);
  await i18n.changeLanguage(languageTag(language));
  const router = createMemoryRouter([{ path: '/', element: <RightPanel recentlyViewed={recentlyViewed} /> }]);
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Suspense>,
  );
  // The recently viewed list shows once the session is read.
  expect(await screen.findByRole('link', { name: /CB9/ })).toBeTruthy();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the right panel', () => {
  it('offers to inquire about the recently viewed vehicles to a buyer abroad', async () => {
    await renderPanel(testUser(), 1);
    const link = screen.getByRole('link', { name: 'Inquire about these' });
    expect(link.getAttribute('href')).toBe('/users/inquiry/purchase?items=7,8,9');
  });

  it("keeps the spec's inquiry-button rule: not in Korean, not for an account in Korea (issue 14)", async () => {
    await renderPanel(testUser({ countryCode: 'KR' }), 1);
    expect(screen.queryByRole('link', { name: 'Inquire about these' })).toBeNull();
    cleanup();
    await renderPanel(testUser(), 0);
    expect(screen.queryByRole('link', { name: '최근 본 차량 일괄 문의' })).toBeNull();
  });
});
