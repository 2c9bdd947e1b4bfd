import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@market/domain';
import { loadNamespace, lookup } from '@market/i18n';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

/** Custom car and quotation requests: the buyer's list and the staff queue with its reply (docs/decisions/0075). */
let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
const PUBLIC_URL = 'https://cars.example.com';

beforeAll(async () => {
  ({ app, database } = await createTestHarness({ publicUrl: PUBLIC_URL }));
  for (const user of ['demo-buyer', 'demo-partner', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const as = (user: string) => ({ sid: sid[user]! });

async function newRequest(user = 'demo-buyer', makerName = 'Hyundai'): Promise<number> {
  const saved = await app.inject({
    method: 'POST',
    url: '/api/inquirys/car-custom-shop',
    payload: { mainContact: '+56 9 1234 5678', makerName, description: 'Double cab' },
    cookies: as(user),
  });
  expect(saved.statusCode).toBe(201);
  return saved.json().ccsNo;
}

async function addImages(ccsNo: number, count: number, user = 'demo-buyer') {
  const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('ccsNo', String(ccsNo));
  for (let n = 0; n < count; n++) form.append('imageList', new Blob([picture], { type: 'image/jpeg' }), `${n}.jpg`);
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/inquirys/car-custom-shop-image',
    cookies: as(user),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

const mine = async (user = 'demo-buyer') =>
  (await app.inject({ url: '/api/inquirys/car-custom-shop', cookies: as(user) })).json() as {
    ccsNo: number;
    images: number;
    reply: string | null;
    kind: string;
  }[];

async function saleableItem(): Promise<number> {
  const [row] = await database.query<{ item_no: number }>('SELECT item_no FROM items WHERE flag = 0 LIMIT 1');
  return Number(row!.item_no);
}

async function countryWithoutPorts(): Promise<{ countryNo: number; countryCode: string }> {
  const [row] = await database.query<{ country_no: number; country_code: string }>(
    `SELECT country_no, country_code FROM countries c
     WHERE NOT EXISTS (SELECT 1 FROM ports p WHERE p.country_no = c.country_no) ORDER BY country_no LIMIT 1`,
  );
  return { countryNo: Number(row!.country_no), countryCode: row!.country_code };
}

describe("the buyer's request list", () => {
  it('counts the pictures of each request, not of every request', async () => {
    const first = await newRequest();
    const second = await newRequest();
    const other = await newRequest('demo-partner');
    expect((await addImages(first, 2)).json()).toEqual({ ccsNo: first, images: 2 });
    expect((await addImages(second, 1)).json()).toEqual({ ccsNo: second, images: 1 });
    await addImages(other, 3, 'demo-partner');
    const list = await mine();
    expect(list.find((entry) => entry.ccsNo === first)?.images).toBe(2);
    expect(list.find((entry) => entry.ccsNo === second)?.images).toBe(1);
    expect(list.some((entry) => entry.ccsNo === other)).toBe(false);
  });

  it("answers 404 to pictures for another buyer's request", async () => {
    const ccsNo = await newRequest();
    expect((await addImages(ccsNo, 1, 'demo-partner')).statusCode).toBe(404);
    expect((await mine()).find((entry) => entry.ccsNo === ccsNo)?.images).toBe(0);
  });
});

describe('the staff request queue', () => {
  it('is refused to visitors (401) and to every other role (403)', async () => {
    const ccsNo = await newRequest();
    const calls = [
      { method: 'GET' as const, url: '/api/staff/requests' },
      { method: 'GET' as const, url: `/api/staff/requests/${ccsNo}` },
      { method: 'GET' as const, url: `/api/staff/requests/${ccsNo}/images/0` },
      { method: 'POST' as const, url: `/api/staff/requests/${ccsNo}/reply`, payload: { reply: 'Found one' } },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, call.url).toBe(401);
      for (const user of ['demo-buyer', 'demo-seller', 'demo-partner'])
        expect((await app.inject({ ...call, cookies: as(user) })).statusCode, `${user} ${call.url}`).toBe(403);
    }
    expect((await mine()).find((entry) => entry.ccsNo === ccsNo)?.reply).toBeNull();
  });

  it('shows the request with its buyer and pictures, unanswered first', async () => {
    const ccsNo = await newRequest('demo-buyer', 'Kia');
    await addImages(ccsNo, 2);
    const queue = (await app.inject({ url: '/api/staff/requests?status=open', cookies: as('demo-staff') })).json();
    const row = queue.list.find((entry: { ccsNo: number }) => entry.ccsNo === ccsNo);
    expect(row).toMatchObject({
      kind: 'vehicle',
      images: 2,
      reply: null,
      request: { makerName: 'Kia' },
      buyer: { userId: 'demo-buyer' },
    });
    const one = await app.inject({ url: `/api/staff/requests/${ccsNo}`, cookies: as('demo-staff') });
    expect(one.json()).toMatchObject({ ccsNo, images: 2 });
    const image = await app.inject({
      url: `/api/staff/requests/${ccsNo}/images/1?mini=true`,
      cookies: as('demo-staff'),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(
      (await app.inject({ url: `/api/staff/requests/${ccsNo}/images/2`, cookies: as('demo-staff') })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/staff/requests/999999999', cookies: as('demo-staff') })).statusCode).toBe(
      404,
    );
  });

  it('replies: the buyer sees it on their list, is mailed in their language, and the reply is audited', async () => {
    await database.query("UPDATE users SET language = 2 WHERE user_id = 'demo-buyer'");
    const [buyer] = await database.query<{ email: string }>("SELECT email FROM users WHERE user_id = 'demo-buyer'");
    const ccsNo = await newRequest();
    const replied = await app.inject({
      method: 'POST',
      url: `/api/staff/requests/${ccsNo}/reply`,
      cookies: as('demo-staff'),
      payload: { reply: 'We found a 2019 Porter II at 9,800 USD.' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'We found a 2019 Porter II at 9,800 USD.', repliedBy: 'demo-staff' });
    expect((await mine()).find((entry) => entry.ccsNo === ccsNo)).toMatchObject({
      reply: 'We found a 2019 Porter II at 9,800 USD.',
    });
    const mails = await database.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [buyer!.email],
    );
    const french = await loadNamespace(LANGUAGE_TAGS[2]!, 'mail');
    expect(mails[0]!.subject).toBe(lookup(french, 'requestReplied.subject'));
    expect(mails[0]!.body).toContain('We found a 2019 Porter II at 9,800 USD.');
    expect(mails[0]!.body).toContain(`${PUBLIC_URL}/users/custom-request`);
    const audit = await database.query<{ action: string; after: { reply: string } }>(
      "SELECT action, after FROM audit_log WHERE entity = 'request' AND entity_id = $1",
      [String(ccsNo)],
    );
    expect(audit).toEqual([{ action: 'request.reply', after: { reply: 'We found a 2019 Porter II at 9,800 USD.' } }]);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/staff/requests/${ccsNo}/reply`,
      cookies: as('demo-staff'),
      payload: { reply: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('reply');
  });
});

describe('quotation requests to a country without ports', () => {
  it('are saved for the buyer, queued for staff as quotes and answered the same way', async () => {
    const itemNo = await saleableItem();
    const { countryNo, countryCode } = await countryWithoutPorts();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/inquirys/quote-request',
      cookies: as('demo-buyer'),
      payload: { itemNo, selectCountry: countryNo, contents: 'By land through Kazakhstan?' },
    });
    expect(saved.statusCode).toBe(201);
    const { ccsNo } = saved.json();
    const queue = (await app.inject({ url: '/api/staff/requests?kind=quote', cookies: as('demo-staff') })).json();
    expect(queue.list.every((entry: { kind: string }) => entry.kind === 'quote')).toBe(true);
    expect(queue.list.find((entry: { ccsNo: number }) => entry.ccsNo === ccsNo)).toMatchObject({
      itemNo,
      country: { countryCode },
      request: { contents: 'By land through Kazakhstan?' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/staff/requests/${ccsNo}/reply`,
      cookies: as('demo-staff'),
      payload: { reply: '12,400 USD delivered' },
    });
    expect((await mine()).find((entry) => entry.ccsNo === ccsNo)).toMatchObject({
      kind: 'quote',
      reply: '12,400 USD delivered',
    });
  });

  it('refuses an unknown item (404), an unknown country (400), sellers and visitors', async () => {
    const itemNo = await saleableItem();
    const { countryNo } = await countryWithoutPorts();
    const post = (payload: object, cookies?: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/inquirys/quote-request', payload, ...(cookies ? { cookies } : {}) });
    expect((await post({ itemNo: 999_999_999, selectCountry: countryNo }, as('demo-buyer'))).statusCode).toBe(404);
    const badCountry = await post({ itemNo, selectCountry: 999_999 }, as('demo-buyer'));
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().fields).toHaveProperty('selectCountry');
    expect((await post({ itemNo, selectCountry: countryNo }, as('demo-seller'))).statusCode).toBe(403);
    expect((await post({ itemNo, selectCountry: countryNo })).statusCode).toBe(401);
  });
});
