import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyWithMui } from '../../lib/lazy.ts';

// MUI's alert, with its scope, loads only when there is something to say (decision 0198): the layout holds this.
const SavedListingAlert = lazyWithMui(() => import('./saved-listing-alert.tsx'), 'SavedListingAlert');

/** What the item form leaves in the history state of the page it goes to after a save. */
export interface SavedListing {
  itemNo: number;
  registered: boolean;
}

export function savedListingState(saved: SavedListing): { savedListing: SavedListing } {
  return { savedListing: saved };
}

function savedListingOf(state: unknown): SavedListing | undefined {
  const saved = (state as { savedListing?: Partial<SavedListing> } | null)?.savedListing;
  return typeof saved?.itemNo === 'number'
    ? { itemNo: saved.itemNo, registered: Boolean(saved.registered) }
    : undefined;
}

/**
 * The confirmation after Register item or Save changes, on the page the form went to: which listing was saved, with a
 * link to it. Closing it clears the history state, so the page does not say it again. Other pages render nothing and
 * load no texts for it.
 */
export function SavedListingNotice() {
  const location = useLocation();
  const saved = savedListingOf(location.state);
  return saved ? (
    <Suspense fallback={null}>
      <SavedListingAlert saved={saved} />
    </Suspense>
  ) : null;
}
