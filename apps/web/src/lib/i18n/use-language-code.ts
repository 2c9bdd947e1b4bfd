import { useTranslation } from './translation.tsx';
import { DEFAULT_LANGUAGE, languageCodeOf, type LanguageCode } from '@market/domain';

/** The spec's numeric code (0-5) of the language shown, for features that may not reach the app's language context. */
export function useLanguageCode(): LanguageCode {
  const { i18n } = useTranslation();
  return languageCodeOf(i18n.language) ?? DEFAULT_LANGUAGE;
}
