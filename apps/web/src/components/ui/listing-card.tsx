import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguageCode } from '../../lib/use-language-code.ts';
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
import { ItemTitle } from './item-title.tsx';
import { ListingPicture } from './listing-picture.tsx';

/** The price line of a card: masked for visitors, 'Sold out', ASK, or the price (struck through beside a discount). */
function Price({ item }: { item: SearchItem }) {
  const { t } = useTranslation('search');
  if (item.flag === ITEM_FLAG.soldOut)
    return (
      <Typography sx={{ fontWeight: 700 }} color="text.secondary">
        {t('card.soldOut')}
      </Typography>
    );
  if (item.masked)
    return (
      <Typography sx={{ fontWeight: 700 }}>
        <bdi dir="ltr">{MASKED_PRICE}</bdi>
      </Typography>
    );
  if (item.sellPrice === null) return <Typography sx={{ fontWeight: 700 }}>{t('card.ask')}</Typography>;
  const discount = discountedPrice({ ...item, sellPrice: item.sellPrice });
  if (discount !== null)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="s" variant="body2" color="text.secondary">
          <bdi dir="ltr">{formatUsd(item.sellPrice)}</bdi>
        </Typography>
        <Typography sx={{ fontWeight: 700 }} color="error.main">
          <bdi dir="ltr">{formatUsd(discount)}</bdi>
        </Typography>
        <Typography variant="caption" color="error.main">
          {t('card.discount')}
        </Typography>
      </Stack>
    );
  return (
    <Typography sx={{ fontWeight: 700 }}>
      <bdi dir="ltr">{formatUsd(item.sellPrice)}</bdi>
    </Typography>
  );
}

/** The title's two lines and the specs' one are kept whatever the text, so a card and its skeleton are one size. */
const TITLE_LINES = 2;
const titleSx = {
  lineHeight: 1.3,
  fontWeight: 600,
  height: `${1.3 * TITLE_LINES}em`,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: TITLE_LINES,
  WebkitBoxOrient: 'vertical',
} as const;
const specsSx = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const pictureFrameSx = { position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' } as const;

export interface ListingCardProps {
  item: SearchItem;
  /** The `sizes` of the card's picture in its grid. */
  imageSizes: string;
  /** A card in the first screenful: its picture is fetched at once (the page's largest paint). */
  priority?: boolean;
}

/**
 * One listing in a grid: thumbnail, CB number, title in the page's language, key specs, price or its mask, and the
 * reserved, sold, partner and premier badges. The whole card links to the detail page.
 */
export function ListingCard({ item, imageSizes, priority = false }: ListingCardProps) {
  const { t } = useTranslation('search');
  const language = useLanguageCode();
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
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={routePath('carDetail', { itemNo: item.itemNo })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={pictureFrameSx}>
          {item.thumbnail ? (
            <ListingPicture
              pictureKey={item.thumbnail}
              alt={title}
              sizes={imageSizes}
              priority={priority}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
            >
              {t('card.noPicture')}
            </Typography>
          )}
          {badges.length > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }}>
              {badges.map((badge) => (
                <Chip key={badge.label} label={badge.label} color={badge.color} size="small" />
              ))}
            </Stack>
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ alignSelf: 'flex-start' }}>
            {itemNumber(item.itemNo)}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={titleSx}>
            <ItemTitle item={item} language={language} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={specsSx}>
            {specs.filter(Boolean).map((spec, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <bdi>{spec}</bdi>
              </Fragment>
            ))}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Price item={item} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A card while its listing loads, line for line the size of a loaded one, so nothing moves when it arrives; hide it from assistive technology where it is used. */
export function ListingCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ ...pictureFrameSx, height: 'auto' }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="caption">
          <Skeleton width="30%" />
        </Typography>
        <Typography variant="subtitle1" sx={titleSx}>
          <Skeleton />
          <Skeleton width="60%" />
        </Typography>
        <Typography variant="body2" sx={specsSx}>
          <Skeleton width="80%" />
        </Typography>
        <Box sx={{ pt: 1 }}>
          <Typography>
            <Skeleton width="40%" />
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
