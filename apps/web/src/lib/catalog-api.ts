import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { http } from './http.ts';
import { queryKeys } from './query-keys.ts';

export type LookupRow = Record<string, string | number | null>;

/** Lookups fail quietly, as the spec says: the dropdown stays empty and the failure is logged. */
export async function quietly<T>(path: string, ask: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    console.error(`Lookup ${path} failed`, error);
    return empty;
  }
}

/**
 * A catalog list (GET /api/items/..., built by the caller; undefined while it cannot be asked yet): cached for the
 * session, as lists change with the catalog only.
 */
export function useLookup<T = LookupRow[]>(path: string | undefined) {
  return useQuery({
    queryKey: queryKeys.lookup(path),
    queryFn: () => http<T>(path!),
    enabled: path !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** A page of the listings search (GET /api/items/search) for a query string the caller built with searchQueryString. */
export function searchQuery(text: string) {
  return {
    queryKey: queryKeys.search(text),
    queryFn: () => api.get('/items/search', { query: new URLSearchParams(text) }),
  };
}
