import { loadConfig } from '../config.ts';
import { consoleDatabaseLog, openDatabase } from './client.ts';
import { appliedMigration, runMigrations } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase(config, consoleDatabaseLog);
try {
  await runMigrations(database);
  console.log(`Migrated the ${database.kind} database to ${await appliedMigration(database)}.`);
} finally {
  await database.close();
}
