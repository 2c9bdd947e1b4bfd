import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * The listing's seller as rated by buyers after release (docs/decisions/0258): the average, the count worded as
 * "Ratings: N" (no plural forms in our texts, so correct for any N in all six languages) and the latest texts.
 */
export function SellerRating({ itemNo }: { itemNo: number }) {
  const { t } = useTranslation('detail');
  const { tag } = useLanguage();
  const summary = useQuery({
    queryKey: queryKeys.sellerRatings(itemNo),
    queryFn: () => api.get('/seller-ratings', { query: { itemNo } }),
  }).data;
  if (!summary) return null;
  const number = (value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value);
  return (
    <section aria-labelledby="seller-rating-title" className="detail-page__section">
      <h2 id="seller-rating-title" className="plain-text plain-text--h6">
        {t('sellerRating.title')}
      </h2>
      {summary.average === null ? (
        <p className="plain-text">{t('sellerRating.none')}</p>
      ) : (
        <>
          <p className="plain-text">
            {t('sellerRating.average', { average: number(summary.average) })} ·{' '}
            {t('sellerRating.count', { count: summary.count })}
          </p>
          <ul className="plain-text">
            {summary.latest.map((rating) => (
              <li key={rating.ratedAt}>
                {t('sellerRating.scoreOf', { score: rating.score })}
                {rating.text && (
                  <>
                    {' — '}
                    <bdi>{rating.text}</bdi>
                  </>
                )}
              </li>
            ))}
          </ul>
          <p className="plain-text plain-text--caption">{t('sellerRating.note')}</p>
        </>
      )}
    </section>
  );
}
