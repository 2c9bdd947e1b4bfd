import { describe, expect, it } from 'vitest';
import { directionOf, languageCodeOf, languageTag, parseLanguageCode } from './languages.ts';

describe('languages', () => {
  it('maps the spec codes to tags', () => {
    expect([0, 1, 2, 3, 4, 5].map((code) => languageTag(code as 0))).toEqual(['ko', 'en', 'fr', 'ar', 'ru', 'es']);
  });

  it('reads tags with regions', () => {
    expect(languageCodeOf('ar-EG')).toBe(3);
    expect(languageCodeOf('de')).toBeUndefined();
  });

  it('parses only whole codes 0-5', () => {
    expect(parseLanguageCode('3')).toBe(3);
    expect(parseLanguageCode('6')).toBeUndefined();
    expect(parseLanguageCode('1.5')).toBeUndefined();
    expect(parseLanguageCode(undefined)).toBeUndefined();
  });

  it('lays Arabic out right-to-left only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ru')).toBe('ltr');
  });
});
