import { describe, expect, it } from 'vitest';
import { localizedKey, localizedKeys, localizedName, withNamesOf } from './localized.ts';

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

  it('reads detail models in English outside Korean, other names in the language', () => {
    const trim = { detailModel: '레인지로버 (L405) 디젤', engDetailModel: 'Range Rover (L405) Diesel' };
    for (const language of [1, 2, 3, 4, 5] as const)
      expect(
        localizedName(
          { ...trim, ruDetailModel: 'Range Rover (L405) дизель', arDetailModel: 'Range Rover (L405) ديزل' },
          'detailModel',
          language,
        ),
      ).toBe('Range Rover (L405) Diesel');
    expect(localizedName(trim, 'detailModel', 0)).toBe('레인지로버 (L405) 디젤');
    expect(localizedName({ engMaker: 'Land Rover', arMaker: 'لاند روفر' }, 'maker', 3)).toBe('لاند روفر');
  });
});

describe('withNamesOf', () => {
  const country = {
    countryNo: 3,
    countryName: '아프가니스탄',
    engCountryName: 'Afghanistan',
    fraCountryName: 'Afghanistan',
    arCountryName: 'أفغانستان',
    ruCountryName: 'Афганистан',
    esCountryName: 'Afganistán',
  };

  it('keeps the language, English and Korean names of each family, in nested lists too', () => {
    expect(withNamesOf({ countryList: [country], count: 1 }, 3)).toEqual({
      countryList: [
        { countryNo: 3, countryName: '아프가니스탄', engCountryName: 'Afghanistan', arCountryName: 'أفغانستان' },
      ],
      count: 1,
    });
  });

  it('gives localizedName the same name in the kept language', () => {
    for (const code of [0, 1, 2, 3, 4, 5] as const) {
      expect(localizedName(withNamesOf(country, code), 'countryName', code)).toBe(
        localizedName(country, 'countryName', code),
      );
    }
  });

  it('leaves fields that are no family of names alone', () => {
    expect(withNamesOf({ english: 'x', engine: 'v8', name: null }, 1)).toEqual({
      english: 'x',
      engine: 'v8',
      name: null,
    });
  });
});
