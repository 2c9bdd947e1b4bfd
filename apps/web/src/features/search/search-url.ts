import {
  DEFAULT_SEARCH_SORT,
  MASKED_SEARCH_FILTERS,
  MASKED_SEARCH_SORTS,
  SEARCH_SORTS,
  type SearchSort,
} from '@market/domain';

/**
 * The search page's state lives in its URL, so a search can be shared and the back button returns to it. maker and
 * model are English names, as the spec's `/item/list/car?maker={engMaker}&model={engModel}`; every other filter is
 * the catalog number the API takes. after/before are the API's cursors, page only the number shown.
 */
export const NUMBER_PARAMS = [
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
}

/** What changing a filter clears below it: the cascades of the seller's forms, read the other way. */
export const CLEARS: Partial<Record<NumberParam | 'maker' | 'model', string[]>> = {
  category: ['maker', 'model', 'detailModel', 'product', 'form', 'formDetail', 'capacity'],
  maker: ['model', 'detailModel'],
  model: ['detailModel'],
  form: ['formDetail', 'capacity', 'model'],
  formDetail: ['capacity', 'model'],
  capacity: ['model'],
};

const PAGING = ['after', 'before', 'page'];

/** Reads the URL; a value that is not a whole number (or a known sort) is ignored rather than sent. */
export function readUrl(params: URLSearchParams): UrlState {
  const numbers: UrlState['numbers'] = {};
  for (const name of NUMBER_PARAMS) {
    const raw = params.get(name);
    if (raw !== null && /^[0-9]{1,10}$/.test(raw)) numbers[name] = Number(raw);
  }
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    numbers,
    maker: params.get('maker')?.trim() || undefined,
    model: params.get('model')?.trim() || undefined,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'newest',
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A filter or sort changed: the value is set (or removed), what depends on it cleared, and paging starts over. */
export function withFilter(params: URLSearchParams, name: string, value: string | number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...PAGING, ...(CLEARS[name as keyof typeof CLEARS] ?? [])]) next.delete(key);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, String(value));
  return next;
}

/** The next or previous page: the cursor of the answer, and the number shown. Page 1 needs no cursor at all. */
export function withPage(
  params: URLSearchParams,
  direction: 'after' | 'before',
  cursor: string,
  page: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PAGING) next.delete(key);
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
  const changed = maskedSort || Object.keys(numbers).length !== Object.keys(state.numbers).length;
  if (!changed) return state;
  return {
    ...state,
    numbers,
    sort: maskedSort ? DEFAULT_SEARCH_SORT : state.sort,
    after: undefined,
    before: undefined,
    page: 1,
  };
}
