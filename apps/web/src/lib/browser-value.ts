import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingServerPage } from './hydrate-later.tsx';

/**
 * A value only the browser knows (its storage, its screen), as useSyncExternalStore reads it, but arriving gently on a
 * server-rendered page: the server's render and the hydration read `serverValue`, and the browser's own value follows
 * in a transition once the component is mounted. Read at once, a value other than the server's made React render every
 * reader again synchronously right after hydration, in one task: on the detail page (the screen's width, the
 * indicative currency) 230 ms at 6x CPU, a tap unanswered for all of it (decision 0347). Mounted later (a client
 * navigation, a page the browser renders), it reads the browser's value at once.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [own, setOwn] = useState(() => !isHydratingServerPage());
  useEffect(() => {
    if (!own) startTransition(() => setOwn(true));
  }, [own]);
  return useSyncExternalStore(subscribe, own ? read : () => serverValue, () => serverValue);
}
