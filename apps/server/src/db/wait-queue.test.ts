import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../test/app.ts';
import type { Database } from './client.ts';
import { DATABASE_WAIT_MS, DatabaseBusyError, isDatabaseBusy, WaitQueue } from './wait-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WaitQueue', () => {
  it('runs one task at a time, in the order they came', async () => {
    const queue = new WaitQueue(1000);
    const order: number[] = [];
    await Promise.all(
      [30, 10, 0].map((ms, index) =>
        queue.run(async () => {
          order.push(index);
          await sleep(ms);
          order.push(index);
        }),
      ),
    );
    expect(order).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('refuses a task that waited too long, without running it, and goes on with the rest', async () => {
    const queue = new WaitQueue(50);
    let ran = false;
    const long = queue.run(() => sleep(120));
    const refused = queue.run(async () => {
      ran = true;
    });
    await expect(refused).rejects.toBeInstanceOf(DatabaseBusyError);
    await long;
    expect(ran).toBe(false);
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('knows a busy error wrapped by the query builder', () => {
    expect(isDatabaseBusy(new Error('Failed query', { cause: new DatabaseBusyError() }))).toBe(true);
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(new Error('syntax error'))).toBe(false);
  });
});

describe('a request while the database is held', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await createTestHarness());
  });
  afterAll(() => app.close());

  it(`answers 503 with Retry-After after about ${DATABASE_WAIT_MS} ms, not ten seconds`, async () => {
    // PGlite has one connection, the PostgreSQL pool ten: hold every one of them.
    const holders = database.kind === 'pglite' ? 1 : 10;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = Promise.all(Array.from({ length: holders }, () => database.db.transaction(() => held)));
    await sleep(50);
    const started = Date.now();
    const response = await app.inject('/api/inquirys/countries?lang=1');
    const waited = Date.now() - started;
    release();
    await holding;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(waited).toBeGreaterThanOrEqual(DATABASE_WAIT_MS - 50);
    expect(waited).toBeLessThan(DATABASE_WAIT_MS * 4);
    expect((await app.inject('/api/inquirys/countries')).statusCode).toBe(200);
  });
});
