import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../test/app.ts';
import { databaseUrlFor } from '../test/database-url.ts';
import { loginCookie } from '../modules/users/test-helpers.ts';
import type { Database } from './client.ts';

/**
 * The server's PostgreSQL connections are ended under it (pg_terminate_backend, what a restart or a failover does):
 * a request retries once on a new connection, else answers 503 with Retry-After, never 500. PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('database connections ended during requests', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    ({ app, database } = await createTestHarness());
    [{ name: databaseName }] = (await database.query<{ name: string }>('SELECT current_database() AS name')) as [
      { name: string },
    ];
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  /** Ends every backend of the test database (the server's pool), as an administrator would. */
  async function terminateBackends(where = 'TRUE'): Promise<number> {
    const result = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
      [databaseName],
    );
    return result.rowCount ?? 0;
  }

  it('runs a statement again on a new connection when its backend is ended under it', async () => {
    const holder = new pg.Client({ connectionString: databaseUrlFor(process.env.DATABASE_URL!, databaseName) });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(770077)');
    const waiting = database.query<{ result: string }>("SELECT pg_advisory_xact_lock(770077), 'done' AS result");
    let ended = 0;
    while (ended === 0) ended = await terminateBackends(`wait_event_type = 'Lock' AND wait_event = 'advisory'`);
    await holder.query('SELECT pg_advisory_unlock(770077)');
    await holder.end();
    expect((await waiting)[0]?.result).toBe('done');
  });

  it('gives back a connection lost before its transaction began, so the pool can still close', async () => {
    const { pool } = database.driver as { kind: 'postgres'; pool: pg.Pool };
    // The next connection handed out is cut before its first statement (BEGIN), once.
    pool.once('acquire', (client: pg.PoolClient) =>
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(),
    );
    const result = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('answers every request with its answer or 503 and Retry-After, never 500, while backends are ended', async () => {
    const buyer = await loginCookie(app, 'demo-buyer');
    const [item] = await database.query<{ item_no: string }>('SELECT item_no FROM items WHERE flag = 0 LIMIT 1');
    const requests = [
      { url: '/api/user/me' },
      { url: '/api/items/search' },
      { url: `/api/pages/detail?itemNo=${item!.item_no}` },
      { url: '/api/inquirys/list' },
      {
        method: 'PUT' as const,
        url: '/api/user/consignee',
        payload: {
          consigneeList: [
            {
              flag: 1,
              userName: 'Ana Lopez',
              userPhone: '+56 9 1234 5678',
              userEmail: 'ana@example.org',
              userConsigneeName: 'Lopez Import SpA',
              userConsigneeAddress: 'Av. Brasil 1000',
              userDocumentAddress: 'Av. Brasil 1000',
            },
          ],
        },
      },
    ];
    const statuses = new Map<number, number>();
    const refused: string[] = [];
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all([
        ...requests
          .flatMap((request) => [request, request])
          .map((request) => app.inject({ ...request, cookies: { sid: buyer } })),
        terminateBackends().then(() => null),
      ]);
      for (const answer of answers) {
        if (!answer) continue;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        const ok = answer.statusCode === 200 || (answer.statusCode === 503 && answer.headers['retry-after']);
        if (!ok) refused.push(`${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
  });
});
