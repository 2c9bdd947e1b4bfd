import { useEffect } from 'react';
import { afterLaterParts, serverPageHydrated } from './hydrate-later.tsx';

/** What waits for the page to be hydrated (afterPageHydrated). */
const waiting: (() => void)[] = [];

/**
 * Runs `callback` once the server-rendered page has been taken over, the parts below the fold too, before the mark
 * is set: an update to what those parts read before then would not match their server HTML.
 */
export function afterPageHydrated(callback: () => void): void {
  waiting.push(callback);
}

/**
 * Marks the document once React has taken the page's content over (`<html data-hydrated>`): before that a
 * server-rendered page shows its content but its buttons and selects do nothing. Rendered beside the route's content,
 * inside its Suspense boundary, so the mark waits for that boundary (the lazily loaded route) to hydrate too, and for
 * the parts below the fold hydrated when the browser is idle (HydrateLater). End-to-end tests wait for the mark.
 */
export function HydrationMark() {
  useEffect(() => {
    afterLaterParts(() => {
      serverPageHydrated();
      for (const callback of waiting.splice(0)) callback();
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}
