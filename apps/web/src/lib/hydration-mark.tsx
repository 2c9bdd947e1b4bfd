import { useEffect } from 'react';

/**
 * Marks the document once React has taken the page's content over (`<html data-hydrated>`): before that a
 * server-rendered page shows its content but its buttons and selects do nothing. Rendered beside the route's content,
 * inside its Suspense boundary, so the mark waits for that boundary (the lazily loaded route) to hydrate too.
 * End-to-end tests wait for the mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
