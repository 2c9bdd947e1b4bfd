import { describe, expect, it, vi } from 'vitest';
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
