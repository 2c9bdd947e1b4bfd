import { text } from 'drizzle-orm/pg-core';

/** The spec's language prefixes of localized names, in language-code order: Korean plain, then eng, fra, ar, ru, es. */
export const NAME_PREFIXES = ['', 'eng', 'fra', 'ar', 'ru', 'es'] as const;

type Capitalized<S extends string> = S extends `${infer F}${infer R}` ? `${Uppercase<F>}${R}` : S;
export type LocalizedKey<B extends string> =
  | B
  | `eng${Capitalized<B>}`
  | `fra${Capitalized<B>}`
  | `ar${Capitalized<B>}`
  | `ru${Capitalized<B>}`
  | `es${Capitalized<B>}`;

export function localizedKey(base: string, prefix: (typeof NAME_PREFIXES)[number]): string {
  return prefix === '' ? base : `${prefix}${base[0]?.toUpperCase()}${base.slice(1)}`;
}

const requiredText = () => text().notNull();

/** Six text columns keyed as the spec names them: maker, engMaker, fraMaker, arMaker, ruMaker, esMaker (NOT NULL by default). */
export function localizedColumns<B extends string, C = ReturnType<typeof requiredText>>(
  base: B,
  column: () => C = requiredText as () => C,
): Record<LocalizedKey<B>, C> {
  return Object.fromEntries(NAME_PREFIXES.map((prefix) => [localizedKey(base, prefix), column()])) as Record<
    LocalizedKey<B>,
    C
  >;
}
