import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { pino } from 'pino';
import { fromPglite, type Database } from './db/client.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { openStorage } from './platform/open-storage.ts';
import { DEMO_PASSWORD, login, loginCookie } from './modules/users/test-helpers.ts';
import { createTestHarness, testConfig } from './test/app.ts';

const silent = pino({ level: 'silent' });

let app: FastifyInstance;
let database: Database;
let dataDir: string;

async function count(table: string): Promise<number> {
  const [row] = await database.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(row!.n);
}

// A first production start on an empty database: migrations and reference data, nothing else.
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-start-'));
  database = fromPglite(await PGlite.create());
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://cars.example.com',
    SMTP_URL: 'smtp://mail.example.com:587',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The start's own work lags the event loop: shedding would refuse the first requests (tests run without it).
    LOAD_SHEDDING: 'off',
  });
  await prepareDatabase(database, { demoData: config.demoData, storage: openStorage(config, silent), log: silent });
  app = await buildApp(config, { database });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a production start on an empty database', () => {
  it('creates no account, so none has a known password', async () => {
    expect(await count('users')).toBe(0);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: Buffer.from('demo-staff').toString('base64'), pw: 'a'.repeat(64) },
    });
    expect(login.statusCode).toBe(401);
  });

  it('adds no demo listing, picture or sales contact', async () => {
    expect(await count('items')).toBe(0);
    expect(await count('pictures')).toBe(0);
    expect(await count('sales_contact_groups')).toBe(0);
  });

  it('seeds the reference data the forms and prices need', async () => {
    expect(await count('makers')).toBeGreaterThan(10);
    expect(await count('ports')).toBeGreaterThan(10);
    expect(await count('commission_tiers')).toBeGreaterThan(0);
    const makers = await app.inject('/api/items/maker');
    expect(makers.json().length).toBeGreaterThan(10);
  });
});

describe('a production start on a data folder an earlier demo start made (issue 30)', () => {
  it('disables every demo account that has the published password, ends its sessions and says so', async () => {
    const { app: demo, database: demoDatabase } = await createTestHarness();
    try {
      const staffSession = await loginCookie(demo, 'demo-staff');
      const warnings: string[] = [];
      const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
      await prepareDatabase(demoDatabase, {
        demoData: false,
        production: true,
        storage: openStorage(testConfig(), log),
        log,
      });

      for (const id of ['demo-staff', 'demo-approver', 'demo-buyer', 'demo-seller']) {
        expect((await login(demo, id, DEMO_PASSWORD, '10.90.0.1')).statusCode, id).toBe(401);
      }
      expect((await demo.inject({ url: '/api/user/me', cookies: { sid: staffSession } })).statusCode).toBe(401);
      expect(warnings.join('')).toMatch(
        /disabled 7 demo accounts with the published password \(demo-approver, demo-buyer/,
      );

      // A second start finds none left to disable.
      warnings.length = 0;
      await prepareDatabase(demoDatabase, {
        demoData: false,
        production: true,
        storage: openStorage(testConfig(), log),
        log,
      });
      expect(warnings).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
