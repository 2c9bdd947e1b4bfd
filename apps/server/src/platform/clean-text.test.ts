import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBase64 } from '@market/domain';
import type { Database } from '../db/client.ts';
import { createTestHarness } from '../test/app.ts';
import { clientHash, loginCookie } from '../modules/users/test-helpers.ts';
import { badTextPath } from './clean-text.ts';

let app: FastifyInstance;
let database: Database;
const cookies: Record<string, string> = {};
let sellerItem: number;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-seller', 'demo-staff']) cookies[user] = await loginCookie(app, user);
  const [row] = await database.query<{ item_no: string }>(
    "SELECT item_no FROM items WHERE seller_no = (SELECT user_no FROM users WHERE user_id = 'demo-seller') LIMIT 1",
  );
  sellerItem = Number(row!.item_no);
});
afterAll(() => app.close());

const consignee = (userConsigneeName: string) => ({
  userName: 'Ana Lopez',
  userPhone: '+56 9 1234 5678',
  userEmail: 'ana@example.org',
  userConsigneeName,
  userConsigneeAddress: 'Av. Brasil 1000',
  userDocumentAddress: 'Av. Brasil 1000',
});

interface Case {
  name: string;
  user?: string;
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  /** An object is sent as JSON; a string is sent as written (to carry a lone `\ud800` escape). */
  body?: () => unknown;
  field: string;
}

const NUL = '\u0000';
const CASES: Case[] = [
  {
    name: 'login id (Base64 of a NUL)',
    method: 'POST',
    url: '/api/user/login',
    body: () => ({ id: toBase64(`demo${NUL}buyer`), pw: clientHash('demo1234') }),
    field: 'id',
  },
  {
    name: 'consignee name',
    user: 'demo-buyer',
    method: 'PUT',
    url: '/api/user/consignee',
    body: () => ({ consigneeList: [consignee(`Lopez${NUL} SpA`)] }),
    field: 'consigneeList.0.userConsigneeName',
  },
  {
    name: 'custom request (lone surrogate escape in JSON)',
    user: 'demo-buyer',
    method: 'POST',
    url: '/api/inquirys/car-custom-shop',
    body: () => '{"mainContact":"ana\\ud800","makerName":"Kia"}',
    field: 'mainContact',
  },
  {
    name: 'custom request description',
    user: 'demo-buyer',
    method: 'POST',
    url: '/api/inquirys/car-custom-shop',
    body: () => ({ mainContact: 'ana', makerName: 'Kia', description: `red${NUL}` }),
    field: 'description',
  },
  {
    name: 'user info',
    user: 'demo-buyer',
    method: 'PUT',
    url: '/api/user/info',
    body: () => ({ emailRecive: true, smsRecive: false, content: `hello${NUL}` }),
    field: 'content',
  },
  {
    name: 'item memo',
    user: 'demo-seller',
    method: 'PUT',
    url: '/api/items/memo',
    body: () => ({ itemNo: sellerItem, memo: `memo${NUL}` }),
    field: 'memo',
  },
  { name: 'my items keyword', user: 'demo-seller', url: '/api/items/my-items?keyword=a%00', field: 'keyword' },
  { name: 'inquiry list search', user: 'demo-buyer', url: '/api/inquirys/list?search=a%00', field: 'search' },
  { name: 'staff sellers q', user: 'demo-staff', url: '/api/staff/sellers?q=a%00', field: 'q' },
  { name: 'staff items q', user: 'demo-staff', url: '/api/staff/items?q=a%00', field: 'q' },
  { name: 'staff inquiries buyer', user: 'demo-staff', url: '/api/staff/inquiries?buyer=a%00', field: 'buyer' },
  { name: 'custom shop model', url: '/api/items/car-custom-shop-model?makerName=Kia%00', field: 'makerName' },
];

describe('text with NUL or a lone surrogate', () => {
  it.each(CASES)('$name answers 400 naming the field, in the request language', async (c) => {
    const body = c.body?.();
    const response = await app.inject({
      method: c.method ?? 'GET',
      url: `${c.url}${c.url.includes('?') ? '&' : '?'}lang=2`,
      cookies: c.user ? { sid: cookies[c.user]! } : {},
      ...(body === undefined
        ? {}
        : {
            payload: typeof body === 'string' ? body : JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { [c.field]: 'Ce texte contient un caractère non autorisé.' },
    });
  });

  it('answers 400 for a NUL in a multipart field', async () => {
    const payload = `--x\r\nContent-Disposition: form-data; name="order"\r\n\r\np1${NUL}\r\n--x--\r\n`;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/items/image',
      cookies: { sid: cookies['demo-seller']! },
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ order: 'This text contains a character that is not allowed.' });
  });

  it('keeps well-formed text, emoji included', () => {
    expect(badTextPath({ a: ['ok 🚗', { b: 'Ñandú 한국어 عربى' }] })).toBeUndefined();
    expect(badTextPath({ a: ['ok', { b: 'x\ud83d' }] })).toBe('a.1.b');
    expect(badTextPath({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
  });
});
