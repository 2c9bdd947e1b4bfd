import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useBrowserValue } from './browser-value.ts';
import { AFTER_HYDRATION } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { useCurrentUserQuery } from './session.ts';
import { NONE, storeVisitorFavourites, subscribeVisitorFavourites, visitorFavourites } from './visitor-favourites.ts';

/*
 * Favourites (issue 32, docs/decisions/0260): an account's are kept by the server; a visitor's in this browser
 * (visitor-favourites.ts), merged into the account at login.
 */

/** The account's favourites (My Page and every heart share one answer). */
export function useFavouriteList(enabled = true) {
  return useQuery({
    queryKey: queryKeys.favourites,
    queryFn: () => api.get('/favourites'),
    enabled,
    staleTime: 60_000,
    meta: AFTER_HYDRATION,
  });
}

/**
 * Whether a listing is a favourite, and the toggle: through the API for an account, in this browser for a visitor.
 * Nothing is pressed while the session is being read (and in the server's render).
 */
export function useFavourite(itemNo: number) {
  const queryClient = useQueryClient();
  const session = useCurrentUserQuery();
  const user = session.data;
  const list = useFavouriteList(Boolean(user));
  const local = useBrowserValue(subscribeVisitorFavourites, visitorFavourites, NONE);
  const toggle = useMutation({
    mutationFn: (favourite: boolean) =>
      favourite
        ? api.put('/favourites/{itemNo}', { path: { itemNo } })
        : api.delete('/favourites/{itemNo}', { path: { itemNo } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.favourites, answer),
  });
  const favourite = user ? (list.data?.itemNos.includes(itemNo) ?? false) : user === null && local.includes(itemNo);
  const set = useCallback(
    (next: boolean) => {
      if (user) {
        toggle.mutate(next);
        return;
      }
      const current = visitorFavourites().filter((kept) => kept !== itemNo);
      storeVisitorFavourites(next ? [itemNo, ...current] : current);
    },
    [user, itemNo, toggle],
  );
  return {
    favourite: toggle.isPending && toggle.variables !== undefined ? toggle.variables : favourite,
    /** Not before the session is known: a click then would go to the wrong place. */
    ready: user !== undefined && !toggle.isPending,
    error: toggle.error,
    set,
  };
}
