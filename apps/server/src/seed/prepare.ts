import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../platform/storage.ts';
import type { Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { disableDemoAccounts } from './disable-demo.ts';
import { runSeedSteps } from './index.ts';
import { seedSteps } from './steps.ts';

/**
 * Brings a database up to date before a server is built on it: the migrations, then the seed steps not yet applied
 * (reference data always, the demo data when asked); in production, the demo accounts of an earlier demo start lose
 * their published password. main.ts and the tests' template run it; buildApp never does.
 */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean; production?: boolean; storage: FileStorage; log: FastifyBaseLogger },
): Promise<void> {
  await runMigrations(database);
  await runSeedSteps(database, seedSteps(options.demoData), { storage: options.storage, log: options.log });
  if (options.production) await disableDemoAccounts(database, options.log);
}
