import { LANGUAGE_TAGS, languageTag, type LanguageCode } from '@market/domain';
import { interpolate, loadNamespace, textOf, type Messages, type Namespace } from '@market/i18n';

export type Translate = (language: LanguageCode, key: string, params?: Record<string, string | number>) => string;

/**
 * Loads a namespace in every language once, and translates keys from it, falling back to English; a numeric `count`
 * picks the plural form of the language.
 */
export async function createTranslator(namespace: Namespace): Promise<Translate> {
  const catalogs = new Map<string, Messages>();
  for (const tag of LANGUAGE_TAGS) catalogs.set(tag, await loadNamespace(tag, namespace));
  return (language, key, params) => {
    const tag = languageTag(language);
    const text =
      textOf(catalogs.get(tag) ?? {}, tag, key, params) ?? textOf(catalogs.get('en') ?? {}, 'en', key, params) ?? key;
    return interpolate(text, params);
  };
}

/** "2026-11-30 09:00 UTC": a deadline every language reads alike, with its time zone. */
export const inUtc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
