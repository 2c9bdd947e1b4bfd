import { useEffect } from 'react';
import { afterLaterParts } from './hydrate-later.tsx';

/**
 * Marks the document once React has taken the page's content over (`<html data-hydrated>`): before that a
 * server-rendered page shows its content but its buttons and selects do nothing. Rendered beside the route's content,
 * inside its Suspense boundary, so the mark waits for that boundary (the lazily loaded route) to hydrate too, and for
 * the parts below the fold hydrated when the browser is idle (HydrateLater). End-to-end tests wait for the mark.
 */
export function HydrationMark() {
  useEffect(() => {
    afterLaterParts(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}
