import type { ReferenceParts } from './reference.ts';
import type { DetailRepo } from './repo.ts';

/** How many listings a server process keeps in memory (least recently answered dropped first; decision 0125). */
export const CACHED_LISTINGS = 1000;

export type DetailRow = NonNullable<Awaited<ReturnType<DetailRepo['detailRow']>>>;

/** A listing as read for detail answers, with what has been built from it and the views counted since. */
export interface CachedListing {
  row: DetailRow;
  /** The view counter shown: the stored one when read, plus every answer of this process since. */
  views: number;
  /** Answer fragments by `masked`, built on first use. */
  built: Map<boolean, BuiltListing>;
}

/** The fixed parts of a listing's answer for one `masked`: around the view counter, and up to the viewer's list. */
export interface BuiltListing {
  reference: ReferenceParts;
  /** `{"item":{...,"updateViews":` */
  head: Buffer;
  /** `,...},"time":` */
  tail: Buffer;
  /** `,"salesList":...,"itemPicture":[...],"userViewList":` */
  middle: Buffer;
}

interface Entry {
  version: number;
  listing: Promise<CachedListing | undefined>;
}

/**
 * Listings of detail answers kept in memory while the listing version in the database stays the same (decision 0125):
 * any write to a listing, its pictures, options, statuses or the names it shows moves the version on, in whatever
 * process or tool it happens, and the next answer reads the listing again.
 */
export function createListingCache(repo: DetailRepo, capacity = CACHED_LISTINGS) {
  const entries = new Map<number, Entry>();
  return {
    /** The versions now and the recently viewed list of a logged-in viewer: the one statement of their answer. */
    viewerVersions: (userNo: number) => repo.versions(userNo),

    /** The listing as of `version` (read before it) or newer; undefined when there is no such listing. */
    listing(itemNo: number, version: number): Promise<CachedListing | undefined> {
      const found = entries.get(itemNo);
      if (found && found.version >= version) {
        entries.delete(itemNo);
        entries.set(itemNo, found);
        return found.listing;
      }
      const entry: Entry = {
        version,
        listing: repo.detailRow(itemNo).then((row) => row && { row, views: row.updateViews, built: new Map() }),
      };
      entry.listing.catch(() => {
        if (entries.get(itemNo) === entry) entries.delete(itemNo);
      });
      entries.delete(itemNo);
      entries.set(itemNo, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return entry.listing;
    },
  };
}
export type ListingCache = ReturnType<typeof createListingCache>;
