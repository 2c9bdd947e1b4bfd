import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageTag, LANGUAGE_TAGS, type LanguageCode, type LanguageTag } from '@market/domain';
import { loadNamespace, NAMESPACES, type Namespace } from '@market/i18n';

/** Fetches each language's namespace only when it is first shown. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language as LanguageTag, namespace as Namespace).then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, false),
    );
  },
};

export async function initI18n(code: LanguageCode): Promise<typeof i18next> {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: languageTag(code),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGE_TAGS],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}
