import { text } from 'drizzle-orm/pg-core';
import { localizedKeys, type LocalizedKey } from '@market/domain';

const requiredText = () => text().notNull();

/** Six text columns keyed as the spec names them: maker, engMaker, fraMaker, arMaker, ruMaker, esMaker (NOT NULL by default). */
export function localizedColumns<B extends string, C = ReturnType<typeof requiredText>>(
  base: B,
  column: () => C = requiredText as () => C,
): Record<LocalizedKey<B>, C> {
  return Object.fromEntries(localizedKeys(base).map((key) => [key, column()])) as Record<LocalizedKey<B>, C>;
}
