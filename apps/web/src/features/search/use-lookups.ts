import { localizedName, type LanguageCode } from '@market/domain';
import type { LookupRow } from '../../lib/catalog-api.ts';

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
