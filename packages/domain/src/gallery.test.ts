import { describe, expect, it } from 'vitest';
import { GALLERY_START_INDEX, nextGalleryIndex, previousGalleryIndex, showsLeftArrow } from './gallery.ts';

describe('gallery index rules', () => {
  it('starts at the first picture', () => {
    expect(GALLERY_START_INDEX).toBe(1);
  });

  it('wraps from the last picture to the video, then to the first picture', () => {
    expect(nextGalleryIndex(3, 5, true)).toBe(4);
    expect(nextGalleryIndex(5, 5, true)).toBe(0);
    expect(nextGalleryIndex(0, 5, true)).toBe(1);
  });

  it('wraps to the first picture when there is no video', () => {
    expect(nextGalleryIndex(5, 5, false)).toBe(1);
  });

  it('hides the left arrow at index 1 or lower and never goes below 1', () => {
    expect(showsLeftArrow(0)).toBe(false);
    expect(showsLeftArrow(1)).toBe(false);
    expect(showsLeftArrow(2)).toBe(true);
    expect(previousGalleryIndex(2)).toBe(1);
    expect(previousGalleryIndex(1)).toBe(1);
  });
});
