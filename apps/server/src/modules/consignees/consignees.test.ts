import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guard } from '../../platform/auth.ts';
import type { Database } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import { createAccountsTestApp, loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
let seller: string;

const consignee = (overrides: Record<string, unknown> = {}) => ({
  userName: 'Ana Lopez',
  userPhone: '+56 9 1234 5678',
  userEmail: 'ana@example.org',
  userConsigneeName: 'Lopez Import SpA',
  userConsigneeAddress: 'Av. Brasil 1000, Valparaiso',
  userDocumentAddress: 'Av. Brasil 1000, Valparaiso',
  ...overrides,
});

beforeAll(async () => {
  ({ app, database } = await createAccountsTestApp());
  // Routes guarded like later modules will guard theirs.
  app.get('/api/test/seller-only', { preHandler: guard({ roles: ['seller'], admission: true }) }, async () => 'ok');
  app.get('/api/test/partner-only', { preHandler: guard({ roles: ['partner'] }) }, async () => 'ok');
  app.get('/api/test/staff-only', { preHandler: guard({ roles: ['staff'] }) }, async () => 'ok');
  seller = await loginCookie(app, 'demo-seller');
});

afterAll(async () => {
  await app.close();
});

/** A buyer of the test's own, with or without consignees saved: its session and number. */
async function newBuyer(consignees: unknown[] = []) {
  const { sid, userNo } = await buildUser(app, database);
  if (consignees.length > 0) {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user/consignee',
      cookies: { sid },
      payload: { consigneeList: consignees },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  }
  return { buyer: sid, buyerNo: userNo };
}

describe('consignees', () => {
  it('starts empty, with count 0 for the default', async () => {
    const { buyer } = await newBuyer();
    expect((await app.inject({ url: '/api/user/consignee', cookies: { sid: buyer } })).json()).toEqual([]);
    expect((await app.inject({ url: '/api/user/consignee/default', cookies: { sid: buyer } })).json()).toEqual({
      count: 0,
    });
  });

  it('adds, edits, deletes and chooses the default', async () => {
    const { buyer, buyerNo } = await newBuyer();
    const put = (consigneeList: unknown[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/consignee',
        cookies: { sid: buyer },
        payload: { userNo: buyerNo, consigneeList },
      });
    const created = await put([consignee({ flag: 1 }), consignee({ userConsigneeName: 'Second Co' })]);
    expect(created.statusCode).toBe(200);
    const [first, second] = created.json();
    expect(first).toMatchObject({ flag: 1, userConsigneeName: 'Lopez Import SpA', requirement: '' });
    expect(second).toMatchObject({ flag: 0, userConsigneeName: 'Second Co' });

    const def = await app.inject({ url: `/api/user/consignee/default?userNo=${buyerNo}`, cookies: { sid: buyer } });
    expect(def.json()).toMatchObject({ count: 1, uciNo: first.uciNo, userName: 'Ana Lopez' });

    // Make the second the default and edit it; drop the first.
    const edited = await put([{ ...second, flag: 1, userConsigneeAddress: 'Santiago' }]);
    expect(edited.json()).toEqual([{ ...second, flag: 1, userConsigneeAddress: 'Santiago' }]);
    const list = await app.inject({ url: `/api/inquirys/user-consignee?userNo=${buyerNo}`, cookies: { sid: buyer } });
    expect(list.json()).toHaveLength(1);
  });

  it('refuses two defaults and invalid fields with the spec messages', async () => {
    const { buyer } = await newBuyer();
    const two = await app.inject({
      method: 'PUT',
      url: '/api/user/consignee',
      cookies: { sid: buyer },
      payload: { consigneeList: [consignee({ flag: 1 }), consignee({ flag: 1 })] },
    });
    expect(two.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/user/consignee',
      cookies: { sid: buyer },
      payload: { consigneeList: [consignee({ userName: 'A', userEmail: 'x@', userConsigneeName: '  ' })] },
    });
    expect(bad.json().fields).toEqual({
      'consigneeList.0.userName':
        'Names are 2 to 100 characters: letters of any language, spaces, hyphens, apostrophes and dots.',
      'consigneeList.0.userEmail': 'Please enter your address correctly. (example, example@email.com)',
      'consigneeList.0.userConsigneeName': 'Required field',
    });
  });

  it("never shows or changes another user's consignees", async () => {
    const { buyer, buyerNo } = await newBuyer([consignee({ flag: 1 })]);
    const mine = (await app.inject({ url: '/api/user/consignee', cookies: { sid: buyer } })).json();
    const target = mine[0];
    // The seller names the buyer's userNo: refused.
    for (const url of [
      `/api/user/consignee?userNo=${buyerNo}`,
      `/api/user/consignee/default?userNo=${buyerNo}`,
      `/api/inquirys/user-consignee?userNo=${buyerNo}`,
    ]) {
      expect((await app.inject({ url, cookies: { sid: seller } })).statusCode).toBe(403);
    }
    // The seller edits the buyer's consignee by its uciNo: it does not exist for them.
    const steal = await app.inject({
      method: 'PUT',
      url: '/api/user/consignee',
      cookies: { sid: seller },
      payload: { consigneeList: [{ ...target, userName: 'Mallory Smith' }] },
    });
    expect(steal.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/user/consignee', cookies: { sid: buyer } })).json()).toEqual(mine);
    expect((await app.inject({ url: '/api/user/consignee', cookies: { sid: seller } })).json()).toEqual([]);
  });

  it('serializes concurrent saves of one user: every save answers 200 and one default remains', async () => {
    const { buyer: partner } = await newBuyer();
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'PUT',
          url: '/api/user/consignee',
          cookies: { sid: partner },
          payload: { consigneeList: [consignee({ flag: 1, userConsigneeName: `Racer ${i}` }), consignee()] },
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual(Array(10).fill(200));
    const list = (await app.inject({ url: '/api/user/consignee', cookies: { sid: partner } })).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ flag: 1, userConsigneeName: expect.stringMatching(/^Racer \d$/) });
  });

  it('needs a login', async () => {
    expect((await app.inject('/api/user/consignee')).statusCode).toBe(401);
    expect((await app.inject('/api/inquirys/user-consignee')).statusCode).toBe(401);
  });
});

describe('guards and CSRF', () => {
  it('checks role and admission', async () => {
    const { buyer } = await newBuyer();
    const pending = await loginCookie(app, 'demo-pending');
    const partner = await loginCookie(app, 'demo-partner');
    const staff = await loginCookie(app, 'demo-staff');
    const dealer = await loginCookie(app, 'demo-dealer');
    const get = (url: string, sid?: string) => app.inject({ url, cookies: sid ? { sid } : {} });
    expect((await get('/api/test/seller-only')).statusCode).toBe(401);
    expect((await get('/api/test/seller-only', buyer)).statusCode).toBe(403);
    expect((await get('/api/test/seller-only', seller)).statusCode).toBe(200);
    expect((await get('/api/test/seller-only', dealer)).statusCode).toBe(200);
    const waiting = await get('/api/test/seller-only', pending);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().code).toBe('ADMISSION_PENDING');
    expect((await get('/api/test/partner-only', buyer)).statusCode).toBe(403);
    expect((await get('/api/test/partner-only', partner)).statusCode).toBe(200);
    expect((await get('/api/test/staff-only', seller)).statusCode).toBe(403);
    expect((await get('/api/test/staff-only', staff)).statusCode).toBe(200);
  });

  it('refuses cross-site writes with 403 and lets same-origin ones through', async () => {
    const { buyer } = await newBuyer();
    const write = (headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/consignee',
        cookies: { sid: buyer },
        headers: { host: 'market.example', ...headers },
        payload: { consigneeList: [] },
      });
    expect((await write({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await write({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await write({ origin: 'null' })).statusCode).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await write({ origin: 'http://market.example' })).statusCode).toBe(200);
    // Logging in from another site is refused as well (login CSRF).
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { id: 'ZGVtby1idXllcg==', pw: '0'.repeat(64) },
    });
    expect(login.statusCode).toBe(403);
  });
});
