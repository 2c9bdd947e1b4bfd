import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fromPglite } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { API_TYPES_FILE, apiTypesSource } from './api-types.ts';

// The app on a throw-away database, never listening: only its routes are read.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-'));
try {
  const database = fromPglite(await PGlite.create());
  await runMigrations(database);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, LOAD_SHEDDING: 'off' }), {
    database,
  });
  try {
    fs.writeFileSync(API_TYPES_FILE, await apiTypesSource(app));
  } finally {
    await app.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
