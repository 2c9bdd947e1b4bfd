import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { isPlainRead, routeReads, withReplicaReads } from './replica-reads.ts';
import { READ_YOUR_WRITES_SECONDS, WROTE_COOKIE } from '../platform/read-your-writes.ts';

/** A replica nobody listens on: every read sent to it fails at once. */
const GONE_REPLICA = 'postgres://postgres@127.0.0.1:4099/none';

describe('reads sent to the replica (decision 0273)', () => {
  it('takes only plain reads, never a write or a read that locks', () => {
    expect(isPlainRead(' SELECT 1')).toBe(true);
    expect(isPlainRead('select * from items where item_no = $1')).toBe(true);
    expect(isPlainRead('INSERT INTO inquiries VALUES (1)')).toBe(false);
    expect(isPlainRead('UPDATE sessions SET last_seen_at = now()')).toBe(false);
    expect(isPlainRead('SELECT id FROM message_queue FOR UPDATE SKIP LOCKED')).toBe(false);
  });

  it('reads the primary outside a marked request, and when the replica is gone', async () => {
    const replica = new pg.Pool({ connectionString: GONE_REPLICA, connectionTimeoutMillis: 1000 });
    const primary = vi.fn(async () => ({ rows: [{ from: 'primary' }] }));
    const log = { warn: vi.fn() };
    const query = routeReads(primary, replica, log);
    try {
      expect(await query('SELECT 1')).toEqual({ rows: [{ from: 'primary' }] });
      expect(log.warn).not.toHaveBeenCalled();
      await withReplicaReads(() => query('INSERT INTO x VALUES (1)'));
      expect(log.warn).not.toHaveBeenCalled();
      // A marked read tries the replica, finds it gone, and reads the primary: the answer is the same.
      expect(await withReplicaReads(() => query('SELECT 1'))).toEqual({ rows: [{ from: 'primary' }] });
      expect(log.warn).toHaveBeenCalledTimes(1);
      // For a while the replica is not tried again: no second wait for it.
      await withReplicaReads(() => query({ text: 'SELECT 2' }));
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(primary).toHaveBeenCalledTimes(4);
    } finally {
      await replica.end();
    }
  });

  it.runIf(process.env.DATABASE_URL)('sends a marked plain read to the replica when it answers', async () => {
    const replica = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const primary = vi.fn(async () => ({ rows: [] }));
    try {
      const query = routeReads(primary, replica, { warn: vi.fn() });
      const answer = (await withReplicaReads(() => query("SELECT 'replica' AS source"))) as pg.QueryResult;
      expect(answer.rows).toEqual([{ source: 'replica' }]);
      expect(primary).not.toHaveBeenCalled();
    } finally {
      await replica.end();
    }
  });
});

describe('read-your-writes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ databaseReplicaUrl: GONE_REPLICA });
  });

  afterAll(async () => {
    await app.close();
  });

  it('marks a browser that sent a change, so its next reads go to the primary for a few seconds', async () => {
    const write = await app.inject({ method: 'POST', url: '/api/user/logout' });
    const cookie = write.cookies.find((candidate) => candidate.name === WROTE_COOKIE);
    expect(cookie).toMatchObject({ value: '1', maxAge: READ_YOUR_WRITES_SECONDS, httpOnly: true, path: '/' });
    const read = await app.inject('/api/items/years');
    expect(read.statusCode).toBe(200);
    expect(read.cookies.find((candidate) => candidate.name === WROTE_COOKIE)).toBeUndefined();
  });
});
