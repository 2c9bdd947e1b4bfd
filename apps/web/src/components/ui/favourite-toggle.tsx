import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useFavourite } from '../../lib/favourites.ts';
import { FavoriteBorderIcon, FavoriteIcon } from './plain-icon.tsx';

export interface FavouriteToggleProps {
  itemNo: number;
  className?: string;
}

/**
 * The heart of a listing (issue 32): a toggle button named "Save to favourites", pressed while the listing is one.
 * A native button (no MUI on the buyer pages, decisions 0197 and 0231); a visitor's state comes from this browser after
 * hydration, so the server's page is the same for every visitor (decision 0226).
 */
export function FavouriteToggle({ itemNo, className }: FavouriteToggleProps) {
  const { t } = useTranslation('common');
  const { favourite, ready, error, set } = useFavourite(itemNo);
  const classes = ['favourite-toggle'];
  if (favourite) classes.push('favourite-toggle--on');
  if (className) classes.push(className);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-label={t('favourites.save')}
      aria-pressed={favourite}
      aria-disabled={!ready || undefined}
      title={error ? t('favourites.failed') : t(favourite ? 'favourites.saved' : 'favourites.save')}
      onClick={() => {
        if (ready) set(!favourite);
      }}
    >
      {favourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </button>
  );
}
