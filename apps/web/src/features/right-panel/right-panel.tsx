import { Suspense } from 'react';
import { RIGHT_PANEL_MIN_WIDTH, type DetailResponse } from '@market/domain';
import { lazyWithMui } from '../../lib/lazy.ts';
import { useScreenQuery } from '../../lib/use-screen-query.ts';

export interface RightPanelProps {
  /** The user's recently viewed items (the detail response's userViewList). */
  recentlyViewed?: DetailResponse['userViewList'];
}

const RightPanelContent = lazyWithMui(() => import('./right-panel-content.tsx'), 'RightPanelContent');

/**
 * The floating right panel of the spec: shown only from a window width of 1500, and its code (MUI's paper, buttons
 * and dividers) loaded only then, so a phone's first view of the detail page never loads it (decision 0197). Not on
 * the server's page (it does not know the width), as before.
 */
export function RightPanel(props: RightPanelProps) {
  const wide = useScreenQuery(`(min-width:${RIGHT_PANEL_MIN_WIDTH}px)`);
  if (!wide) return null;
  return (
    <Suspense fallback={null}>
      <RightPanelContent {...props} />
    </Suspense>
  );
}
