import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageCodeOf, localizedName, type LanguageCode } from '@market/domain';
import { http } from '../../lib/http.ts';

export type LookupRow = Record<string, string | number | null>;

/** A catalog list (GET /api/items/...): cached for the session, they change with the catalog only. */
export function useLookup(path: string | undefined) {
  return useQuery({
    queryKey: ['lookup', path],
    queryFn: () => http<LookupRow[]>(path!),
    enabled: path !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useLanguageCode(): LanguageCode {
  const { i18n } = useTranslation();
  return languageCodeOf(i18n.language) ?? DEFAULT_LANGUAGE;
}

export interface Option {
  value: number;
  label: string;
}

/** Select options from a lookup list: its number column and its name in the page's language. */
export function optionsOf(rows: LookupRow[] | undefined, no: string, base: string, language: LanguageCode): Option[] {
  return (rows ?? []).map((row) => ({
    value: Number(row[no]),
    label: localizedName(row as Record<string, string | null>, base, language),
  }));
}
