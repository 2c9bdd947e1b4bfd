import * as argon2 from '@node-rs/argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_TAGS, toBase64 } from '@market/domain';
import { createAccountsTestApp, clientHash, DEMO_PASSWORD, login } from './test-helpers.ts';

// ES module exports cannot be spied on in place: the module's verify is a spy around the real one.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

/**
 * An existing id with a wrong password and an unknown id must not be told apart by the answer (SECURITY.md: same
 * status and body; the time is measured by `npm run bench:login`, docs/performance.md).
 */
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createAccountsTestApp());
});

afterAll(async () => {
  await app.close();
});

/** Status, headers but the date, and body: everything a client sees of an answer. */
function seen(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

function loginIn(language: string, userId: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { id: toBase64(userId), pw: clientHash(password) },
  });
}

describe('login for an existing id with a wrong password and for an unknown id', () => {
  it('answers the same 401, headers and body in every language, with no session cookie', async () => {
    for (const [index, language] of LANGUAGE_TAGS.entries()) {
      const existing = await loginIn(language, 'demo-buyer', `wrong-${language}`, `10.40.${index}.1`);
      const unknown = await loginIn(language, `nobody-${language}`, `wrong-${language}`, `10.40.${index}.2`);
      expect(existing.statusCode).toBe(401);
      expect(seen(unknown)).toEqual(seen(existing));
      expect(existing.json().code).toBe('LOGIN_FAILED');
      expect(existing.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers the same 429 once either has had too many failures', async () => {
    for (let i = 0; i < 5; i++) {
      await login(app, 'demo-partner', `wrong${i}`, '10.41.0.1');
      await login(app, 'nobody-else', `wrong${i}`, '10.41.0.2');
    }
    const existing = await login(app, 'demo-partner', DEMO_PASSWORD, '10.41.0.1');
    const unknown = await login(app, 'nobody-else', DEMO_PASSWORD, '10.41.0.2');
    expect(existing.statusCode).toBe(429);
    // Retry-After counts down from each one's own block, which started a few milliseconds apart.
    const { 'retry-after': existingWait, ...existingSeen } = seen(existing).headers;
    const { 'retry-after': unknownWait, ...unknownSeen } = seen(unknown).headers;
    expect(unknownSeen).toEqual(existingSeen);
    expect(unknown.body).toBe(existing.body);
    expect(Math.abs(Number(existingWait) - Number(unknownWait))).toBeLessThanOrEqual(1);
  });

  it('runs argon2 for an unknown id against a hash of the same parameters as a stored one', async () => {
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    await login(app, 'demo-seller', 'wrong1', '10.42.0.1');
    await login(app, 'nobody-at-all', 'wrong1', '10.42.0.2');
    expect(verify).toHaveBeenCalledTimes(2);
    const [storedHash, dummyHash] = verify.mock.calls.map(([hash]) => String(hash));
    const parameters = (hash: string | undefined) => hash?.split('$').slice(1, 4);
    expect(parameters(storedHash)).toEqual(['argon2id', 'v=19', 'm=19456,t=2,p=1']);
    expect(parameters(dummyHash)).toEqual(parameters(storedHash));
    expect(dummyHash).not.toBe(storedHash);
  });
});
