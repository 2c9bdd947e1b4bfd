import * as argon2 from '@node-rs/argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toBase64 } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { LOGIN_ACCOUNT_POLICY, LOGIN_ADDRESS_POLICY } from '../../platform/rate-limit.ts';
import { createAccountsTestApp, clientHash, DEMO_PASSWORD, lastCode, login } from './test-helpers.ts';

/**
 * Issue 13: limits hold against parallel bursts, are keyed by the real client address (request.ip), never lock an
 * account's owner out from another address, and every 429 says when to come back. Also run on the PostgreSQL server:
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

function loginVia(id: string, password: string, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { id: toBase64(id), pw: clientHash(password) },
  });
}

function expectRetryAfter(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json().code).toBe('RATE_LIMITED');
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('login attempts are counted before the password is checked', () => {
  it('checks at most 5 of 30 simultaneous wrong passwords for one account; the rest get 429 with Retry-After', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginVia('demo-buyer', `wrong-${i}`, '10.60.0.1')),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_ACCOUNT_POLICY.free);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(verify.mock.calls.length);
    expect(refused).toHaveLength(30 - verify.mock.calls.length);
    refused.forEach(expectRetryAfter);
    // The right password now waits too, from this address.
    expectRetryAfter(await login(app, 'demo-buyer', DEMO_PASSWORD, '10.60.0.1'));
  });

  it('lets no right password through a parallel burst of wrong ones', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        loginVia('demo-seller', i === 45 ? DEMO_PASSWORD : `wrong-${i}`, '10.60.1.1'),
      ),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_ACCOUNT_POLICY.free);
    expect(burst.filter((response) => response.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(60 - verify.mock.calls.length);
  });
});

describe('limits by the socket address when no proxy is trusted', () => {
  it('answers 429 from the 6th of 50 bad logins for one account, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await loginVia('demo-dealer', `wrong-${i}`, '10.61.0.1', `203.0.113.${i}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectRetryAfter(response);
    }
    expect(statuses.slice(0, LOGIN_ACCOUNT_POLICY.free).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LOGIN_ACCOUNT_POLICY.free).every((status) => status === 429)).toBe(true);
  });

  it('answers 429 from the 31st of 50 bad logins on different accounts, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await loginVia(`stranger-${i}`, 'wrong-1', '10.61.1.1', `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_ADDRESS_POLICY.free).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LOGIN_ADDRESS_POLICY.free).every((status) => status === 429)).toBe(true);
  });

  it('still logs the owner in from another address after an attacker is locked out', async () => {
    for (let i = 0; i < 8; i++) await loginVia('demo-partner', `wrong-${i}`, '10.62.0.1');
    expectRetryAfter(await login(app, 'demo-partner', DEMO_PASSWORD, '10.62.0.1'));
    expect((await login(app, 'demo-partner', DEMO_PASSWORD, '10.62.0.2')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    for (let i = 0; i < LOGIN_ADDRESS_POLICY.free + 5; i++) {
      expect((await login(app, 'demo-staff', DEMO_PASSWORD, '10.62.1.1')).statusCode).toBe(200);
    }
  });

  it('sends Retry-After with the other limits too', async () => {
    const statuses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        await app.inject({
          method: 'POST',
          url: '/api/user/check-id-duplicate',
          remoteAddress: '10.62.2.1',
          payload: { id: toBase64(`someone${i}`) },
        }),
      );
    }
    const last = statuses.at(-1);
    expect(last).toBeDefined();
    if (last) expectRetryAfter(last);
    expect(Number(last?.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('limits by the forwarded address behind a trusted proxy', () => {
  let proxied: FastifyInstance;

  beforeAll(async () => {
    ({ app: proxied } = await createAccountsTestApp({ trustProxy: 1 }));
  });

  afterAll(async () => {
    await proxied.close();
  });

  it('limits two forwarded client addresses separately', async () => {
    const attempt = (forwardedFor: string, password: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.63.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { id: toBase64('demo-buyer'), pw: clientHash(password) },
      });
    for (let i = 0; i < 6; i++) await attempt('192.0.2.10', `wrong-${i}`);
    expectRetryAfter(await attempt('192.0.2.10', DEMO_PASSWORD));
    expect((await attempt('192.0.2.20', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('verification codes', () => {
  it('compares a code at most 5 times, even against a parallel burst of guesses', async () => {
    const email = 'burst.guesser@example.org';
    const sent = await app.inject({
      method: 'POST',
      url: '/api/user/verification/send',
      payload: { channel: 'email', target: email },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(database, email);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/user/verification/verify',
          remoteAddress: `10.64.0.${i + 1}`,
          payload: { purpose: 'register', target: email, code: wrong(i + 1) },
        }),
      ),
    );
    expect(burst.every((response) => response.statusCode === 400)).toBe(true);
    const [row] = await database.query<{ attempts: number }>(
      "SELECT attempts FROM verification_codes WHERE purpose = 'register' AND target = $1",
      [email],
    );
    expect(row?.attempts).toBe(5);
    const right = await app.inject({
      method: 'POST',
      url: '/api/user/verification/verify',
      remoteAddress: '10.64.1.1',
      payload: { purpose: 'register', target: email, code },
    });
    expect(right.statusCode).toBe(400);
  });
});

describe('find password', () => {
  const details = { userType: 1, id: 'demo-dealer', email: 'demo-dealer@example.com', phone: '+821000000004' };

  async function findPw(body: Record<string, unknown>, remoteAddress: string) {
    return app.inject({ method: 'POST', url: '/api/user/find-pw', remoteAddress, payload: body });
  }

  it('answers the same for matching and wrong details until the address has asked 10 times', async () => {
    const matching: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 10; i++) {
      matching.push((await findPw(details, '10.65.0.1')).statusCode);
      wrong.push(
        (await findPw({ ...details, phone: `+8210999${String(i).padStart(4, '0')}` }, '10.65.0.2')).statusCode,
      );
    }
    expect(matching).toEqual(wrong);
    expect(matching.every((status) => status === 200)).toBe(true);
    expectRetryAfter(await findPw(details, '10.65.0.1'));
    expectRetryAfter(await findPw({ ...details, phone: '+821099999999' }, '10.65.0.2'));
  });

  it('lets through exactly 10 of 30 simultaneous requests from one address', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        findPw({ ...details, phone: `+8210888${String(i).padStart(4, '0')}` }, '10.65.2.1'),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(10);
    burst.filter((response) => response.statusCode !== 200).forEach(expectRetryAfter);
  });
});
