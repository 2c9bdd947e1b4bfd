import sharp, { type Sharp } from 'sharp';
import { PICTURE_WIDTHS, pictureVariantKey, type PictureWidth } from '@market/domain';
import { MAX_INPUT_PIXELS } from './uploads.ts';

/** Re-encoded sizes of a listing picture (3:2). */
const PICTURE_SIZES = {
  origin: { width: 1600, height: 1067 },
  watermark: { width: 1000, height: 667 },
  mini: { width: 300, height: 200 },
} as const;

/** WebP quality of the display copy's widths: 720 px of a photo in about 60 KB, of a demo drawing in 4 KB. */
const VARIANT_QUALITY = 75;

export interface PictureVariant {
  width: PictureWidth;
  data: Buffer;
}

export interface ProcessedPicture {
  origin: Buffer;
  watermark: Buffer;
  mini: Buffer;
  /** The display copy (watermark included) in WebP at every width of PICTURE_WIDTHS. */
  variants: PictureVariant[];
}

/** The mark in the display copy's corner; only its own small area is rendered. */
const WATERMARK = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="190" height="70">
  <g opacity="0.35" transform="translate(10 10)">
    <rect width="170" height="50" rx="10" fill="#0d47a1"/>
    <path d="M18 34h44v6H18zM24 28l6-8h14l6 8z" fill="#fff"/>
    <text x="72" y="33" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">RH Group</text>
  </g>
</svg>`);

/** Decodes a picture once into raw pixels; each call of `pixels` starts a new encoding from them. */
async function decodeOnce(image: Sharp) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return { pixels, info };
}

/**
 * WebP copies of a display copy at the given widths (never enlarged), decoded once. AVIF would be a third smaller
 * but takes 5 to 20 times as long to encode (docs/decisions/0095).
 */
export async function pictureVariants(
  display: Buffer,
  widths: readonly PictureWidth[] = PICTURE_WIDTHS,
): Promise<PictureVariant[]> {
  const { pixels } = await decodeOnce(sharp(display, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }));
  return Promise.all(
    widths.map(async (width) => ({
      width,
      data: await pixels().resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer(),
    })),
  );
}

/** Every file of a processed picture under the keys it is stored by: its three copies and the display copy's widths. */
export function pictureFiles(
  keys: { mini: string; display: string; origin: string },
  picture: ProcessedPicture,
): { key: string; data: Buffer }[] {
  return [
    { key: keys.mini, data: picture.mini },
    { key: keys.display, data: picture.watermark },
    { key: keys.origin, data: picture.origin },
    ...picture.variants.map(({ width, data }) => ({ key: pictureVariantKey(keys.display, width)!, data })),
  ];
}

/** The keys of the WebP copies of a display copy, to remove with it. */
export function variantKeys(displayKey: string): string[] {
  return PICTURE_WIDTHS.flatMap((width) => pictureVariantKey(displayKey, width) ?? []);
}

/**
 * The stored copies of a picture (bytes, or a received file on the disk): each decoded with a pixel limit, turned upright by its EXIF orientation and
 * re-encoded without any metadata (no camera, no GPS). The display copy carries the watermark, and so do its WebP
 * widths.
 */
export async function processPicture(input: Buffer | string): Promise<ProcessedPicture> {
  // Decoded once into raw pixels; the three copies are encoded from those.
  const { pixels, info } = await decodeOnce(
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...PICTURE_SIZES.origin, fit: 'inside', withoutEnlargement: true })
      .removeAlpha(),
  );
  const { watermark, mini } = PICTURE_SIZES;
  const [origin, marked, small] = await Promise.all([
    pixels().jpeg({ quality: 85 }).toBuffer(),
    pixels()
      .resize({ ...watermark, fit: 'inside', withoutEnlargement: true })
      .composite(info.width >= 200 && info.height >= 80 ? [{ input: WATERMARK, gravity: 'southeast' }] : [])
      .jpeg({ quality: 80 })
      .toBuffer(),
    pixels()
      .resize({ ...mini, fit: 'cover' })
      .jpeg({ quality: 75 })
      .toBuffer(),
  ]);
  return { origin, watermark: marked, mini: small, variants: await pictureVariants(marked) };
}
