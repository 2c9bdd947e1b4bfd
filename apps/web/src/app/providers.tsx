import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LanguageCode } from '@market/domain';
import { createQueryClient } from '../lib/query-client.ts';
import { LanguageProvider, useLanguage } from './language-context.tsx';
import { PageDirectionContext, StyleCachesContext, type StyleCaches } from '../lib/style-caches.ts';

/** The language's direction for the MUI scopes (lib/mui-scope.tsx), which load only with MUI screens (decision 0198). */
function PageDirection({ children }: { children: ReactNode }) {
  return <PageDirectionContext value={useLanguage().direction}>{children}</PageDirectionContext>;
}

export function AppProviders({
  language,
  queryClient: given,
  styleCaches,
  children,
}: {
  language: LanguageCode;
  /** The server render's client, or the browser's filled with what the server rendered. */
  queryClient?: QueryClient;
  styleCaches?: StyleCaches;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <StyleCachesContext value={styleCaches}>
          <PageDirection>{children}</PageDirection>
        </StyleCachesContext>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
