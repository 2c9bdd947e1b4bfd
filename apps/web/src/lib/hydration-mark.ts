import { useEffect } from 'react';

/**
 * Marks the document once React has taken the page over (`<html data-hydrated>`): before that a server-rendered
 * page shows its content but its buttons and selects do nothing. End-to-end tests wait for the mark.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
