import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestHarness } from '../test/app.ts';
import { loginCookie } from '../modules/users/test-helpers.ts';
import { PUBLIC_MAX_AGE_SECONDS } from './http-cache.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await createTestHarness());
});
afterAll(() => app.close());

describe('HTTP caching of public answers', () => {
  it.each([
    '/api/inquirys/countries',
    '/api/inquirys/port?countryNo=1',
    '/api/items/makers?category=1',
    '/sitemap.xml',
  ])('%s: an ETag and Cache-Control, and 304 without a body when the ETag is asked again', async (url) => {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    const again = await app.inject({ url, headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();

    const other = await app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
  });

  it(`keeps lookups ${PUBLIC_MAX_AGE_SECONDS} s, and a new ETag when the data changes`, async () => {
    const first = await app.inject('/api/inquirys/countries');
    expect(first.headers['cache-control']).toBe(`public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
    await database.query(`UPDATE countries SET eng_country_name = eng_country_name || ' ' WHERE country_code = 'CL'`);
    const changed = await app.inject({
      url: '/api/inquirys/countries',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('marks personal answers private, not stored, varying by cookie, with no ETag', async () => {
    const buyer = await loginCookie(app, 'demo-buyer');
    const [item] = await database.query<{ item_no: string }>(
      'SELECT item_no FROM items WHERE flag = 0 AND NOT secret ORDER BY item_no LIMIT 1',
    );
    for (const cookies of [{}, { sid: buyer }] as Record<string, string>[]) {
      const page = await app.inject({ url: `/api/pages/detail?itemNo=${item!.item_no}`, cookies });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
      expect(page.headers.etag).toBeUndefined();
    }
  });
});
