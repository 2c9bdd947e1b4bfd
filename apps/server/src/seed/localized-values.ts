import { localizedKeys, type LocalizedKey } from '@market/domain';
import type { Names } from './data/types.ts';

const ORDER = ['ko', 'en', 'fr', 'ar', 'ru', 'es'] as const;

/** A Names record as the six columns of a base name: { maker: ko, engMaker: en, fraMaker: fr, ... }. */
export function localizedValues<B extends string>(base: B, names: Names): Record<LocalizedKey<B>, string> {
  const keys = localizedKeys(base);
  return Object.fromEntries(keys.map((key, index) => [key, names[ORDER[index] as keyof Names]])) as Record<
    LocalizedKey<B>,
    string
  >;
}
