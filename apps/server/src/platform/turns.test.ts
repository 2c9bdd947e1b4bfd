import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createTurns', () => {
  it('runs the work of one key one at a time, in order, and other keys beside it', async () => {
    const turns = createTurns<string>();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const other = turns.run('b', async () => {
      log.push('b');
      return 'b';
    });
    const results = await Promise.all([1, 2, 3].map((n) => turns.run('a', work(`a${n}`))));
    expect(results).toEqual(['a1', 'a2', 'a3']);
    expect(await other).toBe('b');
    expect(most).toBe(1);
    expect(log.filter((line) => line !== 'b')).toEqual([
      'start a1',
      'end a1',
      'start a2',
      'end a2',
      'start a3',
      'end a3',
    ]);
    expect(log.indexOf('b')).toBeLessThan(log.indexOf('end a1'));
    expect(turns.size).toBe(0);
  });

  it('goes on to the next turn after a failure, which reaches only its own caller', async () => {
    const turns = createTurns<number>();
    const failed = turns.run(1, async () => {
      throw new Error('first');
    });
    const next = turns.run(1, async () => 'second');
    await expect(failed).rejects.toThrow('first');
    await expect(next).resolves.toBe('second');
    expect(turns.size).toBe(0);
  });
});
