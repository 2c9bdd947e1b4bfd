import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestHarness } from '../test/app.ts';
import type { Database } from './client.ts';
import {
  DATABASE_WAIT_MS,
  DatabaseBusyError,
  isDatabaseBusy,
  WaitQueue,
  sharedDatabaseWait,
  withSharedDatabaseWait,
} from './wait-queue.ts';

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

  it('lets the statements of one request share one wait budget, and counts only the time spent waiting', async () => {
    const queue = new WaitQueue(400);
    const holder = () => queue.run(() => sleep(250));
    // The first statement waits about 250 ms of the 400; the second, queued behind another 250 ms, is refused.
    void holder();
    const request = withSharedDatabaseWait(async () => {
      await queue.run(async () => 'first');
      await sleep(150); // work that is not waiting for the database does not count
      void holder();
      return queue.run(async () => 'second');
    });
    await expect(request).rejects.toBeInstanceOf(DatabaseBusyError);
    // Without a request's budget, each statement waits up to the limit on its own.
    void holder();
    expect(await queue.run(async () => 'alone')).toBe('alone');
    void holder();
    expect(await queue.run(async () => 'again')).toBe('again');
  });

  it('counts statements of one request waiting side by side once', async () => {
    const queue = new WaitQueue(400);
    void queue.run(() => sleep(150));
    // Ten statements at once, each behind the one before (about 15 ms each): they wait side by side, not 10 x.
    const all = withSharedDatabaseWait(() =>
      Promise.all(Array.from({ length: 10 }, (_, i) => queue.run(() => sleep(15).then(() => i)))),
    );
    expect(await all).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
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

  it('runs every statement of a request under the request’s one wait budget', async () => {
    const budgets: unknown[] = [];
    const spy = vi.spyOn(WaitQueue.prototype, 'run').mockImplementation(function (this: WaitQueue, task) {
      budgets.push(sharedDatabaseWait());
      spy.mockRestore();
      return this.run(task);
    });
    const response = await app.inject({ url: '/api/items/search?category=1' });
    expect(response.statusCode).toBe(200);
    // PGlite: the route's first statement went through the queue with a budget. The pool has no such queue.
    if (database.kind === 'pglite') expect(budgets[0]).toBeDefined();
  });

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
