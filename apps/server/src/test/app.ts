import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { createTestDatabase } from './database.ts';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: inject('dataDir') }),
    ...overrides,
  };
}

/** The real app on a database of its own; close it in afterAll. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { database: await createTestDatabase() });
}
