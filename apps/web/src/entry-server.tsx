// The server render of a public page (docs/decisions/0090), built by `vite build --ssr` into dist/ssr and called
// by the server (apps/server/src/modules/pages). The browser hydrates it in start.tsx with the same tree.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { directionOf, languageTag, withNamesOf, type LanguageCode } from '@market/domain';
import { NAMES_OF, PAGE_DATA_ID, type PageData } from './app/page-data.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import type { StyleCaches } from './lib/style-caches.ts';
import { createStyleCaches } from './lib/theme-provider.tsx';
import { setServerTransport, type ApiTransport } from './lib/http.ts';
import { createI18n, loadedTexts } from './lib/i18n/i18n.ts';
import { TranslationProvider } from './lib/i18n/translation.tsx';
import { createQueryClient } from './lib/query-client.ts';

export { PAGE_DATA_ID };
export type { ApiTransport };

const transports = new AsyncLocalStorage<ApiTransport>();
setServerTransport(() => transports.getStore());

/** Render passes made by this process: one per page (the proof that one pass fills every query, in the tests). */
let renderPasses = 0;
export function renderPassesSoFar(): number {
  return renderPasses;
}

export interface RenderRequest {
  /** The path and query of the page. */
  url: string;
  language: LanguageCode;
  /** Sends the page's API calls (in-process, with the visitor's cookie). */
  api: ApiTransport;
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The content of #root. */
  html: string;
  /** The page's preloads (its first picture) and CSS, for the head. */
  head: string;
  data: PageData;
}

/**
 * On the server every enabled query suspends the render until it is answered (React resumes the component that
 * waited, not the page), so one render pass fills every query, those that depend on another's answer too: the data a
 * route needs is loaded by the render itself, without a list of each route's queries to keep beside its components.
 * A query marked AFTER_HYDRATION is not asked on the server: rendered as the browser's first render renders it before
 * its answer, and asked by the browser. The browser's queries keep their own options: it hydrates with the answers
 * already in its cache.
 */
function suspendingQueries(queryClient: QueryClient): void {
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    const enabled = defaulted.enabled !== false && defaulted.meta?.afterHydration !== true;
    return { ...defaulted, retry: false, enabled, suspense: enabled };
  }) as QueryClient['defaultQueryOptions'];
}

/**
 * The page's CSS as emotion's server-rendered style element, which the browser's emotion cache takes over; none for a
 * page that drew no MUI (its plain elements are styled by the static stylesheet).
 */
function styleElement(caches: StyleCaches, language: LanguageCode): string {
  const cache = caches[directionOf(languageTag(language))];
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (rules.length === 0) return '';
  const names = rules.map(([name]) => name).join(' ');
  return `<style data-emotion="${cache.key} ${names}">${rules.map(([, css]) => css).join('')}</style>`;
}

/** A query's answer with the names of the page's language only, marked so when that left any out. */
function namesOf(query: DehydratedState['queries'][number], language: LanguageCode) {
  const data = withNamesOf(query.state.data, language);
  if (data === query.state.data) return query;
  return { ...query, meta: { ...query.meta, [NAMES_OF]: language }, state: { ...query.state, data } };
}

/**
 * Renders the page in one pass that waits for its queries (suspendingQueries); undefined when the page cannot be
 * rendered as the browser would (a redirect, a failed query): the browser renders it then.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  return transports.run(request.api, async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(
      new Request(new URL(request.url, 'http://localhost'), { signal: request.signal }),
    );
    if (context instanceof Response) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = await createI18n(request.language);
    const queryClient = createQueryClient();
    suspendingQueries(queryClient);
    const caches = createStyleCaches();
    // compat: emotion keeps the CSS in its cache instead of writing style elements into the HTML.
    caches.ltr.compat = true;
    caches.rtl.compat = true;
    renderPasses += 1;
    const { prelude } = await prerender(
      <TranslationProvider translations={i18n}>
        <StrictMode>
          <Suspense fallback={null}>
            <AppProviders queryClient={queryClient} styleCaches={caches}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </Suspense>
        </StrictMode>
      </TranslationProvider>,
      // One piece: no boundary is sent apart to be revealed by an inline script (which the CSP refuses).
      { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // React writes the page's preloads before its content; they belong in the head, to start as early as they can.
    const [, preloads = '', html = ''] =
      /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(await new Response(prelude).text()) ?? [];
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return undefined;
    const dehydrated = dehydrate(queryClient);
    const data: PageData = {
      language: request.language,
      texts: loadedTexts(i18n),
      // The answers' names in the page's language only (the country list of a detail page in six languages was most
      // of its HTML): the browser asks for them again if the language changes (app/providers.tsx).
      queries: {
        ...dehydrated,
        queries: dehydrated.queries.map((query) => namesOf(query, request.language)),
      },
    };
    return { html, head: preloads + styleElement(caches, request.language), data };
  });
}
