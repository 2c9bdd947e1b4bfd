import { Suspense, use, useEffect, type ReactNode } from 'react';

let hydrating = false;
let idle: Promise<void> | undefined;

/** Called before the server-rendered page is hydrated (start.tsx): from then until idle, later parts wait. */
export function hydratingServerPage(): void {
  hydrating = true;
}

/** Whether a server-rendered page is being taken over: from hydratingServerPage until serverPageHydrated. */
export function isHydratingServerPage(): boolean {
  return hydrating;
}

/** Called once the page and its later parts are hydrated (hydration-mark.tsx): what mounts from then on is new. */
export function serverPageHydrated(): void {
  hydrating = false;
}

/** Settles once the browser is idle after the page's first hydration (within 2 s at the latest). */
function browserIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      // Marked settled as React marks the promises it reads, so `use` reads it without suspending from then on.
      Object.assign(idle!, { status: 'fulfilled', value: undefined });
      resolve();
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2_000 });
    else setTimeout(done, 200);
  });
  return idle;
}

/** Later parts mounted whose content has not been hydrated yet, and what waits for them all. */
let unhydrated = 0;
let whenAllHydrated: (() => void) | undefined;

function settle() {
  if (unhydrated > 0 || !whenAllHydrated) return;
  const callback = whenAllHydrated;
  whenAllHydrated = undefined;
  callback();
}

/** Calls `callback` once every later part mounted so far has been hydrated (at once when none waits). */
export function afterLaterParts(callback: () => void): void {
  whenAllHydrated = callback;
  settle();
}

function WaitForIdle({ children }: { children: ReactNode }) {
  if (hydrating) use(browserIdle());
  return children;
}

function Hydrated() {
  useEffect(() => {
    unhydrated -= 1;
    settle();
    return () => {
      unhydrated += 1;
    };
  }, []);
  return null;
}

/**
 * A part of a server-rendered page below the fold, hydrated after the header and the first view, once the browser is
 * idle (decision 0247). Its own Suspense boundary: React hydrates the page around it, commits, and leaves the part's
 * server HTML as it is (shown, links working as links) until the part's turn; the server and the browser render the
 * same tree, so nothing is drawn twice. Rendered anew (a client navigation, a page the browser renders), it waits for
 * nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // The part's own effect runs with the content around it, before its content is hydrated.
  useEffect(() => {
    unhydrated += 1;
    return () => {
      unhydrated -= 1;
      settle();
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <WaitForIdle>
        {children}
        <Hydrated />
      </WaitForIdle>
    </Suspense>
  );
}
