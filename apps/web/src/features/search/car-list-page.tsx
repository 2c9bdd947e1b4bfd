import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';

/** The search screen loads on first use, so the home page's script stays small. */
const SearchPage = lazy(() => import('./search-page.tsx'));

/** /item/list/car: the search, starting from cars; `?maker={engMaker}&model={engModel}` are applied. */
export function CarListPage() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <SearchPage scope="car" />
    </Suspense>
  );
}
