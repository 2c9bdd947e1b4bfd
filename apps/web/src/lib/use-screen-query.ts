import { useCallback } from 'react';
import { useBrowserValue } from './browser-value.ts';

const mediaQuery = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/**
 * Whether the screen matches a media query, without MUI's useMediaQuery (decision 0197): false on the server and while
 * the page hydrates (so the server's HTML is hydrated as it is), then the screen's answer, kept up to date; false where
 * the browser has no matchMedia.
 */
export function useScreenQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserValue(subscribe, () => mediaQuery(query)?.matches ?? false, false);
}
