import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
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
} from '@market/domain';
import { ListingCard, ListingCardSkeleton } from '../../components/ui/listing-card.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { searchQuery } from '../../lib/catalog-api.ts';
import { HttpError } from '../../lib/http.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { FilterPanel } from './filter-panel.tsx';
import { SearchProblems, type ShownProblem } from './search-problems.tsx';
import { isCursor, readUrl, withFilters, withoutMasked, withoutPaging, withPage } from './search-url.ts';
import { useResolvedNames } from './use-resolved-names.ts';
import { PHONE_PAGE_WIDTH } from '../../components/ui/listing-picture.tsx';

const CURSORS = ['after', 'before'];
/** A card's width in the results grid (12, 6 or 4 of 12 columns of the results' 9): the `sizes` of its picture. */
const CARD_IMAGE_SIZES = `(min-width: 1200px) 280px, (min-width: 900px) 37vw, (min-width: 600px) 50vw, ${PHONE_PAGE_WIDTH}`;
/**
 * Cards of the first screenful, whose pictures are fetched at once (three across on a wide screen); only the first at
 * high priority, so the others do not compete with the page's largest paint.
 */
const FIRST_ROW = 3;
const CARD_GRID = { xs: 12, sm: 6, lg: 4 } as const;

/**
 * What of the search cannot be run, found by the page (a value that is not a number, a name that matches nothing, a
 * damaged page link) or answered by the server (400 naming the field); a page link (cursor) is shown on its own.
 */
function searchProblems(
  params: URLSearchParams,
  found: { name: string; reason: string }[],
  staleCursor: boolean,
  error: unknown,
  translate: (key: string) => string,
): { problems: ShownProblem[]; cursorMessage?: string } {
  const shown = (name: string, message: string) => ({ name, value: params.get(name) ?? '', message });
  const problems = found.map(({ name, reason }) => shown(name, translate(reason)));
  let cursorMessage = staleCursor ? translate('errors:field.cursor') : undefined;
  if (error instanceof HttpError && error.status === 400) {
    for (const [name, message] of Object.entries(error.body?.fields ?? {})) {
      if (CURSORS.includes(name)) cursorMessage = message;
      else if (!problems.some((problem) => problem.name === name)) problems.push(shown(name, message));
    }
  }
  return { problems, cursorMessage };
}

/**
 * The search page (/item/list/car starts from cars, /item/list from every category): filters, sort and page in the
 * URL, results from GET /api/items/search with keyset pages.
 */
export function SearchPage({ scope }: { scope: 'car' | 'all' }) {
  const { t } = useTranslation(['search', 'errors']);
  const { t: common } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useCurrentUserQuery();
  // Masked means masked everywhere: a visitor who must log in searches without the masked filters and sorts.
  const masked = mustMaskDetails(session.data);
  const state = masked ? withoutMasked(readUrl(params)) : readUrl(params);
  const category = state.numbers.category ?? (scope === 'car' ? CATEGORY.car : undefined);
  const names = useResolvedNames(state.maker, state.model, category, state.numbers.capacity);
  const { makers, makerNo, modelNo } = names;
  const unreadable = state.unreadable.map((name) => ({ name, reason: 'errors:field.invalid' }));
  const found = [...unreadable, ...names.problems];
  const staleCursor = [state.after, state.before].some((cursor) => cursor !== undefined && !isCursor(cursor));
  // Nothing is asked while part of the search is not understood: the answer would look filtered and not be.
  const ready = names.ready && found.length === 0 && !staleCursor;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted once shown (its lists load then); shown or hidden by CSS, so the first paint has the right layout.
  const [filtersMounted, setFiltersMounted] = useState(false);
  if ((wide || filtersOpen) && !filtersMounted) setFiltersMounted(true);
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
    ...searchQuery(apiQuery),
    enabled: ready && !session.isPending,
    placeholderData: keepPreviousData,
    // A refused search (400) stays refused: only a failure of the server or the connection is worth another try.
    retry: (failures, error) => failures < 1 && !(error instanceof HttpError && error.status < 500),
  });

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page, state.after, state.before]);

  // The browser's selects answer at once: a second choice can come before the page has rendered the first one's
  // address, so each change starts from the last address asked for until the page has caught up with it.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const apply = (values: Record<string, string | undefined>) => {
    const next = withFilters(asked.current ?? params, values);
    asked.current = next;
    setParams(next);
  };
  const change = (name: string, value: string | undefined) => apply({ [name]: value });
  const clear = () => setParams(new URLSearchParams(state.sort === 'newest' ? {} : { sort: state.sort }));

  const { problems, cursorMessage } = searchProblems(params, found, staleCursor, results.error, (key) => t(key));
  const refused = problems.length > 0 || cursorMessage !== undefined;
  const data = refused ? undefined : results.data;
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
          <Button
            variant="outlined"
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            sx={{ display: { md: 'none' } }}
          >
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </Button>
          <Box sx={{ display: { xs: filtersOpen ? 'block' : 'none', md: 'block' }, mt: { xs: 2, md: 0 } }}>
            {filtersMounted && panel}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} component="section" aria-label={t('results.label')} ref={resultsRef}>
          {/* The cards' titles are h3: without this heading the page would jump from h1 to h3. */}
          <Typography component="h2" sx={screenReaderOnly}>
            {t('results.label')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography component="p" role="status" aria-live="polite" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {data ? (
                t(data.totalEstimated ? 'results.estimated' : 'results.count', { count: formatNumber(data.total) })
              ) : (
                <Skeleton width={160} />
              )}
            </Typography>
            <PlainSelect
              id="search-sort"
              label={t('sort.label')}
              value={state.sort}
              onChange={(sort) => change('sort', sort === 'newest' ? undefined : sort)}
            >
              {SEARCH_SORTS.filter((sort) => !masked || !MASKED_SEARCH_SORTS.includes(sort)).map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </PlainSelect>
          </Stack>
          {/* Over the top of the results rather than above them, so the cards do not move when it comes and goes. */}
          <Box sx={{ position: 'relative', height: 0 }}>
            {(results.isFetching || (!ready && !refused)) && (
              <LinearProgress
                aria-label={t('results.loading')}
                sx={{ position: 'absolute', insetInline: 0, top: -10 }}
              />
            )}
          </Box>
          {cursorMessage !== undefined && (
            <Alert
              severity="warning"
              role="alert"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => setParams(withoutPaging(params))}>
                  {t('problems.firstPage')}
                </Button>
              }
            >
              {cursorMessage}
            </Alert>
          )}
          {problems.length > 0 && <SearchProblems problems={problems} onRemove={(name) => change(name, undefined)} />}
          {results.isError && !refused && (
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
              {data.items.map((item, index) => (
                <Grid key={item.itemNo} size={CARD_GRID} component="li">
                  <ListingCard
                    item={item}
                    imageSizes={CARD_IMAGE_SIZES}
                    priority={index === 0}
                    eager={index < FIRST_ROW}
                  />
                </Grid>
              ))}
            </Grid>
          )}
          {!data && !results.isError && (
            <Grid container spacing={2} aria-hidden="true" data-testid="result-placeholders">
              {Array.from({ length: SEARCH_PAGE_SIZE.default }, (_, index) => (
                <Grid key={index} size={CARD_GRID}>
                  <ListingCardSkeleton />
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

/** Read by screen readers, not shown (MUI's visuallyHidden, which lives in a package this app does not depend on). */
const screenReaderOnly = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
