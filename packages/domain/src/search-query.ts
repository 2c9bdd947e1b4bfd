import { ROUTES } from './routes.ts';

/** The query string of a search, for links and the API: only the values that are set, in a stable order. */
export function searchQueryString(query: Partial<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The search page's address for a search's filters (catalog numbers): the maker and model named by their English
 * names, as the page reads them (the spec's `/item/list/car?maker={engMaker}&model={engModel}`), cars on the car
 * list, everything else on the list of every category. What a saved search links to (issue 32).
 */
export function searchPagePath(
  filters: Partial<Record<string, number>>,
  names: { maker?: string | undefined; model?: string | undefined },
): string {
  const { maker: _maker, model: _model, ...numbers } = filters;
  const query = searchQueryString({ ...numbers, maker: names.maker, model: names.model });
  const path = filters.category === 1 ? ROUTES.carList : ROUTES.itemList;
  return query ? `${path}?${query}` : path;
}
