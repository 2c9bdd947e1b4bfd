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
