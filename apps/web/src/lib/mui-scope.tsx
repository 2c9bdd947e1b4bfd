import { use, type ReactNode } from 'react';
import { InMuiScopeContext, StyleCachesContext } from './style-caches.ts';
import { DirectionalThemeProvider } from './theme-provider.tsx';

/**
 * MUI's theme, emotion cache and RTL plugin for what it wraps (decision 0198): only the screens and overlays that draw
 * MUI load them (`lazyWithMui` in lazy.ts), so a page without MUI (the detail page) never loads the engine.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const inScope = use(InMuiScopeContext);
  const caches = use(StyleCachesContext);
  if (inScope) return children;
  return (
    <InMuiScopeContext value>
      <DirectionalThemeProvider caches={caches}>{children}</DirectionalThemeProvider>
    </InMuiScopeContext>
  );
}
