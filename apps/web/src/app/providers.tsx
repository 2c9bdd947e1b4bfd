import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { useLanguage } from '../lib/i18n/translation.tsx';
import { PageDirectionContext, StyleCachesContext, type StyleCaches } from '../lib/style-caches.ts';
import { NAMES_OF } from './page-data.ts';

/** The language's direction for the MUI scopes (lib/mui-scope.tsx), which load only with MUI screens (decision 0198). */
function PageDirection({ children }: { children: ReactNode }) {
  return <PageDirectionContext value={useLanguage().direction}>{children}</PageDirectionContext>;
}

/**
 * A server-rendered page's answers carry the names of its language only (entry-server.tsx): when the language
 * changes they are asked for again, whole; until they come, their names show in English.
 */
function NamesFollowLanguage() {
  const { code } = useLanguage();
  const queryClient = useQueryClient();
  const shown = useRef(code);
  useEffect(() => {
    if (shown.current === code) return;
    shown.current = code;
    void queryClient.invalidateQueries({
      predicate: (query) => query.meta?.[NAMES_OF] !== undefined && query.meta[NAMES_OF] !== code,
    });
  }, [code, queryClient]);
  return null;
}

/** The app's providers; the language is the texts' (lib/i18n), given by the TranslationProvider or initI18n. */
export function AppProviders({
  queryClient: given,
  styleCaches,
  children,
}: {
  /** The server render's client, or the browser's filled with what the server rendered. */
  queryClient?: QueryClient;
  styleCaches?: StyleCaches;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <NamesFollowLanguage />
      <StyleCachesContext value={styleCaches}>
        <PageDirection>{children}</PageDirection>
      </StyleCachesContext>
    </QueryClientProvider>
  );
}
