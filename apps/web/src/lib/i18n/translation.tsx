import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  languageCodeOf,
  languageTag,
  type LanguageCode,
  type LanguageTag,
} from '@market/domain';
import { applyDocumentLanguage, storeLanguage } from './language.ts';
import type { Namespace } from '@market/i18n';
import type { TFunction, Translations } from './translations.ts';

const TranslationContext = createContext<Translations | undefined>(undefined);

/** The browser's texts (initI18n), for a tree without a TranslationProvider (the tests'). */
let shared: Translations | undefined;

export function shareTranslations(translations: Translations): void {
  shared = translations;
}

/** The texts of a render: one per server render, so that renders in different languages never mix. */
export function TranslationProvider({ translations, children }: { translations: Translations; children: ReactNode }) {
  return <TranslationContext.Provider value={translations}>{children}</TranslationContext.Provider>;
}

function useTranslations(): Translations {
  const translations = useContext(TranslationContext) ?? shared;
  if (!translations) throw new Error('useTranslation needs initI18n or a TranslationProvider');
  return translations;
}

/** The language shown: what every text follows; a change renders again once its texts are loaded. */
function useShownLanguage(translations: Translations): LanguageTag {
  return useSyncExternalStore(
    translations.subscribe,
    () => translations.language,
    () => translations.language,
  );
}

export interface Language {
  /** The spec's numeric code (0-5). */
  code: LanguageCode;
  tag: LanguageTag;
  direction: 'ltr' | 'rtl';
  /** Shows the page in another language, remembered in this browser and sent to the server as its cookie. */
  setLanguage(code: LanguageCode): void;
}

/** The one owner of the page's language: the language of the render's (or the browser's) texts. */
export function useLanguage(): Language {
  const translations = useTranslations();
  const tag = useShownLanguage(translations);
  return useMemo(() => {
    const setLanguage = (next: LanguageCode) => {
      storeLanguage(next);
      void translations.changeLanguage(languageTag(next)).then(() => {
        if (translations.language === languageTag(next)) applyDocumentLanguage(next);
      });
    };
    return { code: languageCodeOf(tag) ?? DEFAULT_LANGUAGE, tag, direction: directionOf(tag), setLanguage };
  }, [translations, tag]);
}

export interface Translation<N extends Namespace = 'common'> {
  /** The texts of the first namespace; those of the others by `namespace:key`. */
  t: TFunction<N>;
}

/**
 * The texts of a screen's namespaces ('common' when none is named), in the language shown: suspends until they are
 * loaded, and renders again when the language changes. The language itself is `useLanguage`'s, the one hook for it.
 */
export function useTranslation(): Translation;
export function useTranslation<N extends Namespace>(namespaces: N | readonly [N, ...Namespace[]]): Translation<N>;
export function useTranslation(namespaces: Namespace | readonly Namespace[] = 'common'): Translation<Namespace> {
  const translations = useTranslations();
  const language = useShownLanguage(translations);
  const list: readonly Namespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const first = list[0] ?? 'common';
  if (!translations.hasLoaded(list, language)) throw translations.load(list, language);
  return { t: translations.fixedT(first, language) };
}
