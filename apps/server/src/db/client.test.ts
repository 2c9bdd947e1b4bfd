import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { fromPostgres } from './client.ts';

describe('the PostgreSQL pool', () => {
  it('logs a connection it lost, idle or in use, instead of swallowing it', async () => {
    const warn = vi.fn();
    // No connection is opened: the pool connects on its first query.
    const database = fromPostgres('postgres://nobody@127.0.0.1:1/none', { warn });
    if (database.driver.kind !== 'postgres') throw new Error('expected a pool');
    const { pool } = database.driver;
    pool.emit('error', new Error('terminating connection due to administrator command'));
    const client = new (await import('pg')).default.Client();
    pool.emit('connect', client);
    client.emit('error', new Error('connection lost'));
    expect(warn.mock.calls.map(([details, message]) => [(details as { err: Error }).err.message, message])).toEqual([
      ['terminating connection due to administrator command', expect.stringContaining('idle connection')],
      ['connection lost', expect.stringContaining('in use')],
    ]);
    await database.close();
  });
});

describe('a prepared statement', () => {
  it('answers as the same statement run plainly, and on PostgreSQL is prepared under its text’s name', async () => {
    const database = await createTestDatabase();
    try {
      const text = 'SELECT $1::int + 1 AS "next"';
      expect(await database.prepared<{ next: number }>(text, [1])).toEqual([{ next: 2 }]);
      expect(await database.prepared<{ next: number }>(text, [41])).toEqual([{ next: 42 }]);
      if (database.kind === 'postgres') {
        // Run on the connection it is prepared on, the statement finds itself there, named by its text's digest.
        const mine = await database.prepared<{ name: string; statement: string }>(
          'SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE $1',
          ['SELECT name, statement FROM pg_prepared_statements%'],
        );
        expect(mine).toEqual([{ name: expect.stringMatching(/^s[\w-]{27}$/), statement: expect.any(String) }]);
      }
    } finally {
      await database.close();
    }
  });
});
