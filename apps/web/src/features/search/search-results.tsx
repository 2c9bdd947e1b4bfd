import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import {
  formatNumber,
  MASKED_SEARCH_SORTS,
  ROUTES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchResponse,
} from '@market/domain';
import { ListingCard, ListingCardSkeleton } from '../../components/ui/listing-card.tsx';
import { Placeholder } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { CurrencySelect } from '../../components/ui/indicative-price.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { PHONE_PAGE_WIDTH } from '../../components/ui/listing-picture.tsx';

/** A card's width in the results grid (12, 6 or 4 of 12 columns of the results' 9): the `sizes` of its picture. */
const CARD_IMAGE_SIZES = `(min-width: 1200px) 280px, (min-width: 900px) 37vw, (min-width: 600px) 50vw, ${PHONE_PAGE_WIDTH}`;
/**
 * Cards of the first screenful, whose pictures are fetched at once (three across on a wide screen); only the first at
 * high priority, so the others do not compete with the page's largest paint.
 */
const FIRST_ROW = 3;

/** Above the results: how many there are, the sort and (for a member) the currency of the indicative prices. */
export function ResultsBar({
  data,
  sort,
  masked,
  onSort,
}: {
  data: SearchResponse | undefined;
  sort: string;
  masked: boolean;
  onSort(sort: string): void;
}) {
  const { t } = useTranslation('search');
  return (
    <div className="search-results__bar">
      <p role="status" aria-live="polite" className="plain-text plain-text--subtitle1 search-results__count">
        {data ? (
          t(data.totalEstimated ? 'results.estimated' : 'results.count', { count: data.total })
        ) : (
          <Placeholder width={160} />
        )}
      </p>
      <PlainSelect id="search-sort" label={t('sort.label')} value={sort} onChange={onSort}>
        {SEARCH_SORTS.filter((sort) => !masked || !MASKED_SEARCH_SORTS.includes(sort)).map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </PlainSelect>
      {!masked && <CurrencySelect />}
    </div>
  );
}

/** The cards of the page, the way to a custom request when there are none, placeholders while none have come. */
export function ResultCards({ data, failed }: { data: SearchResponse | undefined; failed: boolean }) {
  const { t } = useTranslation('search');
  return (
    <>
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
              <ListingCard item={item} imageSizes={CARD_IMAGE_SIZES} priority={index === 0} eager={index < FIRST_ROW} />
            );
            // The cards below the first row are taken over once the browser is idle (decision 0247).
            return <li key={item.itemNo}>{index < FIRST_ROW ? card : <HydrateLater>{card}</HydrateLater>}</li>;
          })}
        </ul>
      )}
      {!data && !failed && (
        <div className="search-results__grid" aria-hidden="true" data-testid="result-placeholders">
          {Array.from({ length: SEARCH_PAGE_SIZE.default }, (_, index) => (
            <ListingCardSkeleton key={index} />
          ))}
        </div>
      )}
    </>
  );
}

/** Previous and next page (keyset cursors) around "page n of m". */
export function ResultPages({
  data,
  page,
  onPage,
}: {
  data: SearchResponse;
  page: number;
  onPage(direction: 'before' | 'after', cursor: string, page: number): void;
}) {
  const { t } = useTranslation('search');
  const pages = Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE.default));
  return (
    <nav aria-label={t('results.pages')} className="search-results__pages">
      <PlainButton
        variant="outlined"
        disabled={!data.prevCursor}
        onClick={() => onPage('before', data.prevCursor!, page - 1)}
      >
        {t('results.previous')}
      </PlainButton>
      <p aria-current="page" className="plain-text">
        {t(data.totalEstimated ? 'results.pageOfAbout' : 'results.pageOf', {
          page: formatNumber(page),
          pages: formatNumber(pages),
        })}
      </p>
      <PlainButton
        variant="outlined"
        disabled={!data.nextCursor}
        onClick={() => onPage('after', data.nextCursor!, page + 1)}
      >
        {t('results.next')}
      </PlainButton>
    </nav>
  );
}
