import { Fragment } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import {
  discountedPrice,
  formatUsd,
  ITEM_FLAG,
  itemNumber,
  itemTitle,
  localizedName,
  MASKED_PRICE,
  MASKED_VALUE,
  routePath,
  withUnit,
  type SearchItem,
} from '@market/domain';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { IndicativePrice } from './indicative-price.tsx';
import { ItemTitle } from './item-title.tsx';
import { ListingPicture } from './listing-picture.tsx';
import { Placeholder } from './plain-alert.tsx';

/** The price line of a card: masked for visitors, 'Sold out', ASK, or the price (struck through beside a discount). */
function Price({ item }: { item: SearchItem }) {
  const { t } = useTranslation('search');
  if (item.flag === ITEM_FLAG.soldOut)
    return <p className="listing-card__amount listing-card__secondary">{t('card.soldOut')}</p>;
  if (item.masked)
    return (
      <p className="listing-card__amount">
        <bdi dir="ltr">{MASKED_PRICE}</bdi>
      </p>
    );
  if (item.sellPrice === null) return <p className="listing-card__amount">{t('card.ask')}</p>;
  const discount = discountedPrice({ ...item, sellPrice: item.sellPrice });
  if (discount !== null)
    return (
      <div className="listing-card__discounted">
        <s className="listing-card__was listing-card__secondary">
          <bdi dir="ltr">{formatUsd(item.sellPrice)}</bdi>
        </s>
        <p className="listing-card__amount listing-card__sale">
          <bdi dir="ltr">{formatUsd(discount)}</bdi>
        </p>
        <span className="listing-card__sale-note">{t('card.discount')}</span>
        <IndicativePrice usd={discount} />
      </div>
    );
  return (
    <>
      <p className="listing-card__amount">
        <bdi dir="ltr">{formatUsd(item.sellPrice)}</bdi>
      </p>
      <IndicativePrice usd={item.sellPrice} />
    </>
  );
}

export interface ListingCardProps {
  item: SearchItem;
  /** The `sizes` of the card's picture in its grid. */
  imageSizes: string;
  /** A card in the first screenful: its picture is fetched at once (the page's largest paint). */
  priority?: boolean;
  /** A card in the first screenful after the first: its picture is fetched at once, at normal priority. */
  eager?: boolean;
}

/**
 * One listing in a grid: thumbnail, CB number, title in the page's language, key specs, price or its mask, and the
 * reserved, sold, partner and premier badges. The whole card links to the detail page; the heart over the picture's
 * corner (a button beside the link, not inside it) keeps the listing as a favourite.
 */
export function ListingCard({ item, imageSizes, priority = false, eager = false }: ListingCardProps) {
  const { t } = useTranslation('search');
  const language = useLanguage().code;
  const title = itemTitle(item, language);
  const masked = (value: string) => (item.masked ? MASKED_VALUE : value);
  const specs =
    item.category === 1
      ? [
          String(item.year),
          masked(withUnit(item.mileage, ' Km')),
          masked(localizedName(item, 'fuelName', language)),
          masked(localizedName(item, 'transmissionName', language)),
        ]
      : [
          String(item.year),
          localizedName(item, 'formName', language),
          localizedName(item, 'capacityName', language),
          masked(localizedName(item, 'transmissionName', language)),
        ];
  const badges = [
    item.flag === ITEM_FLAG.reserved && { label: t('card.reserved'), color: 'warning' as const },
    item.flag === ITEM_FLAG.soldOut && { label: t('card.soldOut'), color: 'default' as const },
    item.partners && { label: t('card.partner'), color: 'secondary' as const },
    item.premierFlag && { label: t('card.premier'), color: 'primary' as const },
  ].filter((badge) => badge !== false);
  return (
    <div className="listing-card">
      <RouterLink to={routePath('carDetail', { itemNo: item.itemNo })} className="listing-card__link">
        <div className="listing-card__picture">
          {item.thumbnail ? (
            <ListingPicture
              pictureKey={item.thumbnail}
              alt={title}
              sizes={imageSizes}
              priority={priority}
              eager={eager}
              className="listing-card__image"
            />
          ) : (
            <p className="listing-card__no-picture listing-card__specs listing-card__secondary">
              {t('card.noPicture')}
            </p>
          )}
          {badges.length > 0 && (
            <span className="listing-card__badges">
              {badges.map((badge) => (
                <span key={badge.label} className={`badge badge--${badge.color}`}>
                  {badge.label}
                </span>
              ))}
            </span>
          )}
        </div>
        <div className="listing-card__content">
          <span className="listing-card__number listing-card__secondary" dir="ltr">
            {itemNumber(item.itemNo)}
          </span>
          <h3 className="listing-card__title">
            <ItemTitle item={item} language={language} />
          </h3>
          <p className="listing-card__specs listing-card__secondary">
            {specs.filter(Boolean).map((spec, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <bdi>{spec}</bdi>
              </Fragment>
            ))}
          </p>
          <div className="listing-card__price">
            <Price item={item} />
          </div>
        </div>
      </RouterLink>
      <FavouriteToggle itemNo={item.itemNo} className="listing-card__favourite" />
      <CompareToggle itemNo={item.itemNo} />
    </div>
  );
}

/** A card while its listing loads, line for line the size of a loaded one, so nothing moves when it arrives; hide it from assistive technology where it is used. */
export function ListingCardSkeleton() {
  return (
    <div className="listing-card">
      <Placeholder variant="rectangular" className="listing-card__picture" />
      <div className="listing-card__content">
        <span className="listing-card__number">
          <Placeholder width="30%" />
        </span>
        <div className="listing-card__title">
          <Placeholder />
          <Placeholder width="60%" />
        </div>
        <div className="listing-card__specs">
          <Placeholder width="80%" />
        </div>
        <div className="listing-card__price">
          <div className="listing-card__amount">
            <Placeholder width="40%" />
          </div>
        </div>
      </div>
    </div>
  );
}
