import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageTag, LANGUAGE_TAGS, type LanguageCode, type LanguageTag } from '@market/domain';
import { loadNamespace, type Messages, type Namespace } from '@market/i18n';

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

/** One language's texts by namespace: what the server render used, handed to the browser with the page. */
export type PageTexts = Record<string, Messages>;

/** The shell's texts, and the error messages every form shows (as `errors:key`). */
const ALWAYS_LOADED = ['common', 'errors'];

/**
 * Only the language shown and only the namespaces a screen asks for are loaded (every key exists in every
 * language, so there is no fallback language to download as well).
 */
function options(code: LanguageCode, texts: PageTexts = {}): InitOptions {
  const tag = languageTag(code);
  return {
    lng: tag,
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_TAGS],
    ns: [...new Set([...ALWAYS_LOADED, ...Object.keys(texts)])],
    defaultNS: 'common',
    resources: { [tag]: texts },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

export async function initI18n(code: LanguageCode, texts?: PageTexts): Promise<typeof i18next> {
  await i18next.use(lazyLocales).use(initReactI18next).init(options(code, texts));
  return i18next;
}

/** An i18next of one server render: the page's texts are read from it afterwards. */
export async function createI18n(code: LanguageCode): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(lazyLocales).use(initReactI18next).init(options(code));
  return instance;
}

/** The texts an i18next has loaded for its language. */
export function loadedTexts(instance: I18n): PageTexts {
  return (instance.store.data[instance.language] ?? {}) as PageTexts;
}
