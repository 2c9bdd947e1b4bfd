import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';

const SearchPage = lazy(() => import('./search-page.tsx'));

/** /item/list: the same search over every category. */
export function ItemListPage() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <SearchPage scope="all" />
    </Suspense>
  );
}
