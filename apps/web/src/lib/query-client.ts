import { QueryClient } from '@tanstack/react-query';

/**
 * The meta of a query the server's render leaves to the browser (entry-server.tsx): what is the reader's own and shown
 * below the first view (their favourites, offers, the rates of prices in their currency). The server renders it as
 * the browser's first render does, before the answer (so hydration matches), and the browser asks for it once
 * hydrated: a logged-in page's render makes none of these reads (docs/decisions/0321).
 */
export const AFTER_HYDRATION = { afterHydration: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
