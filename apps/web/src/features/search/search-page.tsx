import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useSearchParams } from 'react-router';
import { SaveSearch } from './save-search.tsx';
import {
  CATEGORY,
  isSearchCursor,
  mustMaskDetails,
  SEARCH_PAGE_SIZE,
  searchQueryString,
  type SavedFilters,
} from '@market/domain';
import { LoadingBar } from '../../components/ui/loading-bar.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { searchQuery } from '../../lib/catalog-api.ts';
import { HttpError } from '../../lib/http.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { useScreenQuery } from '../../lib/use-screen-query.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ResultCards, ResultPages, ResultsBar } from './search-results.tsx';
import { SearchProblems, type ShownProblem } from './search-problems.tsx';
import { readUrl, withFilters, withoutMasked, withoutPaging, withPage } from './search-url.ts';
import { useResolvedNames } from './use-resolved-names.ts';

const CURSORS = ['after', 'before'];
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
          <ResultsBar
            data={data}
            sort={state.sort}
            masked={masked}
            onSort={(sort) => change('sort', sort === 'newest' ? undefined : sort)}
          />
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
          <ResultCards data={data} failed={results.isError} />
          {data && (data.prevCursor || data.nextCursor) && (
            <ResultPages
              data={data}
              page={state.page}
              onPage={(direction, cursor, page) => setParams(withPage(params, direction, cursor, page))}
            />
          )}
        </section>
      </div>
    </Page>
  );
}
