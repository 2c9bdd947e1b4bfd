import { describe, expect, it } from 'vitest';
import { createKeptAnswers, keptBasis } from './kept-answers.ts';

const basis = (listing: number, reference = 1, day = '2026-11-28T10:00:00Z') =>
  keptBasis({ listing, reference }, new Date(day));

describe('kept answers', () => {
  it('are made once while the versions and the day hold, and again when one moves', async () => {
    const kept = createKeptAnswers<number>(10);
    let made = 0;
    const make = async () => ++made;
    expect(await kept.get('a', basis(1), make)).toBe(1);
    expect(await kept.get('a', basis(1, 1, '2026-11-28T23:59:00Z'), make)).toBe(1);
    expect(await kept.get('a', basis(2), make)).toBe(2);
    expect(await kept.get('a', basis(2, 2), make)).toBe(3);
    expect(await kept.get('a', basis(2, 2, '2026-11-29T00:00:00Z'), make)).toBe(4);
    expect(await kept.get('b', basis(2, 2, '2026-11-29T00:00:00Z'), make)).toBe(5);
  });

  it('share one making between requests at once, keep no failure and drop the least recently used', async () => {
    const kept = createKeptAnswers<string>(2);
    let made = 0;
    const make = async () => `answer ${++made}`;
    const [first, second] = await Promise.all([kept.get('a', basis(1), make), kept.get('a', basis(1), make)]);
    expect([first, second, made]).toEqual(['answer 1', 'answer 1', 1]);
    await expect(kept.get('b', basis(1), () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await kept.get('b', basis(1), make)).toBe('answer 2');
    await kept.get('c', basis(1), make);
    // 'a' was the least recently used of three: made again.
    expect(await kept.get('a', basis(1), make)).toBe('answer 4');
  });
});
