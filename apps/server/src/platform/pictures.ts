import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './uploads.ts';

/** Re-encoded sizes of a listing picture (3:2). */
export const PICTURE_SIZES = {
  origin: { width: 1600, height: 1067 },
  watermark: { width: 1000, height: 667 },
  mini: { width: 300, height: 200 },
} as const;

export interface ProcessedPicture {
  origin: Buffer;
  watermark: Buffer;
  mini: Buffer;
}

/** The mark in the display copy's corner; only its own small area is rendered. */
const WATERMARK = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="190" height="70">
  <g opacity="0.35" transform="translate(10 10)">
    <rect width="170" height="50" rx="10" fill="#0d47a1"/>
    <path d="M18 34h44v6H18zM24 28l6-8h14l6 8z" fill="#fff"/>
    <text x="72" y="33" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">RH Group</text>
  </g>
</svg>`);

/**
 * The three stored copies of a picture: each decoded with a pixel limit, turned upright by its EXIF orientation and
 * re-encoded as JPEG without any metadata (no camera, no GPS). The display copy carries the watermark.
 */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
  // Decoded once into raw pixels; the three copies are encoded from those.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ ...PICTURE_SIZES.origin, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
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
  return { origin, watermark: marked, mini: small };
}
