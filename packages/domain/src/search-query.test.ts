import { describe, expect, it } from 'vitest';
import { searchPagePath } from './search-query.ts';

describe('searchPagePath (a saved search’s link, issue 32)', () => {
  it('names the maker and model in English on the car list, the other filters by number', () => {
    expect(
      searchPagePath({ category: 1, maker: 3, model: 9, yearFrom: 2018 }, { maker: 'Hyundai', model: 'Avante (CN7)' }),
    ).toBe('/item/list/car?category=1&yearFrom=2018&maker=Hyundai&model=Avante+%28CN7%29');
  });

  it('puts every other category on the list of all, and no filter on the bare list', () => {
    expect(searchPagePath({ category: 2, form: 4 }, {})).toBe('/item/list?category=2&form=4');
    expect(searchPagePath({}, {})).toBe('/item/list');
  });
});
