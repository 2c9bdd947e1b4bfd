import {
  EXACT_COUNT_LIMIT,
  isCalendarDate,
  localizedKeys,
  MASKED_DETAIL_NAMES,
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
import { createCardWriter, type CardWriter } from './card-json.ts';
import {
  boundedCountQuery,
  catalogQuery,
  countingPath,
  facetQuery,
  facetRowsGuessQuery,
  NAMED_LOOKUPS,
  priceBands,
  priceSummaryQuery,
  newListingsQuery,
  renderPage,
  summaryFacetQuery,
  type Keyset,
  createSearchRepo,
  type SearchRepo,
  type SearchScope,
} from './repo.ts';

/** Counts and facets of a filter set are kept this long: every page and sort of one search shares them. */
const SUMMARY_TTL_MS = 30_000;
const SUMMARY_CACHE_SIZE = 1_000;
/** The catalog (the numbers a filter may name) and the table's size are re-read this often. */
const CATALOG_TTL_MS = 60_000;
/** Search answers kept in memory at most (decision 0175): about a thousand first pages of 20 cards. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
/** The planner guessing this many times the exact limit under the common filters skips straight to the sample. */
const FAR_ABOVE_LIMIT = 3;
/** About this many rows are read when the facets are estimated from a sample. */
const SAMPLE_ROWS = 10_000;

export interface SearchOptions {
  /** Exact counting stops here; tests lower it to reach the estimated path on the demo data. */
  exactCountLimit?: number;
  now?: () => number;
  /** Bytes of answers kept (decision 0175); tests lower it. */
  answerCacheBytes?: number;
  /** False counts a price range on `items` (decision 0030) instead of the price bands (decision 0200); tests compare. */
  priceBands?: boolean;
}

type Row = Record<string, unknown> & { sortKey: string };
/** What of a user the search's visibility reads (`mustMaskDetails`). */
type Viewer = Pick<CurrentUser, 'admission'>;

interface Summary {
  total: number;
  totalEstimated: boolean;
  facets: SearchResponse['facets'];
}

interface CatalogSnapshot {
  /** kind -> number -> parent number (a model's maker, a maker's category, ...). */
  ids: Map<string, Map<number, number | null>>;
  makers: Map<number, Record<string, unknown>>;
  /** lookup -> number -> its six localized names, keyed as the API names them. */
  names: Map<string, Map<number, Record<string, string>>>;
  tableRows: number;
  /** Writes a card as JSON text with the names of this snapshot (card-json.ts). */
  writeCard: CardWriter;
}

type Lookup = keyof typeof NAMED_LOOKUPS;
const LOOKUPS = Object.keys(NAMED_LOOKUPS) as Lookup[];
/** Which column of a page row names which lookup. */
const LOOKUP_COLUMNS: Record<Lookup, string> = {
  maker: 'makerNo',
  model: 'modelNo',
  detailModel: 'detailModelNo',
  form: 'formNo',
  capacity: 'capacityNo',
  fuel: 'fuelNo',
  transmission: 'transmissionNo',
  location: 'locationNo',
};
/** Names the detail page masks for a visitor (packages/domain), as far as a card shows them. */
const MASKED_NAMES = new Set<string>(MASKED_DETAIL_NAMES);
/** Per lookup, worked out once: the row column naming it and the six keys its names take on a card. */
const CARD_NAMES = LOOKUPS.map((lookup) => ({
  lookup,
  column: LOOKUP_COLUMNS[lookup],
  keys: localizedKeys(NAMED_LOOKUPS[lookup].base),
  maskable: MASKED_NAMES.has(NAMED_LOOKUPS[lookup].base),
}));

/**
 * Parent checks: a model must belong to the maker asked for, a capacity to the detail form, a drive to the category
 * (a drive of every category, such as 4WD, has no parent), and so on.
 */
const PARENTS: [child: keyof SearchFilters, parent: keyof SearchFilters][] = [
  ['maker', 'category'],
  ['drive', 'category'],
  ['model', 'maker'],
  ['detailModel', 'model'],
  ['formDetail', 'form'],
  ['capacity', 'formDetail'],
];
/**
 * The parents a narrower filter implies, narrowest first: the same matches, but with the maker named, the maker's
 * search indexes apply (a model alone would walk every listing). Within one facet group only (a maker or a drive does
 * not imply its category), so the facets stay the same.
 */
const IMPLIED = PARENTS.filter(([, parent]) => parent !== 'category').reverse();
const CATALOG_FILTERS = [
  'maker',
  'model',
  'detailModel',
  'product',
  'form',
  'formDetail',
  'capacity',
  'fuel',
  'transmission',
  'drive',
  'color',
  'location',
  'importableTo',
] as const;

function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION', { fields: { [field]: message } });
}
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
export function encodeCursor(sort: SearchSort, value: string, itemNo: number): string {
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

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

type FacetRow = { category: number; makerNo: number; all: number; selected: number; total: number };

/** A count from a sample, scaled up to the table and rounded to tens (an exact count, scale 1, as it is). */
const roundScaled = (count: number, scale: number) => (scale === 1 ? count : Math.round((count * scale) / 10) * 10);

/** The answer's total and facets from rows of (category, maker) counts: see facetQuery and summaryFacetQuery. */
function shapeSummary(
  rows: FacetRow[],
  snapshot: CatalogSnapshot,
  counts: { total: number; totalEstimated: boolean; estimated: boolean; scale: number },
): Summary {
  const round = (count: number) => roundScaled(count, counts.scale);
  const byCategory = new Map<number, number>();
  for (const row of rows)
    byCategory.set(Number(row.category), (byCategory.get(Number(row.category)) ?? 0) + Number(row.all));
  return {
    total: counts.total,
    totalEstimated: counts.totalEstimated,
    facets: {
      category: [...byCategory.entries()]
        .sort(([a], [b]) => a - b)
        .map(([category, count]) => ({ category, count: round(count) })),
      maker: rows
        .filter((row) => Number(row.selected) > 0)
        .map((row) => ({ ...(snapshot.makers.get(Number(row.makerNo)) ?? {}), count: round(Number(row.selected)) }))
        .filter((row): row is SearchResponse['facets']['maker'][number] => 'makerNo' in row && row.count > 0)
        .sort((a, b) => b.count - a.count || a.engMaker.localeCompare(b.engMaker)),
      estimated: counts.estimated,
    },
  };
}

/** The total and facets as JSON members (no braces), written once per cached summary. */
const summaryTexts = new WeakMap<Summary, string>();
function countsJson(counts: Summary): string {
  let text = summaryTexts.get(counts);
  if (text === undefined) {
    text = JSON.stringify(counts).slice(1, -1);
    summaryTexts.set(counts, text);
  }
  return text;
}

export function createSearchService(
  database: Database,
  options: SearchOptions = {},
  repo: SearchRepo = createSearchRepo(database),
) {
  const limit = options.exactCountLimit ?? EXACT_COUNT_LIMIT;
  const now = options.now ?? Date.now;
  const summaries = new Map<string, { expires: number; value: Promise<Summary> }>();
  const answers = createAnswerCache(options.answerCacheBytes ?? ANSWER_CACHE_BYTES);
  let catalog: { expires: number; value: Promise<CatalogSnapshot> } | undefined;

  async function loadCatalog(): Promise<CatalogSnapshot> {
    const [snapshot] = await repo.run<{
      ids: { kind: string; no: number; parent: number | null }[];
      makers: (Record<string, unknown> & { makerNo: number })[];
      rows: number | string | null;
      names: Record<Lookup, (Record<string, string> & { no: number })[]>;
    }>(catalogQuery);
    const { ids: idRows = [], makers: makerRows = [], rows: size = 0, names: nameRows } = snapshot ?? {};
    const ids = new Map<string, Map<number, number | null>>();
    for (const row of idRows) {
      const kind = ids.get(row.kind) ?? new Map<number, number | null>();
      kind.set(Number(row.no), row.parent === null ? null : Number(row.parent));
      ids.set(row.kind, kind);
    }
    const names = new Map(
      LOOKUPS.map((lookup) => [lookup, new Map((nameRows?.[lookup] ?? []).map(({ no, ...row }) => [Number(no), row]))]),
    );
    return {
      ids,
      makers: new Map(makerRows.map((row) => [Number(row.makerNo), row])),
      names,
      tableRows: Number(size ?? 0),
      writeCard: createCardWriter(CARD_NAMES, names),
    };
  }

  function currentCatalog(): Promise<CatalogSnapshot> {
    if (!catalog || catalog.expires < now()) {
      const value = loadCatalog();
      catalog = { expires: now() + CATALOG_TTL_MS, value };
      value.catch(() => (catalog = undefined));
    }
    return catalog.value;
  }

  /** Every number must exist in the catalog and agree with its parent filter; else 400 naming the field and why. */
  async function validate(filters: SearchFilters): Promise<SearchFilters> {
    const { ids } = await currentCatalog();
    const resolved: SearchFilters = { ...filters };
    for (const name of CATALOG_FILTERS) {
      const value = filters[name];
      if (value !== undefined && !ids.get(name)?.has(value)) throw refused(name, SEARCH_FIELD_MESSAGES.unknownValue);
    }
    for (const [child, parent] of PARENTS) {
      const value = resolved[child];
      if (value === undefined) continue;
      const actual = ids.get(child)?.get(value);
      const asked = resolved[parent];
      if (asked !== undefined && actual !== null && actual !== asked)
        throw refused(child, SEARCH_FIELD_MESSAGES.mismatch);
    }
    for (const [child, parent] of IMPLIED) {
      const value = resolved[child];
      const implied = value === undefined ? null : ids.get(child)?.get(value);
      if (resolved[parent] === undefined && implied !== null && implied !== undefined)
        (resolved as Record<string, number>)[parent] = implied;
    }
    return resolved;
  }

  async function facetRowsGuess(scope: SearchScope): Promise<number> {
    const [row] = await repo.run<{ 'QUERY PLAN': unknown }>(facetRowsGuessQuery(scope));
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan?: { 'Plan Rows'?: number } }];
    return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  }

  /** Totals and facets from the summary table (decision 0126): exact, whatever their size. */
  async function summedSummary(scope: SearchScope): Promise<Summary> {
    const snapshot = await currentCatalog();
    const rows = await repo.runPrepared<FacetRow>(summaryFacetQuery(scope));
    const total = rows.reduce((sum, row) => sum + Number(row.total), 0);
    return shapeSummary(rows, snapshot, { total, totalEstimated: false, estimated: false, scale: 1 });
  }

  async function countedSummary(scope: SearchScope): Promise<Summary> {
    const snapshot = await currentCatalog();
    const [[counted], guessed] = await Promise.all([
      repo.run<{ count: number }>(boundedCountQuery(scope, limit)),
      facetRowsGuess(scope),
    ]);
    const exactTotal = Number(counted?.count ?? 0);
    // The facets count a superset of the matches: when the matches alone pass the limit, so do they. When the
    // planner expects far more, counting up to the limit only to find that out would cost more than the sample.
    const hopeless = exactTotal > limit || guessed > FAR_ABOVE_LIMIT * limit;
    let rows: FacetRow[] = hopeless ? [] : await repo.run<FacetRow>(facetQuery(scope, { limit }));
    let scale = 1;
    const estimated = hopeless || rows.reduce((sum, row) => sum + Number(row.all), 0) > limit;
    if (estimated) {
      const percent = Math.min(100, Math.max(0.5, (100 * SAMPLE_ROWS) / Math.max(snapshot.tableRows, 1)));
      rows = await repo.run(facetQuery(scope, { samplePercent: Number(percent.toFixed(2)) }));
      scale = 100 / percent;
    }
    const totalEstimated = exactTotal > limit;
    const sampledTotal = rows.reduce((sum, row) => sum + Number(row.total), 0);
    return shapeSummary(rows, snapshot, {
      total: totalEstimated ? Math.max(roundScaled(sampledTotal, scale), limit + 1) : exactTotal,
      totalEstimated,
      estimated,
      scale,
    });
  }

  /**
   * Totals and facets of a price range from the price bands (decision 0200): the bands the range covers whole summed
   * from `search_price_counts`, exactly; the part of a band a bound falls inside counted on `items` up to the limit,
   * exactly. A part with more listings than that is estimated from its band by the share of the band it covers: the
   * facets are then flagged estimated, and so is the total unless its own part counts within the limit.
   */
  async function bandedSummary(scope: SearchScope): Promise<Summary> {
    const snapshot = await currentCatalog();
    const { filters } = scope;
    const bands = priceBands(filters.priceFrom, filters.priceTo);
    const rows = await repo.runPrepared<FacetRow & { band: number | null; part: number | null }>(
      priceSummaryQuery(scope, bands, limit),
    );
    const bandRows = rows.filter((row) => row.part === null);
    const groups = new Map<string, FacetRow>();
    const add = (row: FacetRow, share: number, counts: ('all' | 'selected' | 'total')[]) => {
      const key = `${row.category}:${row.makerNo}`;
      const group = groups.get(key) ?? { category: row.category, makerNo: row.makerNo, all: 0, selected: 0, total: 0 };
      for (const count of counts) group[count] += Number(row[count]) * share;
      groups.set(key, group);
    };
    const ALL = ['all', 'selected', 'total'] as const;
    for (const row of bandRows) if (row.band === null) add(row, 1, [...ALL]);
    let estimated = false;
    let totalEstimated = false;
    /** Totals of parts counted apart (a part whose facets were estimated). */
    let partTotals = 0;
    for (const [index, part] of bands.parts.entries()) {
      const ofBand = bandRows.filter((row) => row.band !== null && Number(row.band) === part.band);
      // A band inside a wide band summed whole: its listings off, then the part's on.
      if (part.covered) for (const row of ofBand) add(row, -1, [...ALL]);
      const counted = rows.filter((row) => row.part !== null && Number(row.part) === index);
      if (counted.reduce((sum, row) => sum + Number(row.all), 0) <= limit) {
        for (const row of counted) add(row, 1, [...ALL]);
        continue;
      }
      estimated = true;
      const { share } = part;
      for (const row of ofBand) add(row, share, ['all', 'selected']);
      const partScope = { ...scope, filters: { ...filters, priceFrom: part.from, priceTo: part.to } };
      const [partTotal] = await repo.run<{ count: number }>(boundedCountQuery(partScope, limit));
      if (Number(partTotal?.count ?? 0) <= limit) {
        partTotals += Number(partTotal?.count ?? 0);
      } else {
        totalEstimated = true;
        for (const row of ofBand) add(row, share, ['total']);
      }
    }
    const round = (count: number, rough: boolean) => (rough ? Math.round(count / 10) * 10 : Math.round(count));
    const shown = [...groups.values()]
      .map((row) => ({ ...row, all: round(row.all, estimated), selected: round(row.selected, estimated) }))
      .filter((row) => row.all > 0);
    const total = round(
      [...groups.values()].reduce((sum, row) => sum + row.total, partTotals),
      totalEstimated,
    );
    return shapeSummary(shown, snapshot, {
      total: totalEstimated ? Math.max(total, limit + 1) : total,
      totalEstimated,
      estimated,
      scale: 1,
    });
  }

  function computeSummary(scope: SearchScope): Promise<Summary> {
    const path = countingPath(scope.filters);
    if (path === 'summed') return summedSummary(scope);
    return path === 'banded' && options.priceBands !== false ? bandedSummary(scope) : countedSummary(scope);
  }

  function summary(scope: SearchScope): Promise<Summary> {
    const key = JSON.stringify([scope.includeSecret, scope.filters]);
    const cached = summaries.get(key);
    if (cached && cached.expires > now()) return cached.value;
    const value = computeSummary(scope);
    if (summaries.size >= SUMMARY_CACHE_SIZE) summaries.delete(summaries.keys().next().value as string);
    summaries.set(key, { expires: now() + SUMMARY_TTL_MS, value });
    value.catch(() => summaries.delete(key));
    return value;
  }

  /** A card, field by field (nothing else of the row leaks out); price, mileage, cc and some names masked. */
  function present(row: Row, masked: boolean, snapshot: CatalogSnapshot): SearchItem {
    const hidden = (value: unknown) => (masked ? null : num(value));
    const item: Record<string, unknown> = {
      itemNo: Number(row.itemNo),
      category: row.category,
      flag: row.flag,
      partners: row.partners,
      premierFlag: row.premierFlag,
      masked,
      year: row.year,
      sellPrice: hidden(row.sellPrice),
      discountPrice: hidden(row.discountPrice),
      mileage: hidden(row.mileage),
      cc: hidden(row.cc),
      power: num(row.power),
      makerNo: row.makerNo,
      modelNo: row.modelNo,
      thumbnail: row.thumbnail,
      updateDate: row.updateDate,
    };
    for (const { lookup, column, keys, maskable } of CARD_NAMES) {
      const no = row[column];
      const found =
        (masked && maskable) || no === null || no === undefined
          ? undefined
          : snapshot.names.get(lookup)?.get(Number(no));
      for (const key of keys) item[key] = found?.[key] ?? null;
    }
    return item as SearchItem;
  }

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
        items: rows.map((row) => present(row, masked, snapshot)),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    /** One page of a search, with the (cached) total and facets; masked on the server for visitors. */
    async search(query: SearchQuery, user: CurrentUser | null): Promise<SearchResponse> {
      const { page, masked, snapshot, counts, nextCursor, prevCursor } = await answer(query, user);
      return { items: page.map((row) => present(row, masked, snapshot)), ...counts, nextCursor, prevCursor };
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
