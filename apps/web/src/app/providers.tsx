import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LanguageCode } from '@market/domain';
import { createQueryClient } from '../lib/query-client.ts';
import { LanguageProvider } from './language-context.tsx';
import { DirectionalThemeProvider, type StyleCaches } from './theme-provider.tsx';

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
        <DirectionalThemeProvider caches={styleCaches}>{children}</DirectionalThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
