import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { languageTag, type LanguageCode } from '@market/domain';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { initI18n } from '../lib/i18n/i18n.ts';
import { applyDocumentLanguage } from '../lib/i18n/language.ts';

/** The whole app at a path, in a language, as a browser would show it. */
export async function renderApp(path: string, language: LanguageCode = 1) {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(languageTag(language));
  applyDocumentLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Suspense fallback={null}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>,
  );
}
