import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  formatUsd,
  ITEM_FLAG,
  itemNumber,
  itemTitle,
  languageCodeOf,
  localizedName,
  MASKED_PRICE,
  MASKED_VALUE,
  mediaUrl,
  routePath,
  withUnit,
  type SearchItem,
} from '@market/domain';
import { ItemTitle } from './item-title.tsx';

/** The price line of a card: masked for visitors, 'Sold out', ASK, or the price (struck through for partners). */
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
  if (item.partners && item.discountPrice !== null && item.discountPrice < item.sellPrice)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="s" variant="body2" color="text.secondary">
          <bdi dir="ltr">{formatUsd(item.sellPrice)}</bdi>
        </Typography>
        <Typography sx={{ fontWeight: 700 }} color="error.main">
          <bdi dir="ltr">{formatUsd(item.discountPrice)}</bdi>
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

/**
 * One listing in a grid: thumbnail, CB number, title in the page's language, key specs, price or its mask, and the
 * reserved, sold, partner and premier badges. The whole card links to the detail page.
 */
export function ListingCard({ item }: { item: SearchItem }) {
  const { t, i18n } = useTranslation('search');
  const language = languageCodeOf(i18n.language) ?? DEFAULT_LANGUAGE;
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
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
          {item.thumbnail ? (
            <Box
              component="img"
              src={mediaUrl(item.thumbnail)}
              alt={title}
              loading="lazy"
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
          <Typography component="h3" variant="subtitle1" sx={{ lineHeight: 1.3, fontWeight: 600 }}>
            <ItemTitle item={item} language={language} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
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
