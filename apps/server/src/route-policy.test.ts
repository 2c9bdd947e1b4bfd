import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { createTestHarness } from './test/app.ts';
import { clientHash, loginCookie } from './modules/users/test-helpers.ts';
import { toBase64 } from '@market/domain';

/**
 * Deny by default: every route of the API either is listed here as open to visitors, or refuses a visitor with 401
 * before it looks at the input. A new route is refused until someone decides, here, that visitors may use it.
 */
const OPEN_TO_VISITORS = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/pages/detail',
  'GET /api/media/{*}',
  'GET /api/items/search',
  'GET /api/items/maker',
  'GET /api/items/makers',
  'GET /api/items/model',
  'GET /api/items/detail-model',
  'GET /api/items/forms',
  'GET /api/items/form-detail',
  'GET /api/items/capacity',
  'GET /api/items/special-maker',
  'GET /api/items/special-model',
  'GET /api/items/car-custom-shop-maker',
  'GET /api/items/car-custom-shop-model',
  'GET /api/items/car-custom-shop-detail-model',
  'GET /api/items/years',
  'GET /api/items/transmissions',
  'GET /api/items/fuels',
  'GET /api/items/drives',
  'GET /api/items/locations',
  'GET /api/items/colors',
  'GET /api/items/products',
  'GET /api/items/options',
  'GET /api/items/commission',
  'GET /api/items/find',
  // The condition record, masked for a visitor as the rest of the detail (docs/decisions/0251).
  'GET /api/items/condition',
  'GET /api/import-rules/verdict',
  'GET /api/landed-cost/estimate',
  'GET /api/inquirys/countries',
  'GET /api/inquirys/port',
  'GET /api/inquirys/vessel',
  // The exchange rates of indicative prices: the same for everyone, cached (docs/decisions/0266).
  'GET /api/currency-rates',
  // A buyer holding an invoice from an e-mail checks it without an account (docs/decisions/0150).
  'GET /api/verify/{code}',
  // An alert's one-click unsubscribe link: its signature is the proof, no login (docs/decisions/0262).
  'GET /api/alerts/unsubscribe',
  // A listing's seller's ratings: average, count and texts, no buyer named (docs/decisions/0258).
  'GET /api/seller-ratings',
  // Accounts: what a visitor needs to become a member or get back in.
  'POST /api/user/login',
  'POST /api/user/logout',
  'POST /api/user/register',
  'POST /api/user/upload-attached-file',
  'POST /api/user/check-id-duplicate',
  'POST /api/user/check-email-duplicate',
  'POST /api/user/check-phone-duplicate',
  'POST /api/user/find-id',
  'POST /api/user/find-pw',
  'POST /api/user/verification/send',
  'POST /api/user/verification/verify',
  'PUT /api/user/password',
  'GET /api/user/thumbnail/{name}',
]);

/**
 * Open routes whose answer depends on who asks (a visitor included), with a request that reaches the handler. Every
 * route that is not open is personal too: it answers only the session's user.
 */
const PERSONAL_OPEN: Record<string, (itemNo: number) => { url: string; payload?: object }> = {
  'GET /api/pages/detail': (itemNo) => ({ url: `/api/pages/detail?itemNo=${itemNo}` }),
  'GET /api/items/search': () => ({ url: '/api/items/search' }),
  'GET /api/inquirys/vessel': (itemNo) => ({ url: `/api/inquirys/vessel?portNo=1&itemNo=${itemNo}` }),
  'GET /api/import-rules/verdict': (itemNo) => ({ url: `/api/import-rules/verdict?itemNo=${itemNo}&countryCode=KE` }),
  'GET /api/landed-cost/estimate': (itemNo) => ({ url: `/api/landed-cost/estimate?itemNo=${itemNo}&countryCode=KE` }),
  'POST /api/user/login': () => ({
    url: '/api/user/login',
    payload: { id: toBase64('demo-buyer'), pw: clientHash('demo1234') },
  }),
  'POST /api/user/logout': () => ({ url: '/api/user/logout' }),
};
/** Public answers that must stay cacheable. */
const PUBLIC_SAMPLES = [
  '/api/health',
  '/api/items/makers?category=1',
  '/api/inquirys/countries',
  '/api/currency-rates',
];
/** Staff-only: every route under /api/staff, and only those, refuses a signed-in buyer with 403. */
const STAFF_ONLY = /^\/api\/staff\//;
/** The request queue (docs/decisions/0075): must exist, and be staff-only like the rest. */
const REQUEST_QUEUE_ROUTES = [
  'GET /api/staff/requests',
  'GET /api/staff/requests/{ccsNo}',
  'GET /api/staff/requests/{ccsNo}/images/{index}',
  'POST /api/staff/requests/{ccsNo}/reply',
];

let app: FastifyInstance;
let database: Database;
let routes: string[] = [];
let buyerSid = '';

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  buyerSid = await loginCookie(app, 'demo-buyer');
  const document = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => app.close());

describe('route policy', () => {
  it('lists no open route that does not exist', () => {
    expect([...OPEN_TO_VISITORS].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('refuses a visitor with 401 on every other route, before reading the input', async () => {
    const open: string[] = [];
    for (const route of routes.filter((candidate) => !OPEN_TO_VISITORS.has(candidate))) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401) open.push(`${route} answered ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('marks every personal answer private, not stored, varying by cookie; public answers stay cacheable', async () => {
    const [item] = await database.query<{ item_no: string }>('SELECT item_no FROM items WHERE flag = 0 LIMIT 1');
    const itemNo = Number(item!.item_no);
    const staff = await loginCookie(app, 'demo-staff');
    const missing: string[] = [];
    const check = async (route: string, request: { url: string; payload?: object }, sid?: string) => {
      const method = route.split(' ')[0] as 'GET';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await app.inject({
        method,
        url: request.url,
        cookies: sid ? { sid } : {},
        ...(hasBody ? { payload: request.payload ?? {} } : {}),
      });
      const vary = String(response.headers.vary ?? '');
      if (response.headers['cache-control'] !== 'private, no-store' || !/\bCookie\b/.test(vary)) {
        missing.push(
          `${route} (${sid ? 'logged in' : 'visitor'}, ${response.statusCode}): ${response.headers['cache-control']}; ${vary}`,
        );
      }
    };
    for (const route of routes.filter((candidate) => !OPEN_TO_VISITORS.has(candidate))) {
      const [, path] = route.split(' ') as [string, string];
      // A number no object has: a DELETE must not remove seeded data (files are shared by the run's test files).
      await check(route, { url: path.replace(/\{[^}]+\}/g, '999999999') }, staff);
    }
    for (const [route, request] of Object.entries(PERSONAL_OPEN)) {
      expect(routes).toContain(route);
      await check(route, request(itemNo));
      await check(route, request(itemNo), await loginCookie(app, 'demo-buyer'));
    }
    expect(missing).toEqual([]);
    for (const url of PUBLIC_SAMPLES) {
      const response = await app.inject({ url, cookies: { sid: staff } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'] ?? '', url).not.toMatch(/private|no-store/);
    }
  });

  it('refuses a buyer with 403 on every staff route, the custom and quotation request queue included', async () => {
    const staffRoutes = routes.filter((route) => STAFF_ONLY.test(route.split(' ')[1]!));
    expect(staffRoutes).toEqual(expect.arrayContaining(REQUEST_QUEUE_ROUTES));
    const open: string[] = [];
    for (const route of staffRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        cookies: { sid: buyerSid },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 403) open.push(`${route} answered ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
