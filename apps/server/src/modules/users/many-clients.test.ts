import * as argon2 from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { LOGIN_ACCOUNT_WIDE_POLICY } from '../../platform/rate-limit.ts';
import { buildUser } from '../../test/factories.ts';
import { SENDS_PER_TARGET } from './service.ts';
import { clientHash, createAccountsTestApp, DEMO_PASSWORD, lastCode, login } from './test-helpers.ts';

/**
 * Issue 30: limits that hold against an attacker with many addresses. Real concurrency needs the PostgreSQL server:
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});
const verify = vi.mocked(argon2.verify);

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createAccountsTestApp());
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  verify.mockClear();
});

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

async function sentTo(recipient: string): Promise<number> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [
    recipient,
  ]);
  return row?.n ?? 0;
}

/** 60 different clients at once, each one wrong password for the account. */
function botnetBurst(userId: string, subnet: number) {
  return Promise.all(Array.from({ length: 60 }, (_, i) => login(app, userId, `wrong-${i}`, `10.${subnet}.${i}.1`)));
}

describe('login limit per account across clients', () => {
  it('checks at most 10 of 60 simultaneous wrong passwords from 60 addresses; the rest get 429', async () => {
    const { userId } = await buildUser(app, database);
    verify.mockClear();
    const burst = await botnetBurst(userId, 70);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_ACCOUNT_WIDE_POLICY.free);
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(verify.mock.calls.length);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(60 - verify.mock.calls.length);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_ACCOUNT_WIDE_POLICY.maxSeconds);
    }
  });

  it('still logs the owner in from the client of the last login; a new client waits', async () => {
    // buildUser logged in from 10.0.0.1.
    const { userId } = await buildUser(app, database);
    await botnetBurst(userId, 71);
    expect((await login(app, userId, DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    expect((await login(app, userId, DEMO_PASSWORD, '10.71.200.1')).statusCode).toBe(429);
  });

  it('lets the owner in from a new client after a reset by code, however long the lock', async () => {
    const { userId, email, phone } = await buildUser(app, database);
    await botnetBurst(userId, 72);
    const owner = '10.72.200.1';
    expect((await login(app, userId, DEMO_PASSWORD, owner)).statusCode).toBe(429);

    expect((await post('/api/user/find-pw', { userType: 0, id: userId, email, phone }, owner)).statusCode).toBe(200);
    const code = await lastCode(database, email);
    const verified = await post('/api/user/verification/verify', { purpose: 'password', target: userId, code }, owner);
    const { verificationToken } = verified.json<{ verificationToken: string }>();
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      remoteAddress: owner,
      payload: { id: userId, pw: clientHash('owner-again-1'), verificationToken },
    });
    expect(changed.statusCode).toBe(204);
    // The botnet goes on; the owner's client is now the account's known one.
    await botnetBurst(userId, 73);
    expect((await login(app, userId, 'owner-again-1', owner)).statusCode).toBe(200);
  });

  it('counts the hosts of one IPv6 /64 as one client', async () => {
    const { userId } = await buildUser(app, database);
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      statuses.push((await login(app, userId, `wrong-${i}`, `2001:db8:30:1::${i.toString(16)}`)).statusCode);
    }
    // Five checked for the (account, client) pair, then a wait: the hosts did not get five each.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('codes and reminders sent per target, whoever asks', () => {
  it('writes 5 of 20 simultaneous registration codes to one e-mail address from 20 addresses', async () => {
    const email = 'many.senders@example.org';
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/user/verification/send', { channel: 'email', target: email }, `10.74.${i}.1`),
      ),
    );
    expect(await sentTo(email)).toBe(SENDS_PER_TARGET);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(20 - SENDS_PER_TARGET);
  });

  it('sends 5 of 20 simultaneous text messages to one phone from 20 addresses', async () => {
    const phone = '+56912345030';
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/user/verification/send', { channel: 'sms', target: phone }, `10.75.${i}.1`),
      ),
    );
    expect(await sentTo(phone)).toBe(SENDS_PER_TARGET);
  });

  it('mails one account 5 password codes and 5 id reminders an hour from 20 addresses, answering all alike', async () => {
    const { userId, email, phone } = await buildUser(app, database, { name: 'Many Askers' });
    const passwordAsks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/user/find-pw', { userType: 0, id: userId, email, phone }, `10.76.${i}.1`),
      ),
    );
    expect(passwordAsks.every((response) => response.statusCode === 200)).toBe(true);
    expect(await sentTo(email)).toBe(SENDS_PER_TARGET);
    const idAsks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/user/find-id', { userType: 0, name: 'Many Askers', email, phone }, `10.77.${i}.1`),
      ),
    );
    expect(idAsks.map((response) => response.body)).toEqual(idAsks.map(() => JSON.stringify({ sent: true })));
    expect(await sentTo(email)).toBe(2 * SENDS_PER_TARGET);
  });
});

describe('per-client limits group IPv6 by /64', () => {
  it('counts invoice check lookups of every host of one /64 together', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const response = await app.inject({
        url: '/api/verify/ABCD-EFGH-JKLM',
        remoteAddress: `2001:db8:30:2:${i.toString(16)}::1`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another /64 is another client.
    expect(
      (await app.inject({ url: '/api/verify/ABCD-EFGH-JKLM', remoteAddress: '2001:db8:30:3::1' })).statusCode,
    ).toBe(404);
  });

  it('counts a forwarded IPv6 client by its /64 behind TRUST_PROXY', async () => {
    const { app: proxied } = await createAccountsTestApp({ trustProxy: 1 });
    try {
      const lookup = (host: number) =>
        proxied.inject({
          url: '/api/verify/ABCD-EFGH-JKLM',
          remoteAddress: '10.78.0.1',
          headers: { 'x-forwarded-for': `2001:db8:30:4::${host.toString(16)}` },
        });
      for (let i = 1; i <= 20; i++) expect((await lookup(i)).statusCode).toBe(404);
      expect((await lookup(21)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
