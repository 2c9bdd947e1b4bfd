import { DEFAULT_LANGUAGE, KOREAN_LANGUAGE, type LanguageCode } from './languages.ts';

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
  const nameLanguage = base === 'detailModel' && language !== KOREAN_LANGUAGE ? DEFAULT_LANGUAGE : language;
  return record[localizedKey(base, nameLanguage)] || record[localizedKey(base, DEFAULT_LANGUAGE)] || record[base] || '';
}

/**
 * `data` with the localized names of one language: in each object with a family of names (`countryName`,
 * `engCountryName`, ...), the names of `language`, English and Korean (localizedName's fallbacks; some code reads the
 * Korean one to tell whether a name is given at all); the other languages' are left out. A server-rendered page sends
 * its answers so, its country list half as large (docs/decisions/0195); the browser asks again for the whole answers
 * when the language changes. What has nothing to leave out is returned as it is (the same object).
 */
export function withNamesOf<T>(data: T, language: LanguageCode): T {
  const trim = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const trimmed = value.map(trim);
      return trimmed.some((entry, index) => entry !== value[index]) ? trimmed : value;
    }
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const dropped = droppedNames(keys, language);
    let changed = dropped.size > 0;
    const entries: [string, unknown][] = [];
    for (const key of keys) {
      if (dropped.has(key)) continue;
      const entry = trim(record[key]);
      if (entry !== record[key]) changed = true;
      entries.push([key, entry]);
    }
    return changed ? Object.fromEntries(entries) : record;
  };
  return trim(data) as T;
}

/** By language and an object's keys (joined), the names withNamesOf leaves out of it: most objects share a few shapes. */
const droppedByShape = new Map<string, ReadonlySet<string>>();

function droppedNames(keys: string[], language: LanguageCode): ReadonlySet<string> {
  const shape = `${language} ${keys.join()}`;
  let dropped = droppedByShape.get(shape);
  if (dropped) return dropped;
  const names = new Set<string>();
  for (const base of keys) {
    const english = localizedKey(base, 1);
    if (english === base || !keys.includes(english)) continue;
    const chosen = localizedKey(base, language);
    for (const key of localizedKeys(base)) {
      if (key !== chosen && key !== english) names.add(key);
    }
    // The Korean name stays: it is the last fallback, and some code reads it to tell whether a name is given.
    names.delete(base);
  }
  // Bounded: answers come in a few dozen shapes, but an object keyed by data (a map) would add one per answer.
  if (droppedByShape.size >= 1_000) droppedByShape.clear();
  droppedByShape.set(shape, (dropped = names));
  return dropped;
}
