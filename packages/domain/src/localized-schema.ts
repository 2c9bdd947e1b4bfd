import { z } from 'zod';
import { localizedKeys, type LocalizedKey } from './localized.ts';

/** The zod shape of the six name fields of one base name. */
export function localizedShape<B extends string>(base: B) {
  return Object.fromEntries(localizedKeys(base).map((key) => [key, z.string()])) as Record<
    LocalizedKey<B>,
    z.ZodString
  >;
}

/** The same, for the names of an optional joined row (null when there is none). */
export function nullableLocalizedShape<B extends string>(base: B) {
  return Object.fromEntries(localizedKeys(base).map((key) => [key, z.string().nullable()])) as Record<
    LocalizedKey<B>,
    z.ZodNullable<z.ZodString>
  >;
}
