import {
  isCalendarDate,
  EXACT_COUNT_LIMIT,
  maskedSearchParams,
  mustMaskDetails,
  SEARCH_FIELD_MESSAGES,
  SEARCH_FILTER_NAMES,
  searchPagePath,
  type CurrentUser,
  type SearchFilters,
  type SearchItem,
  type SearchQuery,
  type SearchResponse,
  type SearchSort,
} from '@market/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { KeptText } from '../../platform/compressed-text.ts';
import { createAnswerCache } from './answer-cache.ts';
import { createCatalogSnapshots, presentCard, refused, type Row } from './catalog-snapshot.ts';
import {
  newListingsQuery,
  renderPage,
  type Keyset,
  createSearchRepo,
  type SearchRepo,
  type SearchScope,
} from './repo.ts';
import { countsJson, createSummaries } from './summaries.ts';

/** Search answers kept in memory at most (decision 0175): about a thousand first pages of 20 cards. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
export interface SearchOptions {
  /** Exact counting stops here; tests lower it to reach the estimated path on the demo data. */
  exactCountLimit?: number;
  now?: () => number;
  /** Bytes of answers kept (decision 0175); tests lower it. */
  answerCacheBytes?: number;
  /** False counts a price range on `items` (decision 0030) instead of the price bands (decision 0200); tests compare. */
  priceBands?: boolean;
}

/** What of a user the search's visibility reads (`mustMaskDetails`). */
type Viewer = Pick<CurrentUser, 'admission'>;

const badCursor = (field: string) => refused(field, SEARCH_FIELD_MESSAGES.cursor);

/**
 * Masked means masked everywhere (decision 0074): a visitor who must log in may not filter or sort by a masked field,
 * or the answers would reveal it. A visitor is asked to log in (401), an account waiting for approval gets 403.
 */
export function refuseMaskedParams(query: SearchFilters & { sort?: SearchSort }, user: Viewer | null) {
  if (!mustMaskDetails(user)) return;
  const used = maskedSearchParams(query);
  if (used.length === 0) return;
  const fields = Object.fromEntries(used.map((name) => [name, 'field.maskedSearch']));
  throw user
    ? new AppError('ADMISSION_PENDING', { fields })
    : new AppError('UNAUTHORIZED', { messageKey: 'maskedSearch', fields });
}

/** A cursor names the last (or first) row of a page: its sort, sort key and itemNo, as base64url JSON. */
function encodeCursor(sort: SearchSort, value: string, itemNo: number): string {
  return Buffer.from(JSON.stringify([sort, value, itemNo])).toString('base64url');
}

const KEY_PATTERN: Record<'int' | 'time', RegExp> = {
  int: /^-?[0-9]{1,19}$/,
  time: /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z$/,
};

export function decodeCursor(raw: string, sort: SearchSort, field: 'after' | 'before'): Keyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor(field);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badCursor(field);
  const [cursorSort, value, itemNo] = parsed as unknown[];
  const pattern = KEY_PATTERN[sort === 'newest' ? 'time' : 'int'];
  if (cursorSort !== sort || typeof value !== 'string' || !pattern.test(value)) throw badCursor(field);
  if (typeof itemNo !== 'number' || !Number.isSafeInteger(itemNo) || itemNo < 1) throw badCursor(field);
  if (sort === 'newest' && (!isCalendarDate(value.slice(0, 10)) || Number.isNaN(Date.parse(value)))) {
    throw badCursor(field);
  }
  return { value, itemNo, direction: field };
}

function filtersOf(query: SearchQuery): SearchFilters {
  const filters: Record<string, number> = {};
  for (const name of SEARCH_FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined) filters[name] = value;
  }
  return filters as SearchFilters;
}

export function createSearchService(
  database: Database,
  options: SearchOptions = {},
  repo: SearchRepo = createSearchRepo(database),
) {
  const limit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
  const now = options.now ?? Date.now;
  const answers = createAnswerCache(options.answerCacheBytes ?? ANSWER_CACHE_BYTES);
  const { current: currentCatalog, validate } = createCatalogSnapshots(repo, now);
  const summary = createSummaries(repo, currentCatalog, { limit, now, priceBands: options.priceBands });

  /** One page of a search with its (cached) total and facets and its cursors: what both forms of the answer hold. */
  async function answer(query: SearchQuery, user: CurrentUser | null) {
    const keyset = query.after
      ? decodeCursor(query.after, query.sort, 'after')
      : query.before
        ? decodeCursor(query.before, query.sort, 'before')
        : undefined;
    const masked = mustMaskDetails(user);
    const scope: SearchScope = { filters: await validate(filtersOf(query)), includeSecret: !masked };
    const snapshot = await currentCatalog();
    const [fetched, counts] = await Promise.all([
      // "Importable to" writes today's date into the text: prepared, each day would leave a statement behind.
      (scope.filters.importableTo === undefined ? repo.runPrepared : repo.run)<Row>(
        renderPage(scope, query.sort, query.size + 1, keyset),
      ),
      summary(scope),
    ]);
    const more = fetched.length > query.size;
    const page = fetched.slice(0, query.size);
    if (keyset?.direction === 'before') page.reverse();
    const first = page[0];
    const last = page.at(-1);
    const cursor = (row: Row | undefined) => (row ? encodeCursor(query.sort, row.sortKey, Number(row.itemNo)) : null);
    const backwards = keyset?.direction === 'before';
    return {
      page,
      masked,
      snapshot,
      counts,
      nextCursor: (backwards ? true : more) ? cursor(last) : null,
      prevCursor: (backwards ? more : keyset !== undefined) ? cursor(first) : null,
    };
  }

  /** The answer as JSON text, byte for byte `JSON.stringify` of the answer object, written without the card objects. */
  async function writeJson(query: SearchQuery, user: CurrentUser | null): Promise<string> {
    const { page, masked, snapshot, counts, nextCursor, prevCursor } = await answer(query, user);
    const cards = page.map((row) => snapshot.writeCard(row, masked));
    return `{"items":[${cards.join(',')}],${countsJson(counts)},"nextCursor":${JSON.stringify(nextCursor)},"prevCursor":${JSON.stringify(prevCursor)}}`;
  }

  /**
   * The scope of a search for a user: the filters checked against the catalog (400 naming the field), the masked
   * ones refused to whoever must log in (decision 0074), secret listings only for approved members.
   */
  async function scopeFor(filters: SearchFilters, user: Viewer | null): Promise<SearchScope> {
    refuseMaskedParams(filters, user);
    return { filters: await validate(filters), includeSecret: !mustMaskDetails(user) };
  }

  return {
    /** The search page's address for the filters, the maker and model named as the page reads them. */
    async pagePath(filters: SearchFilters): Promise<string> {
      const snapshot = await currentCatalog();
      const maker = filters.maker === undefined ? undefined : snapshot.makers.get(filters.maker);
      const model = filters.model === undefined ? undefined : snapshot.names.get('model')?.get(filters.model);
      return searchPagePath(filters, {
        maker: typeof maker?.engMaker === 'string' ? maker.engMaker : undefined,
        model: model?.engModel,
      });
    },

    /** Refuses filters a user may not search by (unknown, mismatched or masked): what a saved search keeps. */
    async checkFilters(filters: SearchFilters, user: Viewer): Promise<void> {
      await scopeFor(filters, user);
    },

    /**
     * The listings of a search added in (since, until] that this user may see, newest first (at most `limit`, with
     * the count of them all), presented as the search's cards (masked as the search masks them): a saved search's
     * alert (issue 32). The search's own rules, so an alert never names what the user's search would not list.
     */
    async newListings(
      filters: SearchFilters,
      user: Viewer,
      window: { since: Date; until: Date },
      limit: number,
    ): Promise<{ items: SearchItem[]; total: number }> {
      const scope = await scopeFor(filters, user);
      const snapshot = await currentCatalog();
      const rows = await repo.run<Row & { total: number | string }>(
        newListingsQuery(scope, window.since, window.until, limit),
      );
      const masked = mustMaskDetails(user);
      return {
        items: rows.map((row) => presentCard(row, masked, snapshot)),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    /** One page of a search, with the (cached) total and facets; masked on the server for visitors. */
    async search(query: SearchQuery, user: CurrentUser | null): Promise<SearchResponse> {
      const { page, masked, snapshot, counts, nextCursor, prevCursor } = await answer(query, user);
      return { items: page.map((row) => presentCard(row, masked, snapshot)), ...counts, nextCursor, prevCursor };
    },

    searchJson: writeJson,

    /**
     * The answer as text, kept per audience (masked or not: nothing else of the user is in it) and query while the
     * listing version read for the request before it, and the catalog it was written with, hold (decision 0175).
     * "Importable to" depends on the date and the import rules, which the listing version does not follow: written
     * anew each time. `beforeWriting` is called before an answer is written (not when one kept is served), and may
     * throw to refuse the request.
     */
    async searchText(
      query: SearchQuery,
      user: CurrentUser | null,
      listingVersion: number,
      beforeWriting: () => void = () => {},
    ): Promise<KeptText> {
      if (query.importableTo !== undefined) {
        beforeWriting();
        return new KeptText(await writeJson(query, user));
      }
      const basis = { listingVersion, snapshot: await currentCatalog() };
      const key = JSON.stringify([mustMaskDetails(user), query]);
      return answers.get(key, basis, () => {
        beforeWriting();
        return writeJson(query, user);
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
