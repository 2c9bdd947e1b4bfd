import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SaveSearch } from './save-search.tsx';
import {
  CATEGORY,
  formatNumber,
  isSearchCursor,
  MASKED_SEARCH_SORTS,
  mustMaskDetails,
  ROUTES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchQueryString,
  type SavedFilters,
} from '@market/domain';
import { ListingCard, ListingCardSkeleton } from '../../components/ui/listing-card.tsx';
import { LoadingBar } from '../../components/ui/loading-bar.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlainAlert, Placeholder } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { CurrencySelect } from '../../components/ui/indicative-price.tsx';
import { searchQuery } from '../../lib/catalog-api.ts';
import { HttpError } from '../../lib/http.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { useScreenQuery } from '../../lib/use-screen-query.ts';
import { FilterPanel } from './filter-panel.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { SearchProblems, type ShownProblem } from './search-problems.tsx';
import { readUrl, withFilters, withoutMasked, withoutPaging, withPage } from './search-url.ts';
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
  const staleCursor = [state.after, state.before].some((cursor) => cursor !== undefined && !isSearchCursor(cursor));
  // Nothing is asked while part of the search is not understood: the answer would look filtered and not be.
  const ready = names.ready && found.length === 0 && !staleCursor;
  const wide = useScreenQuery('(min-width: 900px)');
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
  // What "Save this search" keeps: the filters as the API takes them, without the sort or the page.
  const savedFilters = Object.fromEntries(
    Object.entries({ ...state.numbers, category, maker: makerNo, model: modelNo }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as SavedFilters;
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
      <div className="search-layout">
        <div>
          <PlainButton
            variant="outlined"
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            className="search-layout__toggle"
          >
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </PlainButton>
          <div className={filtersOpen ? 'search-filters search-filters--open' : 'search-filters'}>
            {filtersMounted && panel}
          </div>
        </div>
        <section aria-label={t('results.label')} ref={resultsRef}>
          {/* The cards' titles are h3: without this heading the page would jump from h1 to h3. */}
          <h2 className="search-results__heading">{t('results.label')}</h2>
          <div className="search-results__bar">
            <p role="status" aria-live="polite" className="plain-text plain-text--subtitle1 search-results__count">
              {data ? (
                t(data.totalEstimated ? 'results.estimated' : 'results.count', { count: data.total })
              ) : (
                <Placeholder width={160} />
              )}
            </p>
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
            {!masked && <CurrencySelect />}
          </div>
          <SaveSearch filters={savedFilters} ready={ready && !refused} />
          <div className="search-results__progress">
            {(results.isFetching || (!ready && !refused)) && <LoadingBar label={t('results.loading')} />}
          </div>
          {cursorMessage !== undefined && (
            <PlainAlert
              severity="warning"
              className="search-results__alert"
              action={
                <PlainButton color="inherit" size="small" onClick={() => setParams(withoutPaging(params))}>
                  {t('problems.firstPage')}
                </PlainButton>
              }
            >
              {cursorMessage}
            </PlainAlert>
          )}
          {problems.length > 0 && <SearchProblems problems={problems} onRemove={(name) => change(name, undefined)} />}
          {results.isError && !refused && (
            <PlainAlert
              severity="error"
              action={
                <PlainButton color="inherit" size="small" onClick={() => void results.refetch()}>
                  {t('results.retry')}
                </PlainButton>
              }
            >
              {t('results.error')}
            </PlainAlert>
          )}
          {data && data.items.length === 0 && (
            <div className="search-results__empty">
              <p className="plain-text plain-text--secondary">{t('results.empty')}</p>
              <RouterLink to={ROUTES.customRequest} className="plain-text plain-link">
                {t('results.customRequest')}
              </RouterLink>
            </div>
          )}
          {data && data.items.length > 0 && (
            <ul className="search-results__grid">
              {data.items.map((item, index) => {
                const card = (
                  <ListingCard
                    item={item}
                    imageSizes={CARD_IMAGE_SIZES}
                    priority={index === 0}
                    eager={index < FIRST_ROW}
                  />
                );
                // The cards below the first row are taken over once the browser is idle (decision 0247).
                return <li key={item.itemNo}>{index < FIRST_ROW ? card : <HydrateLater>{card}</HydrateLater>}</li>;
              })}
            </ul>
          )}
          {!data && !results.isError && (
            <div className="search-results__grid" aria-hidden="true" data-testid="result-placeholders">
              {Array.from({ length: SEARCH_PAGE_SIZE.default }, (_, index) => (
                <ListingCardSkeleton key={index} />
              ))}
            </div>
          )}
          {data && (data.prevCursor || data.nextCursor) && (
            <nav aria-label={t('results.pages')} className="search-results__pages">
              <PlainButton
                variant="outlined"
                disabled={!data.prevCursor}
                onClick={() => setParams(withPage(params, 'before', data.prevCursor!, state.page - 1))}
              >
                {t('results.previous')}
              </PlainButton>
              <p aria-current="page" className="plain-text">
                {t(data.totalEstimated ? 'results.pageOfAbout' : 'results.pageOf', {
                  page: formatNumber(state.page),
                  pages: formatNumber(pages),
                })}
              </p>
              <PlainButton
                variant="outlined"
                disabled={!data.nextCursor}
                onClick={() => setParams(withPage(params, 'after', data.nextCursor!, state.page + 1))}
              >
                {t('results.next')}
              </PlainButton>
            </nav>
          )}
        </section>
      </div>
    </Page>
  );
}
