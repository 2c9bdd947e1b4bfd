import type { SearchFilterName } from './search.ts';

/**
 * The search's terms that need no schema (sorts, page size, ranges, masked filters, cursors), apart from search.ts's zod
 * schemas: the public list page reads and writes its address with these, and loads no zod (docs/decisions/0320).
 */

/** Sort orders: newest first (update date, so "move to top" counts), price both ways, newest year, lowest mileage. */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'year_desc', 'mileage_asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

export const SEARCH_PAGE_SIZE = { min: 1, max: 60, default: 20 } as const;

/** Up to this many matches the total is counted exactly; above it the total and facets are estimated. */
export const EXACT_COUNT_LIMIT = 10_000;

/** The field messages (errors namespace) of a search refused with 400, each naming what is wrong with the field. */
export const SEARCH_FIELD_MESSAGES = {
  /** The upper end of a range is below its lower end. */
  rangeReversed: 'field.rangeReversed',
  /** A page cursor the server did not write for this sort: the way back is page one. */
  cursor: 'field.cursor',
  /** A catalog number that is not in the catalog. */
  unknownValue: 'field.unknownValue',
  /** A catalog number that does not belong to the filter above it (a model of another maker, ...). */
  mismatch: 'field.filterMismatch',
  /** A query parameter that is not a filter of the search. */
  unknownFilter: 'field.unknownFilter',
} as const;

/** Cursors are opaque to clients: base64url text the server wrote, at most this long. */
export const SEARCH_CURSOR = { max: 200, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** A cursor as the API takes it (the server alone can tell whether it is still good). */
export function isSearchCursor(value: string): boolean {
  return value.length <= SEARCH_CURSOR.max && SEARCH_CURSOR.pattern.test(value);
}

/**
 * Filters and sorts on the fields masked for a visitor who must log in (`mustMaskDetails`): they would reveal the
 * masked values, so such a visitor may use none of them (decision 0074).
 */
export const MASKED_SEARCH_FILTERS: readonly SearchFilterName[] = [
  'priceFrom',
  'priceTo',
  'mileageFrom',
  'mileageTo',
  'fuel',
  'transmission',
  'location',
  // The spec masks the steering side, drive and colour on the detail page too.
  'handle',
  'drive',
  'color',
  // The verdict reads the steering side, fuel, weight and registration date.
  'importableTo',
  // The claims are masked on the detail page; that a record exists and is verified is not.
  'noClaims',
];
export const MASKED_SEARCH_SORTS: readonly SearchSort[] = ['price_asc', 'price_desc', 'mileage_asc'];

/** The parameters of a search that a visitor who must log in may not use. */
export function maskedSearchParams(query: Partial<Record<SearchFilterName, unknown>> & { sort?: string }): string[] {
  const used: string[] = MASKED_SEARCH_FILTERS.filter((name) => query[name] !== undefined);
  if (query.sort !== undefined && (MASKED_SEARCH_SORTS as readonly string[]).includes(query.sort)) used.push('sort');
  return used;
}

/** The ranges of a search: [lower end, upper end]. */
export const SEARCH_RANGES = [
  ['yearFrom', 'yearTo'],
  ['priceFrom', 'priceTo'],
  ['mileageFrom', 'mileageTo'],
] as const satisfies readonly (readonly [SearchFilterName, SearchFilterName])[];

/**
 * The same values with every reversed range (upper end below the lower end) turned the right way round: what the
 * search form does before asking, where the API refuses a reversed range.
 */
export function withOrderedRanges<T extends Partial<Record<SearchFilterName, number>>>(values: T): T {
  const ordered: Partial<Record<SearchFilterName, number>> = { ...values };
  for (const [from, to] of SEARCH_RANGES) {
    const low = values[from];
    const high = values[to];
    if (low !== undefined && high !== undefined && low > high) {
      ordered[from] = high;
      ordered[to] = low;
    }
  }
  return ordered as T;
}
