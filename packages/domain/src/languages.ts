/** Language codes of the spec: the number is what the API and the client store. */
export const LANGUAGE_TAGS = ['ko', 'en', 'fr', 'ar', 'ru', 'es'] as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];
export type LanguageCode = 0 | 1 | 2 | 3 | 4 | 5;

export const DEFAULT_LANGUAGE: LanguageCode = 1;
export const KOREAN_LANGUAGE: LanguageCode = 0;

/**
 * The cookie that carries the chosen language's code: written by the browser (web lib/i18n/language.ts), read by the
 * server to render pages and answer messages in it (platform/language.ts).
 */
export const LANGUAGE_COOKIE = 'lang';
export const RTL_LANGUAGES: readonly LanguageTag[] = ['ar'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < LANGUAGE_TAGS.length;
}

export function languageTag(code: LanguageCode): LanguageTag {
  return LANGUAGE_TAGS[code] as LanguageTag;
}

export function languageCodeOf(tag: string): LanguageCode | undefined {
  const index = LANGUAGE_TAGS.indexOf(tag.toLowerCase().split('-')[0] as LanguageTag);
  return index === -1 ? undefined : (index as LanguageCode);
}

/** Parses a code given as text (query string, cookie); anything else is undefined. */
export function parseLanguageCode(raw: unknown): LanguageCode | undefined {
  if (typeof raw !== 'string' || !/^[0-5]$/.test(raw)) return undefined;
  return Number(raw) as LanguageCode;
}

export function directionOf(tag: LanguageTag): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(tag) ? 'rtl' : 'ltr';
}
