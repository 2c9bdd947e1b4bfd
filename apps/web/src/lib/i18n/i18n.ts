import { languageTag, type LanguageCode } from '@market/domain';
import type { Namespace } from '@market/i18n';
import { shareTranslations } from './translation.tsx';
import { Translations, type PageTexts } from './translations.ts';

export type { PageTexts };

/** The shell's texts, and the error messages every form shows (as `errors:key`). */
const ALWAYS_LOADED: Namespace[] = ['common', 'errors'];

/** The browser's texts: those the server render used (the page data), the shell's loaded once ready. */
export async function initI18n(code: LanguageCode, texts?: PageTexts): Promise<Translations> {
  const translations = await createI18n(code, texts);
  shareTranslations(translations);
  return translations;
}

/** The texts of one server render (the page's texts are read from them afterwards), or of the browser. */
export async function createI18n(code: LanguageCode, texts?: PageTexts): Promise<Translations> {
  const translations = new Translations(languageTag(code), texts);
  await translations.load(ALWAYS_LOADED);
  return translations;
}

/** The texts loaded for the language shown. */
export function loadedTexts(translations: Translations): PageTexts {
  return translations.texts();
}
