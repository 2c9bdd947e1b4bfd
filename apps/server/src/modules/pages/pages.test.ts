import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/app.ts';
import * as serverRenderer from '../../../../web/src/entry-server.tsx';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>RH Group</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
let app: FastifyInstance;
let database: Database;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  database = await createTestDatabase();
  app = await buildApp(testConfig({ webDist, publicUrl: 'https://cars.example.com' }), { database, serverRenderer });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('smoke', async () => {
    const response = await app.inject({ url: '/item/detail/car/5' });
    const b = response.body; console.log(response.statusCode, b.slice(b.indexOf('<div id="root">'), b.indexOf('<div id="root">') + 5000), b.length);
  });
});
