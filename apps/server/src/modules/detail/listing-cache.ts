import type { ReferenceParts } from './reference.ts';
import type { Versions } from '../../db/fresh-versions.ts';
import type { DetailRepo, RecentView } from './repo.ts';

/** How many listings a server process keeps in memory (least recently answered dropped first; decision 0125). */
const CACHED_LISTINGS = 1000;
/** How many buyers' recently viewed lists a server process keeps in memory (decision 0160). */
const CACHED_VIEW_LISTS = 10_000;

export type DetailRow = NonNullable<Awaited<ReturnType<DetailRepo['detailRow']>>>;

/** A listing as read for detail answers, with what has been built from it and the views counted since. */
export interface CachedListing {
  row: DetailRow;
  /** The view counter shown: the stored one when read, plus every answer of this process since. */
  views: number;
  /** Answer fragments by `masked`, built on first use. */
  built: Map<boolean, BuiltListing>;
}

/** The fixed parts of a listing's answer for one `masked` (the answer's keys in this order; decision 0180). */
export interface BuiltListing {
  reference: ReferenceParts;
  /** `{"salesList":...,"itemPicture":[...],"countryList":` */
  lists: Buffer;
  /** `,"item":{...,"updateViews":` (the view counter last, shown per answer). */
  item: Buffer;
}

interface Entry {
  version: number;
  listing: Promise<CachedListing | undefined>;
}

interface ViewListEntry {
  /** The versions of the recently viewed lists and of the listings it was read under. */
  recentViews: number;
  listing: number;
  list: Promise<RecentView[]>;
}

/**
 * Listings of detail answers kept in memory while the listing version in the database stays the same (decision 0125):
 * any write to a listing, its pictures, options, statuses or the names it shows moves the version on, in whatever
 * process or tool it happens, and the next answer reads the listing again.
 */
export function createListingCache(repo: DetailRepo, capacity = CACHED_LISTINGS) {
  const entries = new Map<number, Entry>();
  const viewLists = new Map<number, ViewListEntry>();
  return {
    /**
     * The recently viewed list of `userNo` as of `versions` or newer: kept while no list and no listing changed
     * (the list shows listings' numbers and first pictures), read again in one statement otherwise.
     */
    viewList(userNo: number, versions: Versions): Promise<RecentView[]> {
      const found = viewLists.get(userNo);
      if (found && found.recentViews >= versions.recentViews && found.listing >= versions.listing) return found.list;
      const entry: ViewListEntry = {
        recentViews: versions.recentViews,
        listing: versions.listing,
        list: repo.viewList(userNo),
      };
      entry.list.catch(() => {
        if (viewLists.get(userNo) === entry) viewLists.delete(userNo);
      });
      viewLists.delete(userNo);
      viewLists.set(userNo, entry);
      if (viewLists.size > CACHED_VIEW_LISTS) viewLists.delete(viewLists.keys().next().value!);
      return entry.list;
    },

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
