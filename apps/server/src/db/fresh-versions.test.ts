import { describe, expect, it } from 'vitest';
import { sharedFreshRead } from './fresh-versions.ts';

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
