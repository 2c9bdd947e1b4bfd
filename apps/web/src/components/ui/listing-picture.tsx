import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { DISPLAY_PICTURE_SIZE, pictureSources } from '@market/domain';

export interface ListingPictureProps {
  /** The stored key of the picture (its list or display copy). */
  pictureKey: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it: the browser picks the width to fetch by it. */
  sizes: string;
  /** The page's main picture: fetched at once and first. Every other picture waits until it is near the screen. */
  priority?: boolean;
  /** MUI styles (the gallery); without them the picture is a plain `img` styled by `className`. */
  sx?: SxProps<Theme>;
  className?: string;
  /** Inline style for what changes as the user acts (the gallery's zoom). */
  style?: CSSProperties;
}

/**
 * A listing picture in the WebP width that fills its box (srcset and sizes), with the stored copy's width and height
 * so the browser reserves its space before it arrives.
 */
export function ListingPicture({
  pictureKey,
  alt,
  sizes,
  priority = false,
  sx,
  className,
  style,
}: ListingPictureProps) {
  const { src, srcSet } = pictureSources(pictureKey);
  const attributes = {
    src,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: DISPLAY_PICTURE_SIZE.width,
    height: DISPLAY_PICTURE_SIZE.height,
    alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? undefined : 'async',
  } as const;
  return sx ? (
    <Box component="img" {...attributes} sx={sx} />
  ) : (
    <img {...attributes} className={className} style={style} />
  );
}
