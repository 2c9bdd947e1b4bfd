import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { API_TYPES_FILE, apiTypesSource } from './api-types.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it('the web app types the API with the paths of the current server (run `npm run api:types` when this fails)', async () => {
  expect(fs.readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypesSource(app));
});
