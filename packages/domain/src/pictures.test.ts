import { describe, expect, it } from 'vitest';
import {
  parsePictureVariant,
  pictureSources,
  pictureVariantKey,
  SAVE_DATA_PICTURE_WIDTH,
  servedPictureWidth,
} from './pictures.ts';

describe('picture variants', () => {
  it('names the WebP copies after the picture, from its mini or display key', () => {
    expect(pictureVariantKey('car/12/0b9e-wm.jpg', 720)).toBe('car/12/0b9e-w720.webp');
    expect(pictureVariantKey('special/staged/0b9e-mini.jpg', 160)).toBe('special/staged/0b9e-w160.webp');
    expect(pictureVariantKey('car/demo/suv-red-side-mini.jpg', 360)).toBe('car/demo/suv-red-side-w360.webp');
    expect(pictureVariantKey('contacts/abc.jpg', 360)).toBeUndefined();
    expect(pictureVariantKey('originals/car/12/0b9e.jpg', 360)).toBeUndefined();
  });

  it('finds the display copy a variant is made from, for the listed widths only', () => {
    expect(parsePictureVariant('car/12/0b9e-w720.webp')).toEqual({ displayKey: 'car/12/0b9e-wm.jpg', width: 720 });
    for (const key of ['car/12/0b9e-w721.webp', 'car/12/0b9e-w0720.webp', 'contacts/a-w720.webp', 'car/12/x.jpg']) {
      expect(parsePictureVariant(key), key).toBeUndefined();
    }
  });

  it('serves no wider copy than the save-data width to a client saving data', () => {
    expect(servedPictureWidth(1000, true)).toBe(SAVE_DATA_PICTURE_WIDTH);
    expect(servedPictureWidth(160, true)).toBe(160);
    expect(servedPictureWidth(1000, false)).toBe(1000);
  });

  it('gives listing pictures a srcset of every width and other pictures their file alone', () => {
    expect(pictureSources('car/12/0b9e-mini.jpg')).toEqual({
      src: '/api/media/car/12/0b9e-mini.jpg',
      srcSet:
        '/api/media/car/12/0b9e-w160.webp 160w, /api/media/car/12/0b9e-w360.webp 360w, ' +
        '/api/media/car/12/0b9e-w720.webp 720w, /api/media/car/12/0b9e-w1000.webp 1000w',
    });
    expect(pictureSources('contacts/abc.jpg')).toEqual({ src: '/api/media/contacts/abc.jpg', srcSet: undefined });
  });
});
