import { describe, expect, it } from 'vitest';
import { localizedKey, localizedKeys, localizedName } from './localized.ts';

describe('localized names', () => {
  it('uses the spec prefixes', () => {
    expect(localizedKeys('maker')).toEqual(['maker', 'engMaker', 'fraMaker', 'arMaker', 'ruMaker', 'esMaker']);
    expect(localizedKey('detailModel', 4)).toBe('ruDetailModel');
  });

  it('falls back to English, then Korean', () => {
    expect(localizedName({ maker: '현대', engMaker: 'Hyundai', arMaker: '' }, 'maker', 3)).toBe('Hyundai');
    expect(localizedName({ maker: '현대' }, 'maker', 2)).toBe('현대');
    expect(localizedName({ maker: '현대', engMaker: 'Hyundai' }, 'maker', 0)).toBe('현대');
  });
});
