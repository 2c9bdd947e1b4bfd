import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { createVersionReader, sharedFreshRead } from './fresh-versions.ts';

describe('sharedFreshRead', () => {
  it('shares a read between callers that arrive together, never one that started before a caller came', async () => {
    let started = 0;
    const finish: (() => void)[] = [];
    const read = sharedFreshRead(
      () =>
        new Promise<number>((resolve) => {
          const number = ++started;
          finish.push(() => resolve(number));
        }),
    );
    const first = read();
    // Both arrive while the first read runs: they wait for the next one, together.
    const second = read();
    const third = read();
    expect(started).toBe(1);
    finish.shift()!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    finish.shift()!();
    expect([await second, await third]).toEqual([2, 2]);
    // Nothing running: a caller starts its own read.
    const fourth = read();
    expect(started).toBe(3);
    finish.shift()!();
    expect(await fourth).toBe(3);
  });

  it('lets callers waiting on a failed read have the next one', async () => {
    let calls = 0;
    const read = sharedFreshRead(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return calls;
    });
    const failing = read();
    const waiting = read();
    await expect(failing).rejects.toThrow('database gone');
    expect(await waiting).toBe(2);
  });
});

describe('createVersionReader', () => {
  let database: Database;
  let reads = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The reader on `database`, counting its version reads. */
  function reader() {
    return createVersionReader({
      ...database,
      query: <T>(text: string, params?: unknown[]) => {
        if (text.includes('session_version')) reads += 1;
        return database.query<T>(text, params);
      },
    });
  }

  it('reads once per request, and again after any statement on the embedded database, never missing a change', async () => {
    const versions = reader();
    const request = {};
    const before = reads;
    const first = await versions.forRequest(request);
    expect(await versions.forRequest(request)).toBe(first);
    expect(reads).toBe(before + 1);
    // A later request: PGlite, which no other process can change, answers from the last read while no statement ran;
    // PostgreSQL, which other processes share, reads again.
    await versions.forRequest({});
    expect(reads).toBe(before + (database.kind === 'pglite' ? 1 : 2));
    await database.query('UPDATE session_version SET version = version + 1');
    const after = await versions.forRequest({});
    expect(after.session).toBe(first.session + 1);
    expect(after.listing).toBe(first.listing);
  });
});
