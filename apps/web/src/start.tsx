import { hydrate } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, languageCodeOf, parseLanguageCode } from '@market/domain';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { answersAsOfNow, readPageData } from './app/page-data.ts';
import { nextTask } from './app/load-in-steps.ts';
import { applyPersonalData, readPersonalData } from './app/personal-data.ts';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { TranslationProvider } from './lib/i18n/translation.tsx';
import { applyDocumentLanguage, chosenLanguage, storeLanguage } from './lib/i18n/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { hydratingServerPage } from './lib/hydrate-later.tsx';
import { afterPageHydrated } from './lib/hydration-mark.tsx';

// A server-rendered page is hydrated with what it was rendered with; any other page starts from the shell.
// The server renders the language of the address (?lang=) or of the `lang` cookie; when this browser chose another
// one that the cookie does not carry yet, the page is rendered here in that language and the cookie follows.
// The shell the server sends when it renders nothing carries its language in <html lang> (the query, the cookie or
// Accept-Language), so a first visit starts in the language its API messages come in.
export async function startApp(): Promise<void> {
  const chosen = chosenLanguage();
  const asked = parseLanguageCode(new URLSearchParams(window.location.search).get('lang') ?? undefined);
  const rendered = readPageData();
  const page =
    rendered && (asked !== undefined || chosen === undefined || chosen === rendered.language) ? rendered : undefined;
  if (rendered && !page && chosen !== undefined) storeLanguage(chosen);
  const language =
    page?.language ?? asked ?? chosen ?? languageCodeOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  applyDocumentLanguage(language);
  const i18n = await initI18n(language, page?.texts);
  const queryClient = createQueryClient();
  if (page) hydrate(queryClient, answersAsOfNow(page.queries));
  const personal = page && readPersonalData();
  if (personal) afterPageHydrated(() => applyPersonalData(queryClient, personal));
  // Making the router (it ranks every route) and starting the hydration take tens of milliseconds each on a slow phone:
  // a task each, so a tap on the page already shown is answered in between (decision 0347).
  if (page) await nextTask();
  const router = createRouter();
  if (page) await nextTask();

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  // The same tree as the server render's (entry-server.tsx), so hydration finds what it rendered.
  const app = (
    <TranslationProvider translations={i18n}>
      <StrictMode>
        <Suspense fallback={null}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </Suspense>
      </StrictMode>
    </TranslationProvider>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  // The parts below the fold (HydrateLater) wait for the browser to be idle: the first view is taken over first.
  if (page) {
    hydratingServerPage();
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}
