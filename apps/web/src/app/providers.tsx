import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LanguageCode } from '@market/domain';
import { createQueryClient } from '../lib/query-client.ts';
import { LanguageProvider } from './language-context.tsx';
import { DirectionalThemeProvider } from './theme-provider.tsx';

export function AppProviders({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <DirectionalThemeProvider>{children}</DirectionalThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
