import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toBase64 } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';

export const DEMO_PASSWORD = 'demo1234';

/** What the web app sends for a password: its lowercase hex SHA-256. */
export function clientHash(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

/** The app with a handle on its database, for tests that read the outbox or age a code. */
export const createAccountsTestApp = createTestHarness;

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return cookie.value;
}

export async function login(
  app: FastifyInstance,
  userId: string,
  password = DEMO_PASSWORD,
  remoteAddress = '10.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { id: toBase64(userId), pw: clientHash(password) },
  });
}

/** Logs in and returns the session cookie, for `cookies: { sid }`. */
export async function loginCookie(app: FastifyInstance, userId: string, password = DEMO_PASSWORD): Promise<string> {
  return sessionCookie(await login(app, userId, password));
}

/** The newest code mailed to a recipient, read from the outbox table. */
export async function lastCode(database: Database, recipient: string): Promise<string> {
  const [row] = await database.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  const code = row?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${recipient}`);
  return code;
}

/** Sends a registration code to the email, reads it from the outbox and verifies it: the token register needs. */
export async function registerToken(app: FastifyInstance, database: Database, email: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/user/verification/send',
    payload: { channel: 'email', target: email },
  });
  if (sent.statusCode !== 200) throw new Error(sent.body);
  const code = await lastCode(database, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/user/verification/verify',
    payload: { purpose: 'register', target: email, code },
  });
  if (verified.statusCode !== 200) throw new Error(verified.body);
  return verified.json().verificationToken as string;
}
