import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteListSchema, savedSearchSchema, type FavouriteList } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildUser, type UserOverrides } from '../../test/factories.ts';
import { lastCode } from '../users/test-helpers.ts';
import { copyListing } from './test-listing.ts';

let app: FastifyInstance;
let database: Database;
let listing: { itemNo: number; makerNo: number; modelNo: number };

beforeAll(async () => {
  ({ app, database } = await createTestHarness({ devOutbox: true }));
  listing = await copyListing(database);
});
afterAll(() => app.close());

/** Every role of an account, each a new account of its own. */
const ROLES: Record<string, UserOverrides> = {
  buyer: {},
  seller: { userFlag: 1 },
  dealer: { userFlag: 2, partners: true, secret: true },
  staff: { staff: true },
  'pending seller': { userFlag: 1, admission: false },
};

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (sid: string | undefined, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), cookies: sid ? { sid } : {} });

const searchBody = (name: string, filters: object = { category: 1, maker: listing.makerNo }) => ({
  name,
  filters,
  frequency: 'daily',
});

describe('favourites', () => {
  it('refuses a visitor on every route but the unsubscribe link (401)', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/favourites'],
      ['PUT', `/api/favourites/${listing.itemNo}`],
      ['DELETE', `/api/favourites/${listing.itemNo}`],
      ['POST', '/api/favourites/merge', { itemNos: [listing.itemNo] }],
      ['GET', '/api/saved-searches'],
      ['POST', '/api/saved-searches', searchBody('x')],
      ['PUT', '/api/saved-searches/1', searchBody('x')],
      ['DELETE', '/api/saved-searches/1'],
      ['GET', '/api/alerts/settings'],
      ['PUT', '/api/alerts/settings', { favouriteAlerts: true, sms: false }],
      ['POST', '/api/alerts/phone/code'],
      ['POST', '/api/alerts/phone/verify', { code: '123456' }],
    ];
    for (const [method, url, payload] of routes)
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it.each(Object.entries(ROLES))(
    'keeps, lists and removes the favourites of a %s, never another’s',
    async (_, role) => {
      const owner = await buildUser(app, database, role);
      const other = await buildUser(app, database);
      const added = await call(owner.sid, 'PUT', `/api/favourites/${listing.itemNo}`);
      expect(added.statusCode).toBe(200);
      const list = favouriteListSchema.parse(added.json());
      expect(list.itemNos).toEqual([listing.itemNo]);
      const [favourite] = list.favourites;
      expect(favourite).toMatchObject({ itemNo: listing.itemNo, status: 'available' });
      // The price as the search shows it: masked (null) for an account waiting for approval.
      if (role.admission === false) expect(favourite!.price).toBeNull();
      else expect(favourite!.price).toBeGreaterThan(0);
      // Again: no change.
      expect((await call(owner.sid, 'PUT', `/api/favourites/${listing.itemNo}`)).json().itemNos).toEqual([
        listing.itemNo,
      ]);

      expect((await call(other.sid, 'GET', '/api/favourites')).json()).toEqual({ favourites: [], itemNos: [] });
      expect((await call(other.sid, 'DELETE', `/api/favourites/${listing.itemNo}`)).statusCode).toBe(404);
      expect((await call(owner.sid, 'GET', '/api/favourites')).json().itemNos).toEqual([listing.itemNo]);

      expect((await call(owner.sid, 'DELETE', `/api/favourites/${listing.itemNo}`)).json()).toEqual({
        favourites: [],
        itemNos: [],
      });
    },
  );

  it('answers 404 for a listing that does not exist, is deleted, or is secret to an account waiting for approval', async () => {
    const buyer = await buildUser(app, database);
    const pending = await buildUser(app, database, { userFlag: 1, admission: false });
    const secret = await copyListing(database, { secret: true });
    const deleted = await copyListing(database);
    await database.query('UPDATE items SET flag = 1 WHERE item_no = $1', [deleted.itemNo]);
    for (const itemNo of [999_999_999, deleted.itemNo]) {
      const response = await call(buyer.sid, 'PUT', `/api/favourites/${itemNo}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ITEM_NOT_FOUND');
    }
    expect((await call(pending.sid, 'PUT', `/api/favourites/${secret.itemNo}`)).statusCode).toBe(404);
    expect((await call(buyer.sid, 'PUT', `/api/favourites/${secret.itemNo}`)).statusCode).toBe(200);
    const bad = await call(buyer.sid, 'PUT', '/api/favourites/abc?lang=4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[а-я]/i);
  });

  it('merges a visitor’s browser favourites at login, leaving out what the account may not keep', async () => {
    const pending = await buildUser(app, database, { userFlag: 1, admission: false });
    const secret = await copyListing(database, { secret: true });
    const deleted = await copyListing(database);
    await database.query('UPDATE items SET flag = 1 WHERE item_no = $1', [deleted.itemNo]);
    const merged = await call(pending.sid, 'POST', '/api/favourites/merge', {
      itemNos: [listing.itemNo, secret.itemNo, deleted.itemNo, 999_999_999, listing.itemNo],
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().itemNos).toEqual([listing.itemNo]);
    const tooMany = await call(pending.sid, 'POST', '/api/favourites/merge', {
      itemNos: Array.from({ length: 201 }, (_, index) => index + 1),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('says when a favourite is reserved, sold or deleted', async () => {
    const buyer = await buildUser(app, database);
    const copies = [await copyListing(database), await copyListing(database), await copyListing(database)];
    for (const copy of copies) await call(buyer.sid, 'PUT', `/api/favourites/${copy.itemNo}`);
    for (const [index, flag] of [2, 3, 4].entries())
      await database.query('UPDATE items SET flag = $1 WHERE item_no = $2', [flag, copies[index]!.itemNo]);
    const { favourites } = (await call(buyer.sid, 'GET', '/api/favourites')).json() as FavouriteList;
    const status = Object.fromEntries(favourites.map((favourite) => [favourite.itemNo, favourite]));
    expect(status[copies[0]!.itemNo]).toMatchObject({ status: 'reserved' });
    expect(status[copies[1]!.itemNo]).toMatchObject({ status: 'sold' });
    expect(status[copies[2]!.itemNo]).toMatchObject({ status: 'deleted', price: null, thumbnail: null });
  });
});

describe('saved searches', () => {
  it.each(Object.entries(ROLES))(
    'saves, changes and deletes the searches of a %s; another’s answer 404',
    async (_, role) => {
      const owner = await buildUser(app, database, role);
      const other = await buildUser(app, database);
      const created = await call(owner.sid, 'POST', '/api/saved-searches', searchBody('My trucks'));
      expect(created.statusCode).toBe(201);
      const saved = savedSearchSchema.parse(created.json());
      expect(saved).toMatchObject({
        name: 'My trucks',
        frequency: 'daily',
        sms: false,
        alerts: true,
        lastSentAt: null,
      });

      expect((await call(other.sid, 'GET', '/api/saved-searches')).json()).toEqual([]);
      const changedByOther = await call(other.sid, 'PUT', `/api/saved-searches/${saved.id}`, searchBody('Mine'));
      expect(changedByOther.statusCode).toBe(404);
      expect((await call(other.sid, 'DELETE', `/api/saved-searches/${saved.id}`)).statusCode).toBe(404);

      const changed = await call(owner.sid, 'PUT', `/api/saved-searches/${saved.id}`, {
        ...searchBody('Renamed'),
        frequency: 'instant',
      });
      expect(changed.json()).toMatchObject({ id: saved.id, name: 'Renamed', frequency: 'instant' });
      expect((await call(owner.sid, 'DELETE', `/api/saved-searches/${saved.id}`)).statusCode).toBe(204);
      expect((await call(owner.sid, 'GET', '/api/saved-searches')).json()).toEqual([]);
    },
  );

  it('refuses filters as the search refuses them, in the buyer’s language, and saves nothing', async () => {
    const buyer = await buildUser(app, database);
    const pending = await buildUser(app, database, { userFlag: 1, admission: false });
    const cases: [string, object, number, string][] = [
      [buyer.sid, searchBody('x', { maker: 999_999 }), 400, 'maker'],
      [buyer.sid, searchBody('x', { yearFrom: 2020, yearTo: 2010 }), 400, 'filters.yearTo'],
      [buyer.sid, searchBody('x', { sort: 'newest' }), 400, ''],
      [buyer.sid, { ...searchBody(''), name: '   ' }, 400, 'name'],
      [buyer.sid, { ...searchBody('x'), frequency: 'hourly' }, 400, 'frequency'],
      [pending.sid, searchBody('x', { priceFrom: 1000 }), 403, 'priceFrom'],
    ];
    for (const [sid, body, status, field] of cases) {
      const response = await call(sid, 'POST', '/api/saved-searches?lang=2', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect((await call(buyer.sid, 'GET', '/api/saved-searches')).json()).toEqual([]);
  });
});

describe('alert settings and the phone for texts', () => {
  it('turns texts on only once a code texted to the account’s phone is typed back', async () => {
    const buyer = await buildUser(app, database);
    expect((await call(buyer.sid, 'GET', '/api/alerts/settings')).json()).toEqual({
      favouriteAlerts: true,
      sms: false,
      phoneVerified: false,
    });
    const refused = await call(buyer.sid, 'PUT', '/api/alerts/settings', { favouriteAlerts: true, sms: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('sms');

    expect((await call(buyer.sid, 'POST', '/api/alerts/phone/code')).statusCode).toBe(204);
    const wrong = await call(buyer.sid, 'POST', '/api/alerts/phone/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(buyer.sid, 'POST', '/api/alerts/phone/code')).statusCode).toBe(204);
    const code = await lastCode(database, buyer.phone);
    const verified = await call(buyer.sid, 'POST', '/api/alerts/phone/verify', { code });
    expect(verified.json()).toEqual({ favouriteAlerts: true, sms: true, phoneVerified: true });
    const off = await call(buyer.sid, 'PUT', '/api/alerts/settings', { favouriteAlerts: false, sms: false });
    expect(off.json()).toEqual({ favouriteAlerts: false, sms: false, phoneVerified: true });

    // A changed phone number is not verified any more.
    await database.query(`UPDATE users SET phone = phone || '9' WHERE user_no = $1`, [buyer.userNo]);
    expect((await call(buyer.sid, 'GET', '/api/alerts/settings')).json().phoneVerified).toBe(false);
  });
});

describe('the limit on phone codes', () => {
  it('texts at most 5 phone codes an hour to one account', async () => {
    const buyer = await buildUser(app, database);
    const answers: number[] = [];
    for (let sent = 0; sent < 6; sent++)
      answers.push((await call(buyer.sid, 'POST', '/api/alerts/phone/code')).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('the dev route of the alert job', () => {
  it('runs the job only where the dev outbox is served (never in production)', async () => {
    expect((await call(undefined, 'POST', '/api/dev/alerts/run', {})).json()).toEqual({ queued: expect.any(Number) });
    const { app: plain } = await createTestHarness();
    try {
      expect((await plain.inject({ method: 'POST', url: '/api/dev/alerts/run', payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
