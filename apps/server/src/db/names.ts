import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { localizedKeys, type LocalizedKey } from '@market/domain';

/** The six localized columns of a base name, keyed as the API names them. */
export function names<B extends string>(table: PgTable, base: B): Record<LocalizedKey<B>, SQL<string>> {
  const columns = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(localizedKeys(base).map((key) => [key, sql<string>`${columns[key]}`])) as Record<
    LocalizedKey<B>,
    SQL<string>
  >;
}
