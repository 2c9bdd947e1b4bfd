import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { clientHash, DEMO_PASSWORD, loginCookie, sessionCookie } from '../modules/users/test-helpers.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildUser } from '../test/factories.ts';

/**
 * Sessions kept in memory (decision 0160), with two server processes on one database: `first` and `second` are two
 * apps with caches of their own, as two processes have. Whatever ends or alters a session in one of them, or in the
 * database by hand, shows in the other on its next request.
 */
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await buildApp(testConfig(), { database });
  // The database is closed once, by the first app.
  second = await buildApp(testConfig(), { database: { ...database, close: async () => {} } });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const me = (app: FastifyInstance, sid: string) => app.inject({ url: '/api/user/me', cookies: { sid } });

describe('sessions kept in memory', () => {
  it('answers a repeated request from memory while the session version holds, and reads it again when it moves', async () => {
    const { userNo, sid } = await buildUser(first, database);
    expect((await me(second, sid)).statusCode).toBe(200);
    // Removed without moving the version (no path of the app does this): the copy in memory still answers ...
    await database.query('ALTER TABLE sessions DISABLE TRIGGER sessions_session_version');
    await database.query('DELETE FROM sessions WHERE user_no = $1', [userNo]);
    await database.query('ALTER TABLE sessions ENABLE TRIGGER sessions_session_version');
    expect((await me(second, sid)).statusCode).toBe(200);
    // ... until the version moves: the next request reads the session again and finds none.
    await database.query('UPDATE session_version SET version = version + 1');
    expect((await me(second, sid)).statusCode).toBe(401);
  });

  it('ends a session on the next request of every process after a logout', async () => {
    const { sid } = await buildUser(first, database);
    expect((await me(second, sid)).statusCode).toBe(200);
    expect((await first.inject({ method: 'POST', url: '/api/user/logout', cookies: { sid } })).statusCode).toBe(204);
    expect((await me(second, sid)).statusCode).toBe(401);
    expect((await me(first, sid)).statusCode).toBe(401);
  });

  it('ends the other sessions in every process after a password change', async () => {
    const user = await buildUser(first, database);
    const sid = await loginCookie(first, user.userId);
    expect((await me(second, user.sid)).statusCode).toBe(200);
    expect((await me(second, sid)).statusCode).toBe(200);
    const changed = await first.inject({
      method: 'PUT',
      url: '/api/user/password/reset',
      cookies: { sid },
      payload: { language: 1, currentPw: clientHash(DEMO_PASSWORD), newPw: clientHash('changed999') },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(second, user.sid)).statusCode).toBe(401);
    expect((await me(second, sid)).statusCode).toBe(401);
    expect((await me(second, sessionCookie(changed))).statusCode).toBe(200);
  });

  it('shows a staff change to the account on the next request of every process', async () => {
    const staff = await buildUser(first, database, { staff: true });
    const seller = await buildUser(first, database, { userFlag: 1 });
    expect((await me(second, seller.sid)).json()).toMatchObject({ partners: false });
    const granted = await first.inject({
      method: 'PUT',
      url: `/api/staff/sellers/${seller.userNo}/flags`,
      cookies: { sid: staff.sid },
      payload: { partners: true },
    });
    expect(granted.statusCode).toBe(200);
    expect((await me(second, seller.sid)).json()).toMatchObject({ partners: true });
    // A role taken away by hand (SQL, another tool) too.
    await database.query('UPDATE users SET staff = false WHERE user_no = $1', [staff.userNo]);
    expect((await me(second, staff.sid)).json()).toMatchObject({ staff: false });
    expect((await second.inject({ url: '/api/staff/sellers', cookies: { sid: staff.sid } })).statusCode).toBe(403);
  });

  it('ends the sessions of a removed account on the next request', async () => {
    const { userNo, sid } = await buildUser(first, database);
    expect((await me(second, sid)).statusCode).toBe(200);
    await database.query('DELETE FROM users WHERE user_no = $1', [userNo]);
    expect((await me(second, sid)).statusCode).toBe(401);
  });

  it('ends a session at its expiry, moved in the database or reached while kept in memory', async () => {
    const { userNo, sid } = await buildUser(first, database);
    expect((await me(second, sid)).statusCode).toBe(200);
    await database.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_no = $1", [userNo]);
    expect((await me(second, sid)).statusCode).toBe(401);

    const kept = await buildUser(first, database);
    // Ends a second from now: moving the expiry moves the version, so the copy read next is labelled after it.
    await database.query("UPDATE sessions SET expires_at = now() + interval '1 second' WHERE user_no = $1", [
      kept.userNo,
    ]);
    expect((await me(second, kept.sid)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Nothing moved the version; the copy in memory is not used past the session's end.
    expect((await me(second, kept.sid)).statusCode).toBe(401);
  });
});
