import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LanguageTag } from '@market/domain';
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

export interface Translation<N extends Namespace = 'common'> {
  /** The texts of the first namespace; those of the others by `namespace:key`. */
  t: TFunction<N>;
  i18n: { language: LanguageTag; changeLanguage(language: LanguageTag): Promise<void> };
}

/**
 * The texts of a screen's namespaces ('common' when none is named), in the language shown: suspends until they are
 * loaded, and renders again when the language changes.
 */
export function useTranslation(): Translation;
export function useTranslation<N extends Namespace>(namespaces: N | readonly [N, ...Namespace[]]): Translation<N>;
export function useTranslation(namespaces: Namespace | readonly Namespace[] = 'common'): Translation<Namespace> {
  const translations = useContext(TranslationContext) ?? shared;
  if (!translations) throw new Error('useTranslation needs initI18n or a TranslationProvider');
  const language = useSyncExternalStore(
    translations.subscribe,
    () => translations.language,
    () => translations.language,
  );
  const list: readonly Namespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const first = list[0] ?? 'common';
  const i18n = useMemo(
    () => ({ language, changeLanguage: (next: LanguageTag) => translations.changeLanguage(next) }),
    [translations, language],
  );
  if (!translations.hasLoaded(list, language)) throw translations.load(list, language);
  return { t: translations.fixedT(first, language), i18n };
}
