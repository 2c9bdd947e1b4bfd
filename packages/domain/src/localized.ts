import type { LanguageCode } from './languages.ts';

/** The spec's prefixes of localized names by language code: Korean plain, then eng, fra, ar, ru, es. */
export const NAME_PREFIXES = ['', 'eng', 'fra', 'ar', 'ru', 'es'] as const;

type Capitalized<S extends string> = S extends `${infer F}${infer R}` ? `${Uppercase<F>}${R}` : S;
export type LocalizedKey<B extends string> =
  | B
  | `eng${Capitalized<B>}`
  | `fra${Capitalized<B>}`
  | `ar${Capitalized<B>}`
  | `ru${Capitalized<B>}`
  | `es${Capitalized<B>}`;
export type Localized<B extends string> = Record<LocalizedKey<B>, string>;

export function localizedKey<B extends string>(base: B, language: LanguageCode): LocalizedKey<B> {
  const prefix = NAME_PREFIXES[language];
  return (prefix ? `${prefix}${base[0]?.toUpperCase()}${base.slice(1)}` : base) as LocalizedKey<B>;
}

export function localizedKeys<B extends string>(base: B): LocalizedKey<B>[] {
  return ([0, 1, 2, 3, 4, 5] as const).map((code) => localizedKey(base, code));
}

/**
 * The name in the language, falling back to English, then Korean, when a translation is missing. Detail models
 * (trim names) read in English outside Korean, as the spec says: their translations are only partial.
 */
export function localizedName<B extends string>(
  record: Partial<Record<LocalizedKey<B>, string | null>>,
  base: B,
  language: LanguageCode,
): string {
  const nameLanguage = base === 'detailModel' && language !== 0 ? 1 : language;
  return record[localizedKey(base, nameLanguage)] || record[localizedKey(base, 1)] || record[base] || '';
}
