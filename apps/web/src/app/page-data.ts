import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '@market/domain';
import type { PageTexts } from '../lib/i18n/i18n.ts';

/** The id of the JSON block in which the server hands a rendered page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The meta key of a query the server rendered with the names of one language only (its value, the language code):
 * the browser asks for it again when the visitor changes the language (app/providers.tsx).
 */
export const NAMES_OF = 'namesOf';

/** What a server-rendered page was rendered with: the browser hydrates with the same, so both render alike. */
export interface PageData {
  language: LanguageCode;
  texts: PageTexts;
  queries: DehydratedState;
}

export function readPageData(): PageData | undefined {
  const block = document.getElementById(PAGE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PageData) : undefined;
}

/**
 * The page's answers as of its arrival. A page goes out only while the versions it was rendered under are current (a
 * visitor's page is kept up to 60 s, decision 0180; a shared cache may hold it 30 s more), so its answers are as fresh
 * as asking again would be. Left with the time of the render, a page kept longer than the queries' `staleTime` asked
 * for its answers again at hydration, and the update re-rendered the whole page in one task while the phone was taking
 * it over (a third of the detail page's blocking time at 6x CPU); a phone whose clock is ahead of the server's would do
 * it on every page.
 */
export function answersAsOfNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
