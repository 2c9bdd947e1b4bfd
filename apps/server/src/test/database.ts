import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../db/client.ts';
import { databaseUrlFor } from './database-url.ts';

/** A database of its own for one test file: migrated and seeded, discarded on close. */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (serverUrl && postgresTemplate) {
    const copy = await createServerTestDatabase(serverUrl, postgresTemplate);
    const database = fromPostgres(copy.url, pino({ level: 'silent' }));
    const close = database.close;
    database.close = async () => {
      await close();
      await copy.drop();
    };
    return database;
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return fromPglite(await PGlite.create({ loadDataDir: dump }));
}

/**
 * A copy of the run's migrated template on the PostgreSQL server: its URL (for a server process of its own, as the
 * durability test starts) and a drop that ends every connection to it.
 */
export async function createServerTestDatabase(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `market_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
