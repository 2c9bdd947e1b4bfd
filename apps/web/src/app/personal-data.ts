import type { QueryClient } from '@tanstack/react-query';
import { PERSONAL_DATA_ID, type DetailResponse, type PersonalPageData } from '@market/domain';
import { queryKeys } from '../lib/query-keys.ts';

/** A member's own data at the end of their server-rendered page (decision 0345), if it has one. */
export function readPersonalData(): PersonalPageData | undefined {
  const block = document.getElementById(PERSONAL_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PersonalPageData) : undefined;
}

/**
 * Puts the member's own data in place of their class's, once the page is hydrated: the page was rendered for every
 * member of the class (no name, no recently viewed list), and hydration must find what the server rendered.
 */
export function applyPersonalData(queryClient: QueryClient, personal: PersonalPageData): void {
  queryClient.setQueryData(queryKeys.currentUser, personal.user);
  const { userViewList } = personal;
  if (userViewList)
    queryClient.setQueriesData<DetailResponse>({ queryKey: queryKeys.details }, (detail) =>
      detail ? { ...detail, userViewList } : detail,
    );
}
