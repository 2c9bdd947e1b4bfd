import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { LanguageCode } from '@market/domain';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { initI18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders the routes in a language (English by default) with a fresh query client. */
export async function renderRoutes(routes: RouteObject[], initialEntries?: string[], language: LanguageCode = 1) {
  await initI18n(language);
  const router = createMemoryRouter(routes, { initialEntries });
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Suspense>,
  );
}
