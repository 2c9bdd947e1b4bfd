import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DISPLAY_PICTURE_SIZE, pictureSources } from '@market/domain';

export interface ListingPictureProps {
  /** The stored key of the picture (its list or display copy). */
  pictureKey: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it: the browser picks the width to fetch by it. */
  sizes: string;
  /** The page's main picture: fetched at once and first. Every other picture waits until it is near the screen. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A listing picture in the WebP width that fills its box (srcset and sizes), with the stored copy's width and height
 * so the browser reserves its space before it arrives.
 */
export function ListingPicture({ pictureKey, alt, sizes, priority = false, sx }: ListingPictureProps) {
  const { src, srcSet } = pictureSources(pictureKey);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={DISPLAY_PICTURE_SIZE.width}
      height={DISPLAY_PICTURE_SIZE.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      sx={sx}
    />
  );
}
