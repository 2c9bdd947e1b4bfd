import { createHash } from 'node:crypto';
import { KeptText } from '../../platform/compressed-text.ts';

/** What a kept page was rendered from: it is served again only while both versions are the current ones. */
export interface PageBasis {
  /** The listing version (decision 0125): any change to what a listing shows moves it on. */
  listing: number;
  /** The reference data version (decision 0097): countries, ports, options, status entries, contacts. */
  reference: number;
}

/** A visitor's page as it is sent: its status, its HTML (compressed once per encoding) and its ETag. */
export interface KeptPage {
  status: number;
  html: KeptText;
  etag: string;
}

interface Entry<Page> {
  basis: PageBasis;
  expires: number;
  page: Promise<Page>;
  bytes: number;
}

/** What a render made: its status and HTML, and whether it may be kept. */
interface MadePage {
  status: number;
  html: string;
  keep: boolean;
}

/**
 * Data no version follows (the catalog's names, import rules, exchange rates) is at most this old in a kept page.
 * Short enough for a price a buyer acts on (which the listing version follows at once) to be the only thing that
 * matters, long enough that a crowd on one page costs one render every so often.
 */
const PAGE_MAX_AGE_MS = 60_000;
/** Bytes of kept pages (HTML and its compressed forms) at most; the least recently served go first. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** A weak ETag of the page's HTML (weak: compression sends other bytes of the same content under the same tag). */
function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

interface CacheOptions {
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/** A visitor's page as it is sent, its HTML compressed once per encoding. */
function visitorPage(made: MadePage, grew: (bytes: number) => void): KeptPage {
  const html = new KeptText(made.html, grew);
  grew(html.encoded('identity').length);
  return { status: made.status, html, etag: pageEtag(made.html) };
}

/**
 * Visitors' pages by key (path, normalized query and language: a visitor's page is the same for every visitor in a
 * language), each kept while the listing and reference versions it was rendered under are the current ones and for
 * at most `maxAgeMs` (decision 0226). Requests for a key that is being rendered share that render.
 */
export function createPageCache(options: CacheOptions = {}) {
  return keptPages(visitorPage, options);
}
export type PageCache<Page = KeptPage> = ReturnType<typeof keptPages<Page>>;

/**
 * Pages by key, each kept as `keptAs` makes it from what its render made, while the versions it was rendered under
 * hold and for at most `maxAgeMs`.
 *
 * `find` and `keep` are separate so that the caller can count a render against its client's budget between them
 * (only a request that starts a render pays for it); nothing awaits between the two, so no second render of a key
 * can start in the gap.
 */
export function keptPages<Page>(
  keptAs: (made: MadePage, grew: (bytes: number) => void) => Page,
  options: CacheOptions,
) {
  const maxBytes = options.maxBytes ?? PAGE_CACHE_BYTES;
  const maxAgeMs = options.maxAgeMs ?? PAGE_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<Page>>();
  let held = 0;

  function drop(key: string, entry: Entry<Page>) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    held -= entry.bytes;
  }

  function charge(key: string, entry: Entry<Page>, bytes: number) {
    if (entries.get(key) !== entry) return;
    entry.bytes += bytes;
    held += bytes;
    for (const [oldestKey, oldest] of entries) {
      if (held <= maxBytes) break;
      drop(oldestKey, oldest);
    }
  }

  return {
    /** The page kept (or being rendered) for `key` under `basis`; undefined when it must be rendered. */
    find(key: string, basis: PageBasis): Promise<Page> | undefined {
      const found = entries.get(key);
      if (!found) return undefined;
      if (
        found.basis.listing !== basis.listing ||
        found.basis.reference !== basis.reference ||
        found.expires <= now()
      ) {
        drop(key, found);
        return undefined;
      }
      // Served again: it moves to the end of the order, the most recently served.
      entries.delete(key);
      entries.set(key, found);
      return found.page;
    },

    /**
     * Gives what `render` makes for `key` under `basis` to this request and those that ask meanwhile, and keeps it
     * when it says so (not a page that could not be rendered: the next request tries again).
     */
    keep(key: string, basis: PageBasis, render: () => Promise<MadePage>): Promise<Page> {
      const entry: Entry<Page> = {
        basis,
        expires: now() + maxAgeMs,
        bytes: 0,
        page: undefined as unknown as Promise<Page>,
      };
      const page = render().then(
        (made) => {
          if (!made.keep) drop(key, entry);
          return keptAs(made, (bytes) => charge(key, entry, bytes));
        },
        (error: unknown) => {
          drop(key, entry);
          throw error;
        },
      );
      entry.page = page;
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      entries.set(key, entry);
      return page;
    },

    /** Whether a page is kept or being rendered for `key`, under any versions: without one, the key needs a render. */
    holds: (key: string): boolean => entries.has(key),

    /** Bytes held now, for tests. */
    heldBytes: () => held,
  };
}
