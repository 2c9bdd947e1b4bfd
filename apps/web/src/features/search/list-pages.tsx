import { SearchPage } from './search-page.tsx';

/**
 * The list pages' screen: one module (one chunk, decision 0194) for both routes, so that the search page's modules
 * are the list's own and do not land in a chunk shared with the home or detail page (decision 0231).
 */

/** /item/list/car: the search, starting from cars; `?maker={engMaker}&model={engModel}` are applied. */
export function CarListPage() {
  return <SearchPage scope="car" />;
}

/** /item/list: the same search over every category. */
export function ItemListPage() {
  return <SearchPage scope="all" />;
}
