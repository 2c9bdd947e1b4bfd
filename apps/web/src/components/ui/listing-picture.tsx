import type { CSSProperties } from 'react';
import { DISPLAY_PICTURE_SIZE, pictureSources } from '@market/domain';

/**
 * A picture as wide as a phone's page: the screen less the page's side margins (16 px each). Said as `100vw`, a phone
 * 412 px wide at 1.75 device pixels took the 1,000 px copy where the 720 px one is sharp (about a third fewer bytes).
 */
export const PHONE_PAGE_WIDTH = 'calc(100vw - 32px)';

export interface ListingPictureProps {
  /** The stored key of the picture (its list or display copy). */
  pictureKey: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it: the browser picks the width to fetch by it. */
  sizes: string;
  /** The page's main picture: fetched at once and first. Every other picture waits until it is near the screen. */
  priority?: boolean;
  /**
   * In the first screenful but not the page's main picture: fetched at once at normal priority, so it does not compete
   * with the main one (the largest paint).
   */
  eager?: boolean;
  className?: string;
  /** Inline style for what changes as the user acts (the gallery's zoom). */
  style?: CSSProperties;
}

/** The `img` attributes of a listing picture (also StyledListingPicture's). */
export function listingPictureAttributes({
  pictureKey,
  alt,
  sizes,
  priority = false,
  eager = false,
}: ListingPictureProps) {
  const { src, srcSet } = pictureSources(pictureKey);
  return {
    src,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: DISPLAY_PICTURE_SIZE.width,
    height: DISPLAY_PICTURE_SIZE.height,
    alt,
    loading: priority || eager ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? undefined : 'async',
  } as const;
}

/**
 * A listing picture in the WebP width that fills its box (srcset and sizes), with the stored copy's width and height
 * so the browser reserves its space before it arrives; styled by class names (components/ui/styled-listing-picture.tsx
 * takes MUI's `sx`).
 */
export function ListingPicture(props: ListingPictureProps) {
  return <img {...listingPictureAttributes(props)} className={props.className} style={props.style} />;
}
