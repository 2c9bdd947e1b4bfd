import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { COUNTRY_CODES } from './countries.ts';

/** Countries named in the page's language, sorted by name. */
export function useCountryOptions(): { code: string; name: string }[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const collator = new Intl.Collator(i18n.language);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [i18n.language]);
}
