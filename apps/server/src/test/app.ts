import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { testDataDir } from './data-dir.ts';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    // No load shedding: a loaded test machine must not refuse the requests under test. Tests ask from one address far
    // faster than a person: no per-client budget either (fair-share and pages tests check the budgets).
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: testDataDir(),
      LOAD_SHEDDING: 'off',
      CLIENT_WORK_PER_SECOND: '1000000',
    }),
    ...overrides,
  };
}

/** The real app on a database of its own, and that database for checks; close the app in afterAll. */
export async function createTestHarness(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await createTestDatabase();
  return { app: await buildApp(testConfig(overrides), { database }), database };
}

/** The real app on a database of its own; close it in afterAll. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  return (await createTestHarness(overrides)).app;
}
