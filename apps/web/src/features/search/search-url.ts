import {
  DEFAULT_SEARCH_SORT,
  MASKED_SEARCH_FILTERS,
  MASKED_SEARCH_SORTS,
  SEARCH_RANGES,
  SEARCH_SORTS,
  withOrderedRanges,
  type SearchSort,
} from '@market/domain';

/**
 * The search page's state lives in its URL, so a search can be shared and the back button returns to it. maker and
 * model are English names, as the spec's `/item/list/car?maker={engMaker}&model={engModel}`; every other filter is
 * the catalog number the API takes. after/before are the API's cursors, page only the number shown.
 */
const NUMBER_PARAMS = [
  'category',
  'detailModel',
  'product',
  'form',
  'formDetail',
  'capacity',
  'yearFrom',
  'yearTo',
  'priceFrom',
  'priceTo',
  'mileageFrom',
  'mileageTo',
  'fuel',
  'transmission',
  'drive',
  'handle',
  'color',
  'location',
  'premier',
  'importableTo',
  'inspection',
  'noClaims',
  'conditionVerified',
] as const;
export type NumberParam = (typeof NUMBER_PARAMS)[number];

export interface UrlState {
  numbers: Partial<Record<NumberParam, number>>;
  maker?: string;
  model?: string;
  sort: SearchSort;
  after?: string;
  before?: string;
  page: number;
  /** Parameters whose value is not understood (a year of "abc", an unknown sort): shown to the buyer, never sent. */
  unreadable: string[];
}

/**
 * What changing a filter clears below it: the cascades of the seller's forms (for special vehicles form, detail
 * form, capacity, then maker and model), and the drive, whose list depends on the category.
 */
const CLEARS: Partial<Record<NumberParam | 'maker' | 'model', string[]>> = {
  category: ['maker', 'model', 'detailModel', 'product', 'form', 'formDetail', 'capacity', 'drive'],
  maker: ['model', 'detailModel'],
  model: ['detailModel'],
  form: ['formDetail', 'capacity', 'maker', 'model'],
  formDetail: ['capacity', 'maker', 'model'],
  capacity: ['maker', 'model'],
};

const PAGING = ['after', 'before', 'page'];

const WHOLE_NUMBER = /^[0-9]{1,10}$/;

/**
 * Reads the URL. A value that is not a whole number (or a known sort) is not sent but listed in `unreadable`; a
 * reversed range is read the right way round, as the form would have written it.
 */
export function readUrl(params: URLSearchParams): UrlState {
  const numbers: UrlState['numbers'] = {};
  const unreadable: string[] = [];
  for (const name of NUMBER_PARAMS) {
    const raw = params.get(name)?.trim();
    if (raw === undefined || raw === '') continue;
    if (WHOLE_NUMBER.test(raw)) numbers[name] = Number(raw);
    else unreadable.push(name);
  }
  const sort = params.get('sort');
  if (sort !== null && !(SEARCH_SORTS as readonly string[]).includes(sort)) unreadable.push('sort');
  const page = Number(params.get('page'));
  return {
    numbers: withOrderedRanges(numbers),
    maker: params.get('maker')?.trim() || undefined,
    model: params.get('model')?.trim() || undefined,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'newest',
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    unreadable,
  };
}

/** The URL with every range the right way round (the lower end first), so the API never sees one reversed. */
function orderRanges(params: URLSearchParams): URLSearchParams {
  for (const [from, to] of SEARCH_RANGES) {
    const low = params.get(from);
    const high = params.get(to);
    if (low === null || high === null || !WHOLE_NUMBER.test(low) || !WHOLE_NUMBER.test(high)) continue;
    if (Number(low) > Number(high)) {
      params.set(from, high);
      params.set(to, low);
    }
  }
  return params;
}

/**
 * Filters or the sort changed: each value is set (or removed), what depends on it cleared, paging starts over, and a
 * range entered upside down (from 2020 to 2010) is turned the right way round.
 */
export function withFilters(
  params: URLSearchParams,
  values: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = orderRanges(new URLSearchParams(params));
  for (const [name, value] of Object.entries(values)) {
    for (const key of [...PAGING, ...(CLEARS[name as keyof typeof CLEARS] ?? [])]) next.delete(key);
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return orderRanges(next);
}

/** Page one of the same search: what a stale or damaged page link leads back to. */
export function withoutPaging(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PAGING) next.delete(key);
  return next;
}

/** The next or previous page: the cursor of the answer, and the number shown. Page 1 needs no cursor at all. */
export function withPage(
  params: URLSearchParams,
  direction: 'after' | 'before',
  cursor: string,
  page: number,
): URLSearchParams {
  const next = withoutPaging(params);
  if (page > 1) {
    next.set(direction, cursor);
    next.set('page', String(page));
  }
  return next;
}

/**
 * What a visitor who must log in may search by: the URL without the masked filters and sorts (a shared link keeps
 * working; the server would refuse them, decision 0074).
 */
export function withoutMasked(state: UrlState): UrlState {
  const numbers = { ...state.numbers };
  for (const name of MASKED_SEARCH_FILTERS) delete numbers[name as NumberParam];
  const maskedSort = MASKED_SEARCH_SORTS.includes(state.sort);
  const unreadable = state.unreadable.filter((name) => !(MASKED_SEARCH_FILTERS as readonly string[]).includes(name));
  const changed = maskedSort || Object.keys(numbers).length !== Object.keys(state.numbers).length;
  if (!changed) return { ...state, unreadable };
  return {
    ...state,
    numbers,
    unreadable,
    sort: maskedSort ? DEFAULT_SEARCH_SORT : state.sort,
    after: undefined,
    before: undefined,
    page: 1,
  };
}
