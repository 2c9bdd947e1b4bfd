import {
  directionOf,
  isLanguageCode,
  LANGUAGE_COOKIE,
  languageTag,
  type LanguageCode,
  type LanguageTag,
} from '@market/domain';

const STORAGE_KEY = 'lang';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Names of the languages in themselves, as a language picker shows them. */
export const LANGUAGE_NAMES: Record<LanguageTag, string> = {
  ko: '한국어',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  ru: 'Русский',
  es: 'Español',
};

/** The language chosen in this browser, if one was. */
export function chosenLanguage(): LanguageCode | undefined {
  const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
  return isLanguageCode(stored) && globalThis.localStorage?.getItem(STORAGE_KEY) !== null ? stored : undefined;
}

export function storeLanguage(code: LanguageCode): void {
  globalThis.localStorage?.setItem(STORAGE_KEY, String(code));
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/** Sets the document's language and direction, so the whole page (and the browser's own UI) follows. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const tag = languageTag(code);
  document.documentElement.lang = tag;
  document.documentElement.dir = directionOf(tag);
}
