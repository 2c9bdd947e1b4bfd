import { describe, expect, it } from 'vitest';
import { budgetClient, createFairShare } from './fair-share.ts';

describe('per-client budgets of expensive work', () => {
  it('lets a client spend its burst, then refuses it with the wait until it may spend again', () => {
    let time = 0;
    const share = createFairShare({ burst: 3, perSecond: 2, now: () => time });
    expect([share.take('a'), share.take('a'), share.take('a')]).toEqual([undefined, undefined, undefined]);
    expect(share.take('a')).toEqual({ retryAfterSeconds: 1 });
    // Another client has its own budget.
    expect(share.take('b')).toBeUndefined();
    time = 500;
    expect(share.take('a')).toBeUndefined();
    expect(share.take('a')).toBeDefined();
  });

  it('refills no more than the burst', () => {
    let time = 0;
    const share = createFairShare({ burst: 2, perSecond: 10, now: () => time });
    share.take('a');
    time = 60_000;
    expect([share.take('a'), share.take('a'), share.take('a')].filter(Boolean)).toHaveLength(1);
  });

  it('forgets the client that spent least recently beyond its limit of clients', () => {
    const share = createFairShare({ burst: 1, perSecond: 0.001, now: () => 0, maxClients: 2 });
    share.take('a');
    share.take('b');
    share.take('c');
    // a was forgotten: a full budget again; c was not.
    expect(share.take('a')).toBeUndefined();
    expect(share.take('c')).toBeDefined();
  });

  it('counts a logged-in user by their account, anyone else by address (IPv6 by /64)', () => {
    expect(budgetClient({ ip: '2001:db8:1:2::5' }, null)).toBe(budgetClient({ ip: '2001:db8:1:2::9' }, undefined));
    expect(budgetClient({ ip: '198.51.100.7' }, 12)).toBe('user:12');
  });
});
