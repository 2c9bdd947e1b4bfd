/** Stored pictures are served under /api/media. */
export function mediaUrl(key: string): string {
  return `/api/media/${key}`;
}

/** Widths of the WebP copies made of every listing picture's display copy (docs/decisions/0095). */
export const PICTURE_WIDTHS = [160, 360, 720, 1000] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** With `Save-Data: on` the server answers a request for a wider copy with this one. */
export const SAVE_DATA_PICTURE_WIDTH: PictureWidth = 360;

/** The display copy's size (3:2, as stored): the width and height attributes of a listing picture. */
export const DISPLAY_PICTURE_SIZE = { width: 1000, height: 667 } as const;

/** A listing picture's stored copies share one name: `<base>-mini.jpg` (list) and `<base>-wm.jpg` (display). */
const LISTING_PICTURE = /^((?:car|special)\/[a-z0-9_./-]+?)-(?:mini|wm)\.jpg$/;
const PICTURE_VARIANT = /^((?:car|special)\/[a-z0-9_./-]+?)-w(\d+)\.webp$/;

const isPictureWidth = (width: number): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width);

/** The key of a listing picture's WebP copy of `width` (from its mini or display key); undefined for other files. */
export function pictureVariantKey(key: string, width: PictureWidth): string | undefined {
  const base = LISTING_PICTURE.exec(key)?.[1];
  return base === undefined ? undefined : `${base}-w${width}.webp`;
}

/** The display copy a WebP copy is made from, and its width; undefined when `key` names no such copy. */
export function parsePictureVariant(key: string): { displayKey: string; width: PictureWidth } | undefined {
  const match = PICTURE_VARIANT.exec(key);
  const width = Number(match?.[2]);
  if (!match || !isPictureWidth(width) || String(width) !== match[2]) return undefined;
  return { displayKey: `${match[1]}-wm.jpg`, width };
}

/** The width a request for a copy is answered with: no wider than SAVE_DATA_PICTURE_WIDTH when data is saved. */
export function servedPictureWidth(width: PictureWidth, saveData: boolean): PictureWidth {
  return saveData && width > SAVE_DATA_PICTURE_WIDTH ? SAVE_DATA_PICTURE_WIDTH : width;
}

/**
 * What an <img> of a stored picture needs: the stored JPEG as `src` and, for listing pictures, every WebP width as
 * `srcSet`, so the browser takes the smallest that fills the box (`sizes`) at the screen's density.
 */
export function pictureSources(key: string): { src: string; srcSet: string | undefined } {
  const variants = PICTURE_WIDTHS.map((width) => [pictureVariantKey(key, width), width] as const);
  const listed = variants.every(([variant]) => variant !== undefined);
  return {
    src: mediaUrl(key),
    srcSet: listed ? variants.map(([variant, width]) => `${mediaUrl(variant!)} ${width}w`).join(', ') : undefined,
  };
}
