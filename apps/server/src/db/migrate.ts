import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by all server processes: they take turns to migrate. */
const MIGRATION_LOCK_KEY = 72_310_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

function journal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** Applies the pending migrations; on a server, under an advisory lock so that several processes may start at once. */
export async function runMigrations(database: Database): Promise<void> {
  const driver = database.driver;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(driver.client), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

async function appliedCount(database: Database): Promise<number> {
  const rows = await database
    .query<{ count: string | number }>('SELECT count(*) AS count FROM drizzle.__drizzle_migrations')
    .catch(() => [{ count: 0 }]);
  return Number(rows[0]?.count ?? 0);
}

/** The tag of the newest applied migration, or null before the first. */
export async function appliedMigration(database: Database): Promise<string | null> {
  const count = await appliedCount(database);
  if (count === 0) return null;
  return journal().entries[count - 1]?.tag ?? null;
}

/**
 * Whether the database holds every migration this build knows. A newer build's process may have applied more (a
 * rolling deploy): migrations only add, so this build runs on them too.
 */
export async function isMigrated(database: Database): Promise<boolean> {
  return (await appliedCount(database)) >= journal().entries.length;
}
