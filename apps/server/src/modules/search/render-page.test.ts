import { describe, expect, it } from 'vitest';
import { SEARCH_SORTS, type SearchFilters } from '@market/domain';
import { pageQuery, renderPage, renderQuery, type Keyset, type SearchScope } from './repo.ts';

/** Filter sets of every shape the page statement takes: plain, split years (closed and open), a model, rare filters. */
const FILTER_SETS: SearchFilters[] = [
  {},
  { category: 1 },
  { category: 1, maker: 3, yearFrom: 2018, yearTo: 2022 },
  { maker: 3, yearFrom: 2020 },
  { yearFrom: 1990, yearTo: 2024 },
  { maker: 3, model: 41, yearFrom: 2015 },
  { category: 2, form: 2, formDetail: 5, capacity: 9, priceTo: 20_000, mileageFrom: 10 },
  { fuel: 2, transmission: 1, drive: 3, color: 4, location: 2, handle: 1, premier: 1, priceFrom: 0 },
  { importableTo: 40, category: 1 },
];
const KEYSETS: (Keyset | undefined)[] = [
  undefined,
  { value: '15000', itemNo: 77, direction: 'after' },
  { value: '2019', itemNo: 5, direction: 'before' },
];

describe('renderPage (the page statement rendered once per shape)', () => {
  it('gives the text and parameters of rendering pageQuery, for every shape and again for other values', () => {
    for (const includeSecret of [false, true])
      for (const filters of FILTER_SETS)
        for (const sort of SEARCH_SORTS)
          for (const keyset of KEYSETS) {
            const key = sort === 'newest' && keyset ? { ...keyset, value: '2026-01-02T03:04:05.000006Z' } : keyset;
            // The second scope has other values in the same shape: it must not get the first one's.
            for (const shift of [0, 1]) {
              const moved = Object.fromEntries(
                Object.entries(filters).map(([name, value]) => [name, name === 'premier' ? value : value + shift]),
              );
              const scope: SearchScope = { filters: moved, includeSecret };
              const { sql, params } = renderQuery(pageQuery(scope, sort, 21 + shift, key));
              expect(renderPage(scope, sort, 21 + shift, key)).toMatchObject({ sql, params });
            }
          }
  });
});
