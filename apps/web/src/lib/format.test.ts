import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, NO_DATE } from './format.ts';

const instant = '2026-11-26T18:05:00Z';

describe('formatDate', () => {
  it.each([
    ['en', 'Nov 26, 2026'],
    ['fr', '26 nov. 2026'],
    ['ko', '2026. 11. 26.'],
    ['es', '26 nov 2026'],
    ['ru', '26 нояб. 2026 г.'],
  ])('writes the day as %s does', (locale, expected) => {
    expect(formatDate(instant, locale, { timeZone: 'UTC' })).toBe(expected);
  });

  it('writes Arabic right to left and the long style with the month name', () => {
    expect(formatDate(instant, 'ar', { timeZone: 'UTC' })).toContain('\u200f');
    expect(formatDate(instant, 'en', { style: 'long', timeZone: 'UTC' })).toBe('November 26, 2026');
  });

  it('shows a dash for no date', () => {
    expect(formatDate(null, 'en')).toBe(NO_DATE);
    expect(formatDateTime(undefined, 'en')).toBe(NO_DATE);
    expect(formatDay('', 'en')).toBe(NO_DATE);
  });
});

describe('formatDateTime', () => {
  it('adds the time, in the time zone asked for', () => {
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('Nov 26, 2026, 6:05 PM');
    expect(formatDateTime(instant, 'fr', 'Asia/Seoul')).toBe('27 nov. 2026, 03:05');
    expect(formatDateTime(new Date(instant), 'ko', 'Asia/Seoul')).toMatch(/^2026\. 11\. 27\. .*3:05$/);
  });
});

describe('formatDay', () => {
  it('keeps a calendar day the same day whatever the time zone', () => {
    expect(formatDay('2026-12-30', 'en')).toBe('Dec 30, 2026');
    expect(formatDay('2026-12-30', 'ru')).toBe('30 дек. 2026 г.');
    expect(formatDay('2026-12-30T23:30:00Z', 'es')).toBe('30 dic 2026');
  });
});
