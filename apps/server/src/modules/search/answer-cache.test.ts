import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { createAnswerCache } from './answer-cache.ts';

// Search answers kept in memory while the listing version holds (decision 0175): every write shows on the next
// answer, and an audience never gets another's answer.
let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-pending', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  user?: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, headers, cookies: user ? { sid: sid[user]! } : {}, ...(payload ? { payload } : {}) });

async function search(query: string, user?: string): Promise<SearchResponse> {
  const response = await call('GET', `/api/items/search?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

interface Listing {
  itemNo: number;
  query: string;
  version: number;
}

/** A listed, public car of demo-seller and a search whose first page holds it (its maker, model and year). */
async function sellersListing(offset: number): Promise<Listing> {
  const [row] = await database.query<Record<string, number>>(
    `SELECT i.item_no, i.maker_no, i.model_no, i.year, i.version FROM items i JOIN users u ON u.user_no = i.seller_no
     WHERE u.user_id = 'demo-seller' AND i.flag = 0 AND NOT i.secret AND i.category = 1
     ORDER BY i.item_no LIMIT 1 OFFSET ${offset}`,
  );
  const { item_no, maker_no, model_no, year, version } = row!;
  const query = `maker=${maker_no}&model=${model_no}&yearFrom=${year}&yearTo=${year}&size=60`;
  return { itemNo: Number(item_no), query, version: Number(version) };
}

const card = (body: SearchResponse, itemNo: number) => body.items.find((item) => item.itemNo === itemNo);

describe('search answers kept while the listing version holds', () => {
  it('shows a seller’s new price on the next answer', async () => {
    const { itemNo, query } = await sellersListing(0);
    const before = card(await search(query, 'demo-buyer'), itemNo)!;
    expect(card(await search(query, 'demo-buyer'), itemNo)).toEqual(before);
    const price = Number(before.sellPrice) + 100;
    const changed = await call('PUT', '/api/items/price', 'demo-seller', { itemNo, price });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(card(await search(query, 'demo-buyer'), itemNo)?.sellPrice).toBe(price);
  });

  it('drops a listing staff delete, and a listing hand-run SQL hides from visitors, from the next answer', async () => {
    const deleted = await sellersListing(1);
    expect(card(await search(deleted.query), deleted.itemNo)).toBeDefined();
    expect(card(await search(deleted.query, 'demo-buyer'), deleted.itemNo)).toBeDefined();
    const response = await call('PUT', `/api/staff/items/${deleted.itemNo}/flag`, 'demo-staff', {
      flag: 4,
      reason: 'Duplicate listing',
      version: deleted.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(card(await search(deleted.query), deleted.itemNo)).toBeUndefined();
    expect(card(await search(deleted.query, 'demo-buyer'), deleted.itemNo)).toBeUndefined();

    const secret = await sellersListing(2);
    expect(card(await search(secret.query), secret.itemNo)).toBeDefined();
    await database.query(`UPDATE items SET secret = true WHERE item_no = ${secret.itemNo}`);
    expect(card(await search(secret.query), secret.itemNo)).toBeUndefined();
    expect(card(await search(secret.query, 'demo-buyer'), secret.itemNo)).toMatchObject({ masked: false });
  });

  it('never gives a visitor or a pending account the answer kept for a member, nor the reverse', async () => {
    const [row] = await database.query<Record<string, number>>(
      `SELECT item_no, maker_no, model_no, year FROM items WHERE flag IN (0, 2, 3) AND secret AND category = 1
       ORDER BY item_no LIMIT 1`,
    );
    const { item_no, maker_no, model_no, year } = row!;
    const query = `maker=${maker_no}&model=${model_no}&yearFrom=${year}&yearTo=${year}`;
    const orders = [
      ['demo-buyer', undefined, 'demo-pending'],
      [undefined, 'demo-pending', 'demo-buyer'],
    ];
    for (const [index, order] of orders.entries()) {
      for (const user of order) {
        // Each order its own page size, so the first of each asks a query nobody asked before.
        const body = await search(`${query}&size=${50 + index}`, user);
        const member = user === 'demo-buyer';
        expect(body.items.length).toBeGreaterThan(0);
        for (const item of body.items) {
          expect(item.masked).toBe(!member);
          if (!member) expect(item).toMatchObject({ sellPrice: null, mileage: null, cc: null, engFuelName: null });
        }
        expect(body.items.some((item) => item.itemNo === Number(item_no))).toBe(member);
      }
    }
  });

  it('keeps every answer private, no-store and varying by cookie, kept or not, and sends the kept compressed forms', async () => {
    const query = '/api/items/search?sort=newest&size=40';
    for (const user of [undefined, 'demo-buyer']) {
      const plain = await call('GET', query, user);
      for (const encoding of ['br', 'gzip', 'br', 'gzip;q=1, br;q=0.5', 'identity'] as const) {
        const response = await call('GET', query, user, undefined, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(String(response.headers.vary)).toMatch(/Cookie/);
        const expected = encoding.startsWith('gzip') ? 'gzip' : encoding === 'identity' ? undefined : 'br';
        expect(response.headers['content-encoding']).toBe(expected);
        if (expected) expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
        const raw = response.rawPayload;
        const text = (
          expected === 'br' ? zlib.brotliDecompressSync(raw) : expected === 'gzip' ? zlib.gunzipSync(raw) : raw
        ).toString('utf8');
        expect(text).toBe(plain.body);
      }
    }
  });
});

describe('the answer cache', () => {
  const basis = (listingVersion: number, snapshot: object = catalog) => ({ listingVersion, snapshot });
  const catalog = {};

  it('writes an answer once per key and basis, again when the version or the catalog moves', async () => {
    const cache = createAnswerCache(1_000_000);
    let written = 0;
    const write = async () => `answer ${++written}`;
    expect((await cache.get('a', basis(1), write)).encoded('identity').toString()).toBe('answer 1');
    expect((await cache.get('a', basis(1), write)).encoded('identity').toString()).toBe('answer 1');
    expect((await cache.get('a', basis(2), write)).encoded('identity').toString()).toBe('answer 2');
    expect((await cache.get('a', basis(2), write)).encoded('identity').toString()).toBe('answer 2');
    expect((await cache.get('a', basis(2, {}), write)).encoded('identity').toString()).toBe('answer 3');
    expect((await cache.get('b', basis(2, {}), write)).encoded('identity').toString()).toBe('answer 4');
  });

  it('shares one writing between requests that miss at once, and keeps no failed writing', async () => {
    const cache = createAnswerCache(1_000_000);
    let written = 0;
    const write = async () => `answer ${++written}`;
    const [first, second] = await Promise.all([cache.get('a', basis(1), write), cache.get('a', basis(1), write)]);
    expect(first).toBe(second);
    await expect(cache.get('b', basis(1), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('b', basis(1), write)).encoded('identity').toString()).toBe('answer 2');
  });

  it('drops the least recently served answers past its bytes, compressed forms counted', async () => {
    const cache = createAnswerCache(3_000);
    const text = (letter: string) => async () => letter.repeat(1_000);
    await cache.get('a', basis(1), text('a'));
    await cache.get('b', basis(1), text('b'));
    await cache.get('a', basis(1), text('x'));
    await cache.get('c', basis(1), text('c'));
    expect(cache.heldBytes()).toBe(3_000);
    const kept = await cache.get('a', basis(1), text('x'));
    expect(kept.encoded('identity').toString()).toBe('a'.repeat(1_000));
    // A compressed form adds its bytes: the least recently served (b) goes.
    const br = kept.encoded('br');
    expect(kept.encoded('br')).toBe(br);
    expect(cache.size()).toBe(2);
    expect(cache.heldBytes()).toBe(2_000 + br.length);
    expect((await cache.get('b', basis(1), text('y'))).encoded('identity').toString()).toBe('y'.repeat(1_000));
  });
});
