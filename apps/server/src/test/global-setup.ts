import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, type Database } from '../db/client.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { LocalDiskStorage } from '../platform/storage.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** The run's folder: the files the template's seed stored (`seeded/`), copied for each worker (test/data-dir.ts). */
    dataDir: string;
  }
}

async function prepare(database: Database, dataDir: string): Promise<void> {
  const storage = new LocalDiskStorage(path.join(dataDir, 'seeded', 'media'));
  await prepareDatabase(database, { demoData: true, storage, log: pino({ level: 'silent' }) });
}

/**
 * Migrates and seeds one template database per test run; every test file then gets its own copy of it
 * (a PGlite loaded from the template's dump, or a PostgreSQL database created from the template).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-test-data-'));
  project.provide('dataDir', dataDir);
  if (serverUrl) {
    const name = `market_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const template = fromPostgres(databaseUrlFor(serverUrl, name), pino({ level: 'silent' }));
    await prepare(template, dataDir);
    await template.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const client = await PGlite.create();
  const template = fromPglite(client);
  await prepare(template, dataDir);
  const file = path.join(dataDir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => fs.rmSync(dataDir, { recursive: true, force: true });
}
