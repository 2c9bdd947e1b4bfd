import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBase64 } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import {
  clientHash,
  createAccountsTestApp,
  DEMO_PASSWORD,
  lastCode,
  login,
  loginCookie,
  registerToken,
  sessionCookie,
} from './test-helpers.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createAccountsTestApp());
});

afterAll(async () => {
  await app.close();
});

function buyer(email: string, token: string, overrides: Record<string, unknown> = {}) {
  return {
    userInfo: {
      userFlag: 0,
      userId: email.split('@')[0],
      pw: clientHash('secret123'),
      name: 'Ana Lopez',
      email,
      phone: `+5691${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      countryCode: 'CL',
      verificationToken: token,
      ...overrides,
    },
  };
}

describe('login, me and logout', () => {
  it('logs a demo buyer in with Base64 id and SHA-256 pw, and reports the user', async () => {
    const response = await login(app, 'demo-buyer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: 'demo-buyer', userFlag: 0, admission: true, partners: false });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.json()).not.toHaveProperty('passwordHash');

    const me = await app.inject({ url: '/api/user/me', cookies: { sid: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: 'demo-buyer', name: 'Demo Buyer', staff: false });
  });

  it('answers 401 to /me without a session', async () => {
    expect((await app.inject('/api/user/me')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/me', cookies: { sid: 'made-up' } })).statusCode).toBe(401);
  });

  it('answers an unknown id and a wrong password alike', async () => {
    const unknown = await login(app, 'nobody-here', 'whatever1', '10.1.0.1');
    const wrong = await login(app, 'demo-seller', 'whatever1', '10.1.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ code: 'LOGIN_FAILED', message: 'The ID or password is not correct.' });
  });

  it('refuses a malformed login with 400', async () => {
    const badBase64 = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: '***', pw: clientHash('x') },
    });
    expect(badBase64.statusCode).toBe(400);
    const plainPassword = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: toBase64('demo-buyer'), pw: 'demo1234' },
    });
    expect(plainPassword.statusCode).toBe(400);
    expect(plainPassword.json().fields).toHaveProperty('pw');
  });

  it('rotates the session at login and refuses a logged-out cookie', async () => {
    const first = await loginCookie(app, 'demo-partner');
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      cookies: { sid: first },
      payload: { id: toBase64('demo-partner'), pw: clientHash(DEMO_PASSWORD) },
    });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await app.inject({ url: '/api/user/me', cookies: { sid: first } })).statusCode).toBe(401);

    const logout = await app.inject({ method: 'POST', url: '/api/user/logout', cookies: { sid: second } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await app.inject({ url: '/api/user/me', cookies: { sid: second } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/info', cookies: { sid: second } })).statusCode).toBe(401);
  });

  it('keeps only the SHA-256 of session tokens and argon2id with OWASP parameters for passwords', async () => {
    const sid = await loginCookie(app, 'demo-staff');
    const sessions = await database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.some((s) => s.token_hash === sid)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    const [user] = await database.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE user_id = 'demo-staff'",
    );
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('ends a session after the idle timeout', async () => {
    const sid = await loginCookie(app, 'demo-dealer');
    await database.query("UPDATE sessions SET last_seen_at = now() - interval '13 hours'");
    expect((await app.inject({ url: '/api/user/me', cookies: { sid } })).statusCode).toBe(401);
  });

  it('delays an account at an address after 5 failures, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.2.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { id: toBase64('demo-pending'), pw: clientHash(`wrong${i}`) },
      });
      expect(response.statusCode).toBe(401);
    }
    // Now the account waits at this address, even with the right password; the owner elsewhere does not.
    const blocked = await login(app, 'demo-pending', DEMO_PASSWORD, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect((await login(app, 'demo-pending', DEMO_PASSWORD, '10.2.0.9')).statusCode).toBe(200);
    // The same for an id that does not exist: nothing tells the two apart.
    for (let i = 0; i < 5; i++) await login(app, 'ghost-user', `wrong${i}`, '10.2.0.3');
    expect((await login(app, 'ghost-user', 'wrong9', '10.2.0.3')).statusCode).toBe(429);
  });

  it('locks an address out after 30 failures on any accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await login(app, `someone${i}`, 'wrong1', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('register with an emailed code', () => {
  it('registers a buyer who is logged in at once with admission granted', async () => {
    const email = 'ana.lopez@example.org';
    const token = await registerToken(app, database, email);
    const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: buyer(email, token) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userId: 'ana.lopez', userFlag: 0, admission: true, countryCode: 'CL' });
    const me = await app.inject({ url: '/api/user/me', cookies: { sid: sessionCookie(response) } });
    expect(me.json().userId).toBe('ana.lopez');
    expect((await login(app, 'ana.lopez', 'secret123')).statusCode).toBe(200);
  });

  it('refuses a reused token, a wrong one and a token for another address', async () => {
    const email = 'reuse@example.org';
    const token = await registerToken(app, database, email);
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/register', payload: buyer(email, token) })).statusCode,
    ).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: buyer('reuse2@example.org', token, { userId: 'reuse2' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFICATION_FAILED');
    const made = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: buyer('xyz3@example.org', 'not-a-token'),
    });
    expect(made.json().code).toBe('VERIFICATION_FAILED');
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const email = 'tries@example.org';
    await app.inject({
      method: 'POST',
      url: '/api/user/verification/send',
      payload: { channel: 'email', target: email },
    });
    const code = await lastCode(database, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/verification/verify',
        remoteAddress: '10.4.0.1',
        payload: { purpose: 'register', target: email, code: wrong },
      });
      expect(response.statusCode).toBe(400);
    }
    const right = await app.inject({
      method: 'POST',
      url: '/api/user/verification/verify',
      remoteAddress: '10.4.0.1',
      payload: { purpose: 'register', target: email, code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('VERIFICATION_FAILED');
  });

  it('refuses an expired code and a used one', async () => {
    const email = 'old@example.org';
    await app.inject({
      method: 'POST',
      url: '/api/user/verification/send',
      payload: { channel: 'email', target: email },
    });
    const code = await lastCode(database, email);
    await database.query("UPDATE verification_codes SET expires_at = now() - interval '1 minute' WHERE target = $1", [
      email,
    ]);
    const expired = await app.inject({
      method: 'POST',
      url: '/api/user/verification/verify',
      payload: { purpose: 'register', target: email, code },
    });
    expect(expired.statusCode).toBe(400);

    await app.inject({
      method: 'POST',
      url: '/api/user/verification/send',
      payload: { channel: 'email', target: email },
    });
    const fresh = await lastCode(database, email);
    const verify = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/verification/verify',
        payload: { purpose: 'register', target: email, code: fresh },
      });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(400);
  });
});

describe('register: the codes and the fields', () => {
  it('stores codes only as hashes, mails them in the request language, and limits sends per e-mail address', async () => {
    const email = 'many@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/verification/send?lang=3',
        remoteAddress: '10.5.0.1',
        payload: { channel: 'email', target: email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [mail] = await database.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(mail?.subject).toContain('رمز التحقق');
    const code = mail?.body.match(/\d{6}/)?.[0] ?? '';
    const stored = await database.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_codes WHERE target = $1',
      [email],
    );
    expect(stored.every((row) => !row.code_hash.includes(code))).toBe(true);
  });

  it('validates fields with the spec messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userInfo: {
          userFlag: 0,
          userId: 'has space',
          pw: clientHash('x'),
          name: 'A1',
          email: 'not-an-email',
          phone: 'abc',
          countryCode: 'CL',
          verificationToken: 'x',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'userInfo.userId': 'Blanks are not allowed',
      'userInfo.name': 'Names are 2 to 100 characters: letters of any language, spaces, hyphens, apostrophes and dots.',
      'userInfo.email': 'Please enter your address correctly. (example, example@email.com)',
      'userInfo.phone': 'The phone number format is incorrect.',
    });
    const short = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: buyer('short@example.org', 'x', { phone: '12', name: '' }),
    });
    expect(short.json().fields).toMatchObject({
      'userInfo.phone': 'Enter the correct phone number.',
      'userInfo.name': 'Required field',
    });
  });

  it('refuses a taken id, email or phone with 409 naming the field', async () => {
    const email = 'dupe@example.org';
    const token = await registerToken(app, database, email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: buyer(email, token, { userId: 'Demo-Buyer' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_IN_USE', fields: { 'userInfo.userId': 'Already in use' } });
    // The token was not spent by the failed attempt.
    const retry = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: buyer(email, token, { userId: 'dupe-ok' }),
    });
    expect(retry.statusCode).toBe(201);
  });

  it('requires company info for sellers, and a claimed uploaded document', async () => {
    const email = 'seller@example.org';
    const token = await registerToken(app, database, email);
    const noCompany = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: buyer(email, token, { userFlag: 1, userId: 'seller-one' }),
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().fields).toHaveProperty('companyInfo');
    const badFile = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        ...buyer(email, token, { userFlag: 1, userId: 'seller-one' }),
        companyInfo: {
          companyName: 'Seoul Motors',
          businessNumber: '123-45-67890',
          companyAddress: 'Incheon',
          companyPhone: '+82 32 000 0000',
          attachedFile: 'never-uploaded.pdf',
        },
      },
    });
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().fields).toHaveProperty(['companyInfo.attachedFile']);
  });
});

describe('duplicate checks', () => {
  it('answers whether an id, email or phone (Base64) is usable', async () => {
    const check = (path: string, payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/user/${path}`, payload });
    expect((await check('check-id-duplicate', { id: toBase64('demo-buyer') })).json()).toEqual({ usable: false });
    expect((await check('check-id-duplicate', { id: toBase64('DEMO-BUYER') })).json()).toEqual({ usable: false });
    expect((await check('check-id-duplicate', { id: toBase64('fresh-id') })).json()).toEqual({ usable: true });
    expect((await check('check-email-duplicate', { email: toBase64('Demo-Seller@example.com') })).json()).toEqual({
      usable: false,
    });
    expect((await check('check-phone-duplicate', { phone: toBase64('+82 1000 0000 01') })).json()).toEqual({
      usable: false,
    });
    expect((await check('check-phone-duplicate', { phone: toBase64('+82 99 1234 5678') })).json()).toEqual({
      usable: true,
    });
    expect((await check('check-id-duplicate', { id: 'not base64!' })).statusCode).toBe(400);
    expect((await check('check-email-duplicate', { email: toBase64('nope') })).statusCode).toBe(400);
  });

  it('rate limits duplicate checks per address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/user/check-id-duplicate',
          remoteAddress: '10.6.0.1',
          payload: { id: toBase64(`probe${i}`) },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('find id and find password', () => {
  it('mails the id when every detail matches, and answers the same otherwise', async () => {
    const match = await app.inject({
      method: 'POST',
      url: '/api/user/find-id',
      remoteAddress: '10.7.0.1',
      payload: { userType: 1, name: 'Demo Seller', email: 'demo-seller@example.com', phone: '+821000000003' },
    });
    const miss = await app.inject({
      method: 'POST',
      url: '/api/user/find-id',
      remoteAddress: '10.7.0.1',
      payload: { userType: 0, name: 'Demo Seller', email: 'demo-seller@example.com', phone: '+821000000003' },
    });
    expect(match.statusCode).toBe(200);
    expect(match.body).toBe(miss.body);
    const mails = await database.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [
      'demo-seller@example.com',
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('demo-seller');
  });

  it('changes a forgotten password with a mailed code, ending every session', async () => {
    const { userId, email, phone, sid: oldSession } = await buildUser(app, database);
    const details = { userType: 0, id: userId, email, phone };
    const sent = await app.inject({
      method: 'POST',
      url: '/api/user/find-pw',
      remoteAddress: '10.8.0.1',
      payload: details,
    });
    expect(sent.json()).toEqual({ sent: true });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/find-pw',
      remoteAddress: '10.8.0.1',
      payload: { ...details, id: 'no-such-user' },
    });
    expect(unknown.body).toBe(sent.body);

    const code = await lastCode(database, email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/user/verification/verify',
      payload: { purpose: 'password', target: userId, code },
    });
    expect(verified.statusCode).toBe(200);
    const { verificationToken } = verified.json();
    // A register-purpose check of the same code does not pass.
    const change = (token: string, id = userId) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/password',
        payload: { id, pw: clientHash('newpass123'), verificationToken: token },
      });
    expect((await change(verificationToken, 'demo-seller')).statusCode).toBe(400);
    expect((await change(verificationToken)).statusCode).toBe(204);
    expect((await change(verificationToken)).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/user/me', cookies: { sid: oldSession } })).statusCode).toBe(401);
    expect((await login(app, userId, 'newpass123')).statusCode).toBe(200);
    expect((await login(app, userId, DEMO_PASSWORD, '10.8.0.2')).statusCode).toBe(401);
  });
});

describe('logged-in password change, user info and thumbnail', () => {
  it('changes the password with the current one and renews the session', async () => {
    const dealer = await buildUser(app, database, { userFlag: 2, companyName: 'Test Trading' });
    const other = dealer.sid;
    const sid = await loginCookie(app, dealer.userId);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/user/password/reset',
      cookies: { sid },
      payload: { currentPw: clientHash('nope1234'), newPw: clientHash('dealer999') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPw: 'The current password is not correct.' });
    const someoneElse = await app.inject({
      method: 'PUT',
      url: '/api/user/password/reset',
      cookies: { sid },
      payload: { userNo: 1, currentPw: clientHash(DEMO_PASSWORD), newPw: clientHash('dealer999') },
    });
    expect(someoneElse.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/user/password/reset',
      cookies: { sid },
      payload: { language: 3, currentPw: clientHash(DEMO_PASSWORD), newPw: clientHash('dealer999') },
    });
    expect(ok.statusCode).toBe(200);
    const renewed = sessionCookie(ok);
    expect((await app.inject({ url: '/api/user/me', cookies: { sid } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/me', cookies: { sid: other } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/me', cookies: { sid: renewed } })).statusCode).toBe(200);
  });

  it('reads and updates user info, refusing another userNo and protected fields', async () => {
    const sid = await loginCookie(app, 'demo-seller');
    const info = await app.inject({ url: '/api/user/info', cookies: { sid } });
    expect(info.json()).toMatchObject({ userId: 'demo-seller', companyName: 'Demo Motors', emailRecive: false });
    const me = info.json().userNo as number;
    const update = await app.inject({
      method: 'PUT',
      url: '/api/user/info',
      cookies: { sid },
      payload: {
        userNo: me,
        emailRecive: true,
        smsRecive: false,
        content: 'Hello',
        fax: '+82 2 123 4567',
        admission: false,
        userFlag: 2,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      emailRecive: true,
      content: 'Hello',
      fax: '+82 2 123 4567',
      userFlag: 1,
      admission: true,
    });
    const other = await app.inject({
      method: 'PUT',
      url: '/api/user/info',
      cookies: { sid },
      payload: { userNo: me + 1, emailRecive: true, smsRecive: true, content: '', fax: '' },
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/user/info', payload: { emailRecive: true, smsRecive: true } }))
        .statusCode,
    ).toBe(401);
  });
});
