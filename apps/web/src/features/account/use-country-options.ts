import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/translation.tsx';
import { COUNTRY_CODES } from './countries.ts';

/** Countries named in the page's language, sorted by name. */
export function useCountryOptions(): { code: string; name: string }[] {
  const { tag } = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [tag]);
}
