import { ConfigError, loadConfig } from '../../config.ts';
import { consoleDatabaseLog, openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { runMigrations } from '../../db/migrate.ts';
import { runStaffCreate } from './create-staff.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(config, consoleDatabaseLog);
  try {
    await runMigrations(database);
    process.exitCode = await runStaffCreate(database.db, process.argv.slice(2), {
      input: process.stdin,
      output: process.stdout,
      interactive: Boolean(process.stdin.isTTY),
    });
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
