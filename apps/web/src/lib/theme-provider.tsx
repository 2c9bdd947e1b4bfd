import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { use, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { PageDirectionContext, type StyleCaches } from './style-caches.ts';
import { appTheme } from './theme.ts';

/** Emotion caches of both directions; the server render makes its own for each page to read the styles from. */
export function createStyleCaches(): StyleCaches {
  return {
    ltr: createCache({ key: 'mui' }),
    rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  };
}

const browserCaches = typeof document === 'undefined' ? undefined : createStyleCaches();

/** MUI in the language's direction: the theme's direction and an emotion cache that mirrors the CSS for Arabic. */
export function DirectionalThemeProvider({ caches, children }: { caches?: StyleCaches; children: ReactNode }) {
  const direction = use(PageDirectionContext);
  const theme = useMemo(() => appTheme(direction), [direction]);
  return (
    <CacheProvider value={(caches ?? browserCaches ?? createStyleCaches())[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
