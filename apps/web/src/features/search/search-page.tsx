import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  CATEGORY,
  formatNumber,
  MASKED_SEARCH_SORTS,
  mustMaskDetails,
  ROUTES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchQueryString,
  type SearchResponse,
} from '@market/domain';
import { ListingCard } from '../../components/ui/listing-card.tsx';
import { Page } from '../../components/ui/page.tsx';
import { http } from '../../lib/http.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { FilterPanel } from './filter-panel.tsx';
import { readUrl, withFilter, withoutMasked, withPage } from './search-url.ts';
import { useLookup, type LookupRow } from './use-lookups.ts';

const sameName = (a: unknown, b: string | undefined) =>
  typeof a === 'string' && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The maker and model names of the URL as catalog numbers; undefined while the lists load or for an unknown name. */
function useResolvedNames(maker: string | undefined, model: string | undefined, category: number | undefined) {
  const cars = useLookup(`/items/makers?category=${CATEGORY.car}`);
  const special = useLookup(`/items/makers?category=${CATEGORY.special}`);
  const makers: LookupRow[] = [
    ...(cars.data ?? []).map((row) => ({ ...row, category: CATEGORY.car })),
    ...(special.data ?? []).map((row) => ({ ...row, category: CATEGORY.special })),
  ];
  const found = makers.find(
    (row) => sameName(row.engMaker, maker) && (category === undefined || row.category === category),
  );
  const makerNo = found ? Number(found.makerNo) : undefined;
  const models = useLookup(found?.category === CATEGORY.car ? `/items/model?maker=${makerNo}` : undefined);
  const modelNo = (models.data ?? []).find((row) => sameName(row.engModel, model))?.modelNo;
  const ready =
    (maker === undefined || (cars.isFetched && special.isFetched)) && (model === undefined || !models.isLoading);
  return { makers, makerNo, modelNo: modelNo === undefined ? undefined : Number(modelNo), ready };
}

/**
 * The search page (/item/list/car starts from cars, /item/list from every category): filters, sort and page in the
 * URL, results from GET /api/items/search with keyset pages.
 */
export function SearchPage({ scope }: { scope: 'car' | 'all' }) {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useCurrentUserQuery();
  // Masked means masked everywhere: a visitor who must log in searches without the masked filters and sorts.
  const masked = mustMaskDetails(session.data);
  const state = masked ? withoutMasked(readUrl(params)) : readUrl(params);
  const category = state.numbers.category ?? (scope === 'car' ? CATEGORY.car : undefined);
  const { makers, makerNo, modelNo, ready } = useResolvedNames(state.maker, state.model, category);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  const apiQuery = searchQueryString({
    ...state.numbers,
    category,
    maker: makerNo,
    model: modelNo,
    sort: state.sort,
    size: SEARCH_PAGE_SIZE.default,
    after: state.after,
    before: state.before,
  });
  const results = useQuery({
    queryKey: ['search', apiQuery],
    queryFn: () => http<SearchResponse>(`/items/search?${apiQuery}`),
    enabled: ready && !session.isPending,
    placeholderData: keepPreviousData,
  });

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page, state.after, state.before]);

  const change = (name: string, value: string | undefined) => setParams(withFilter(params, name, value));
  const apply = (values: Record<string, string | undefined>) => {
    let next = params;
    for (const [name, value] of Object.entries(values)) next = withFilter(next, name, value);
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams(state.sort === 'newest' ? {} : { sort: state.sort }));

  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE.default)) : 1;
  const panel = (
    <FilterPanel
      state={state}
      makerNo={makerNo}
      modelNo={modelNo}
      makers={makers}
      category={category}
      allCategories={scope === 'all'}
      onChange={change}
      onApply={apply}
      onClear={clear}
      masked={masked}
    />
  );

  return (
    <Page title={common(scope === 'car' ? 'page.carList' : 'page.itemList')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          {wide ? (
            panel
          ) : (
            <>
              <Button variant="outlined" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen}>
                {t(filtersOpen ? 'filters.hide' : 'filters.show')}
              </Button>
              {filtersOpen && <Box sx={{ mt: 2 }}>{panel}</Box>}
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} component="section" aria-label={t('results.label')} ref={resultsRef}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography role="status" aria-live="polite" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {data
                ? t(data.totalEstimated ? 'results.estimated' : 'results.count', { count: formatNumber(data.total) })
                : ''}
            </Typography>
            <TextField
              select
              size="small"
              id="search-sort"
              label={t('sort.label')}
              value={state.sort}
              onChange={(event) => change('sort', event.target.value === 'newest' ? undefined : event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {SEARCH_SORTS.filter((sort) => !masked || !MASKED_SEARCH_SORTS.includes(sort)).map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {(results.isFetching || !ready) && <LinearProgress aria-label={t('results.loading')} sx={{ mb: 2 }} />}
          {results.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void results.refetch()}>
                  {t('results.retry')}
                </Button>
              }
            >
              {t('results.error')}
            </Alert>
          )}
          {data && data.items.length === 0 && (
            <Stack spacing={1} sx={{ py: 6, alignItems: 'center' }}>
              <Typography color="text.secondary">{t('results.empty')}</Typography>
              <Link component={RouterLink} to={ROUTES.customRequest}>
                {t('results.customRequest')}
              </Link>
            </Stack>
          )}
          {data && data.items.length > 0 && (
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.items.map((item) => (
                <Grid key={item.itemNo} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <ListingCard item={item} />
                </Grid>
              ))}
            </Grid>
          )}
          {data && (data.prevCursor || data.nextCursor) && (
            <Stack
              component="nav"
              aria-label={t('results.pages')}
              direction="row"
              spacing={2}
              sx={{ justifyContent: 'center', alignItems: 'center', mt: 3 }}
            >
              <Button
                variant="outlined"
                disabled={!data.prevCursor}
                onClick={() => setParams(withPage(params, 'before', data.prevCursor!, state.page - 1))}
              >
                {t('results.previous')}
              </Button>
              <Typography aria-current="page">
                {t(data.totalEstimated ? 'results.pageOfAbout' : 'results.pageOf', {
                  page: formatNumber(state.page),
                  pages: formatNumber(pages),
                })}
              </Typography>
              <Button
                variant="outlined"
                disabled={!data.nextCursor}
                onClick={() => setParams(withPage(params, 'after', data.nextCursor!, state.page + 1))}
              >
                {t('results.next')}
              </Button>
            </Stack>
          )}
        </Grid>
      </Grid>
    </Page>
  );
}

export default SearchPage;
