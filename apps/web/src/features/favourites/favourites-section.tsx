import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatUsd, itemNumber, MASKED_PRICE, routePath, type Favourite } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { useFavouriteList } from '../../lib/favourites.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/** The price shown: the current one, the mask for an account that may not see it, nothing for a deleted listing. */
function priceText(favourite: Favourite): string {
  if (favourite.status === 'deleted') return '';
  return favourite.price === null ? MASKED_PRICE : formatUsd(favourite.price);
}

/** My Page's favourites (issue 32): each listing with its current price and status, and a way to remove it. */
export function FavouritesSection() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const list = useFavouriteList();
  const remove = useMutation({
    mutationFn: (itemNo: number) => api.delete('/favourites/{itemNo}', { path: { itemNo } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.favourites, answer),
  });
  const favourites = list.data?.favourites ?? [];
  return (
    <Paper component="section" aria-labelledby="favourites" variant="outlined" sx={{ p: 3 }}>
      <Typography id="favourites" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('favourites.title')}
      </Typography>
      {list.isSuccess && favourites.length === 0 && <Alert severity="info">{t('favourites.empty')}</Alert>}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {favourites.map((favourite) => (
          <li key={favourite.itemNo} aria-label={favourite.title}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 200 }}>
                {favourite.status === 'deleted' ? (
                  <bdi>{favourite.title}</bdi>
                ) : (
                  <RouterLink to={routePath('carDetail', { itemNo: favourite.itemNo })}>
                    <bdi>{favourite.title}</bdi>
                  </RouterLink>
                )}{' '}
                <bdi dir="ltr">{itemNumber(favourite.itemNo)}</bdi>
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                <bdi dir="ltr">{priceText(favourite)}</bdi>
              </Typography>
              <Typography color={favourite.status === 'available' ? 'text.secondary' : 'warning.main'}>
                {t(`favourites.status.${favourite.status}`)}
              </Typography>
              <Button
                size="small"
                onClick={() => remove.mutate(favourite.itemNo)}
                disabled={remove.isPending}
                aria-label={t('favourites.remove', { title: favourite.title })}
              >
                {t('favourites.removeShort')}
              </Button>
            </Stack>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
