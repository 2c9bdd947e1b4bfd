import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its (lazy) children only from the first time `active` is true, and keeps them mounted after so that
 * closing transitions still play. Made for overlays (dialogs, viewers): they are not in the server-rendered first view,
 * so their code loads on first use without a hydration mismatch, and the empty fallback shifts nothing.
 */
export function MountOnFirstUse({ active, children }: { active: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(active);
  if (active && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
