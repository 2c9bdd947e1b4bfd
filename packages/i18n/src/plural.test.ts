import { describe, expect, it } from 'vitest';
import { interpolate, loadNamespace, pluralCategory, textOf } from './index.ts';

const COUNTS = [1, 2, 5, 11, 21, 100];

async function found(tag: 'en' | 'ru' | 'ar', count: number): Promise<string | undefined> {
  const text = textOf(await loadNamespace(tag, 'search'), tag, 'results.count', { count });
  return text && interpolate(text, { count });
}

describe('plural forms', () => {
  it('follow the CLDR categories of Russian and Arabic', () => {
    expect(COUNTS.map((count) => pluralCategory('ru', count))).toEqual(['one', 'few', 'many', 'many', 'one', 'many']);
    expect(COUNTS.map((count) => pluralCategory('ar', count))).toEqual(['one', 'two', 'few', 'many', 'many', 'other']);
    expect(pluralCategory('ar', 0)).toBe('zero');
  });

  it('count in English', async () => {
    expect(await Promise.all(COUNTS.map((count) => found('en', count)))).toEqual([
      '1 vehicle found',
      '2 vehicles found',
      '5 vehicles found',
      '11 vehicles found',
      '21 vehicles found',
      '100 vehicles found',
    ]);
  });

  it('count in Russian', async () => {
    expect(await Promise.all(COUNTS.map((count) => found('ru', count)))).toEqual([
      'Найден 1 автомобиль',
      'Найдено 2 автомобиля',
      'Найдено 5 автомобилей',
      'Найдено 11 автомобилей',
      'Найден 21 автомобиль',
      'Найдено 100 автомобилей',
    ]);
  });

  it('count in Arabic', async () => {
    expect(await Promise.all([0, ...COUNTS].map((count) => found('ar', count)))).toEqual([
      'لم يُعثر على أي مركبة',
      'تم العثور على مركبة واحدة',
      'تم العثور على مركبتين',
      'تم العثور على 5 مركبات',
      'تم العثور على 11 مركبة',
      'تم العثور على 21 مركبة',
      'تم العثور على 100 مركبة',
    ]);
  });

  it('read a text without forms as it is, and show a count with separators', () => {
    const messages = { plain: '{{count}} of them', counted_one: 'one', counted_other: '{{count}} many' };
    expect(textOf(messages, 'en', 'plain', { count: 1 })).toBe('{{count}} of them');
    expect(textOf(messages, 'en', 'counted')).toBeUndefined();
    expect(interpolate(textOf(messages, 'en', 'counted', { count: 1200 }) ?? '', { count: 1200 })).toBe('1,200 many');
  });
});
