import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATE as S } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { inquiryBody, PORT_WITHOUT_EXPORT_CONTROLS } from '../inquiries/test-inquiry.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const ROLES = ['demo-buyer', 'demo-partner', 'demo-seller', 'demo-dealer', 'demo-pending', 'demo-staff'] as const;
const sid: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ROLES) sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const as = (user: string) => ({ sid: sid[user]! });
const userNoOf = async (userId: string) =>
  Number(
    (await database.query<{ user_no: number }>('SELECT user_no FROM users WHERE user_id = $1', [userId]))[0]!.user_no,
  );
const staffCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, cookies: as('demo-staff'), ...(payload ? { payload } : {}) });
const auditRows = (entity: string, entityId: number | string) =>
  database.query<{
    action: string;
    actor_no: number;
    reason: string | null;
    before: unknown;
    after: unknown;
    at: Date;
  }>(
    'SELECT action, actor_no, reason, before, after, at FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY audit_no',
    [entity, String(entityId)],
  );

async function png(width = 80, height = 60, color = '#c33'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function multipart(
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type: string },
  part = 'file',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(part, new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

let itemCursor = 0;
/** A new inquiry of demo-buyer on a listed item not used before; answers the inquiry and item numbers. */
async function newInquiry(): Promise<{ ilNo: number; itemNo: number; countryCode: string }> {
  const rows = await database.query<{ item_no: string; cfvt_no: number }>(
    `SELECT item_no, cfvt_no FROM items WHERE flag = 0 AND NOT secret
     AND seller_no <> (SELECT user_no FROM users WHERE user_id = 'demo-buyer') ORDER BY item_no DESC LIMIT 1 OFFSET $1`,
    [itemCursor++],
  );
  const row = rows[0]!;
  const [offer] = await database.query<{ smvp_no: number; port_no: number; country_no: number; country_code: string }>(
    `SELECT o.smvp_no, o.port_no, p.country_no, c.country_code FROM vessel_offers o
     JOIN ports p ON p.port_no = o.port_no JOIN countries c ON c.country_no = p.country_no
     WHERE o.cfvt_no = $1 AND NOT o.ask_flag AND o.count > 0 AND ${PORT_WITHOUT_EXPORT_CONTROLS}
     ORDER BY o.smvp_no LIMIT 1`,
    [row.cfvt_no],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/inquirys/inquiry',
    cookies: as('demo-buyer'),
    payload: inquiryBody(offer!, [{ itemNo: Number(row.item_no), smvpNo: offer!.smvp_no }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ilNo: response.json().ilNo, itemNo: Number(row.item_no), countryCode: offer!.country_code };
}

const buyerStatus = (ilNo: number, action: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/inquirys/status',
    cookies: as('demo-buyer'),
    payload: { updateList: [{ ilNo, action }] },
  });

describe('refusal for every other role', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/staff/inquiries'],
    ['GET', '/api/staff/inquiries/1'],
    ['POST', '/api/staff/inquiries/1/assign', {}],
    ['POST', '/api/staff/inquiries/1/deposit', { decision: 'confirm' }],
    ['GET', '/api/staff/receipts/1'],
    ['GET', '/api/staff/activity'],
    ['GET', '/api/staff/sellers'],
    ['GET', '/api/staff/sellers/1'],
    ['GET', '/api/staff/sellers/1/document'],
    ['POST', '/api/staff/sellers/1/admission', { decision: 'approve' }],
    ['PUT', '/api/staff/sellers/1/flags', { partners: true }],
    ['GET', '/api/staff/items?q=CB1'],
    ['PUT', '/api/staff/items/1/flag', { flag: 2, reason: 'x', version: 1 }],
    ['GET', '/api/staff/sales-contacts'],
    ['POST', '/api/staff/sales-contact-groups', {}],
    ['PUT', '/api/staff/sales-contact-groups/order', { order: [1] }],
    ['PUT', '/api/staff/sales-contact-groups/1', {}],
    ['DELETE', '/api/staff/sales-contact-groups/1'],
    ['PUT', '/api/staff/sales-contact-groups/1/order', { order: [1] }],
    ['POST', '/api/staff/sales-contacts', {}],
    ['PUT', '/api/staff/sales-contacts/1', {}],
    ['PUT', '/api/staff/sales-contacts/1/picture', {}],
    ['DELETE', '/api/staff/sales-contacts/1'],
  ];

  it.each(routes)(
    '%s %s: 401 for a visitor, 403 for buyers, partners, sellers, dealers and pending sellers',
    async (method, url, payload) => {
      const call = (cookies: Record<string, string>) =>
        app.inject({ method: method as 'GET', url, cookies, ...(payload ? { payload } : {}) });
      expect((await call({})).statusCode).toBe(401);
      for (const user of ROLES.filter((role) => role !== 'demo-staff')) {
        expect((await call(as(user))).statusCode, user).toBe(403);
      }
    },
  );

  it('refuses a cross-site write even from staff', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/staff/sellers/1/flags',
      cookies: as('demo-staff'),
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { partners: true },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('inquiry queue and receipts', () => {
  let first: { ilNo: number; itemNo: number; countryCode: string };
  let second: { ilNo: number; itemNo: number; countryCode: string };

  beforeAll(async () => {
    first = await newInquiry();
    second = await newInquiry();
  });

  it('filters by state, country, item and buyer; sorts and pages', async () => {
    const all = (await staffCall('GET', '/api/staff/inquiries?size=10')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    // Newest first; other tests of the file may add newer inquiries in any order, so only the two's order is known.
    const newest = all.list.map((row: { ilNo: number }) => row.ilNo);
    expect(newest.indexOf(second.ilNo)).toBeGreaterThanOrEqual(0);
    expect(newest.indexOf(second.ilNo)).toBeLessThan(newest.indexOf(first.ilNo));
    expect(all.list[newest.indexOf(second.ilNo)]).toMatchObject({ buyer: { userId: 'demo-buyer' } });

    const byItem = (await staffCall('GET', `/api/staff/inquiries?item=CB${first.itemNo}`)).json();
    expect(byItem.list.map((row: { ilNo: number }) => row.ilNo)).toEqual([first.ilNo]);

    const byCountry = (
      await staffCall('GET', `/api/staff/inquiries?country=${first.countryCode.toLowerCase()}`)
    ).json();
    expect(byCountry.list.every((row: { countryCode: string }) => row.countryCode === first.countryCode)).toBe(true);
    expect(byCountry.total).toBeGreaterThan(0);
    expect((await staffCall('GET', '/api/staff/inquiries?country=QQ')).json().total).toBe(0);

    expect((await staffCall('GET', '/api/staff/inquiries?buyer=DEMO-BUY')).json().total).toBe(all.total);
    expect((await staffCall('GET', '/api/staff/inquiries?buyer=nobody-like-this')).json().total).toBe(0);

    expect((await staffCall('POST', `/api/staff/inquiries/${first.ilNo}/assign`, {})).statusCode).toBe(200);
    const waiting = (await staffCall('GET', `/api/staff/inquiries?state=${S.waitManager}`)).json();
    expect(waiting.list.map((row: { ilNo: number }) => row.ilNo)).toContain(second.ilNo);
    expect(waiting.list.map((row: { ilNo: number }) => row.ilNo)).not.toContain(first.ilNo);

    const ascending = (await staffCall('GET', '/api/staff/inquiries?sort=ilNo&order=asc&size=10&page=1')).json();
    const numbers = ascending.list.map((row: { ilNo: number }) => row.ilNo);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const pageOne = (await staffCall('GET', '/api/staff/inquiries?size=10&sort=updatedAt')).json();
    const touched = pageOne.list.map((row: { ilNo: number }) => row.ilNo);
    expect(touched.indexOf(first.ilNo)).toBeGreaterThanOrEqual(0);
    // second may be off the page, after inquiries other tests touched later: that is after first too.
    const secondAt = touched.includes(second.ilNo) ? touched.indexOf(second.ilNo) : Infinity;
    expect(touched.indexOf(first.ilNo)).toBeLessThan(secondAt);

    expect((await staffCall('GET', '/api/staff/inquiries?size=7')).statusCode).toBe(400);
    expect((await staffCall('GET', '/api/staff/inquiries?state=99')).statusCode).toBe(400);
  });

  it('serves an uploaded receipt to staff with its type, and confirming the deposit sells the item', async () => {
    // An inquiry of its own: the queue tests above assign theirs, in whatever order they run.
    const { ilNo, itemNo } = await newInquiry();
    for (const [step, body] of [
      ['assign', {}],
      ['prepare', {}],
      ['answer', { finalPrice: 9_900, terms: 'CFR', remarks: 'ok' }],
    ] as const) {
      expect((await staffCall('POST', `/api/staff/inquiries/${ilNo}/${step}`, body)).statusCode).toBe(200);
    }
    expect((await buyerStatus(ilNo, 'requestInvoice')).statusCode).toBe(200);
    const invoiced = await staffCall('POST', `/api/staff/inquiries/${ilNo}/invoice`, {});
    expect(invoiced.statusCode).toBe(200);
    expect((await buyerStatus(ilNo, 'confirmInvoice')).statusCode).toBe(200);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await multipart(
        { tilNo: String(invoiced.json().invoice.invoiceNo) },
        { name: 'receipt.png', data: await png(), type: 'image/png' },
        'list',
      )),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const receiptNo = upload.json().receipts[0].receiptNo as number;

    const file = await staffCall('GET', `/api/staff/receipts/${receiptNo}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    expect((await staffCall('GET', '/api/staff/receipts/999999')).statusCode).toBe(404);

    const confirmed = await staffCall('POST', `/api/staff/inquiries/${ilNo}/deposit`, { decision: 'confirm' });
    expect(confirmed.json().state).toBe(S.depositConfirmed);
    const [item] = await database.query<{ flag: number }>('SELECT flag FROM items WHERE item_no = $1', [itemNo]);
    expect(Number(item!.flag)).toBe(3);

    // The activity feed shows the inquiry's steps next to the staff actions.
    const feed = (await staffCall('GET', `/api/staff/activity?entity=inquiry&entityId=${ilNo}&size=50`)).json();
    expect(feed.list.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['inquiry.staff', 'inquiry.buyer']),
    );
    expect(feed.list[0]).toMatchObject({
      source: 'inquiry',
      actorId: 'demo-staff',
      after: { state: S.depositConfirmed },
    });
  });
});

describe('sellers', () => {
  it('lists pending sellers first, with filters', async () => {
    const list = (await staffCall('GET', '/api/staff/sellers')).json();
    expect(list.list[0]).toMatchObject({ userId: 'demo-pending', status: 'pending', admission: false });
    expect(list.list.map((row: { userId: string }) => row.userId)).not.toContain('demo-buyer');
    const pending = (await staffCall('GET', '/api/staff/sellers?status=pending')).json();
    expect(pending.list.map((row: { userId: string }) => row.userId)).toEqual(['demo-pending']);
    const dealers = (await staffCall('GET', '/api/staff/sellers?userFlag=2&partners=true')).json();
    expect(dealers.list.map((row: { userId: string }) => row.userId)).toEqual(['demo-dealer']);
    const search = (await staffCall('GET', '/api/staff/sellers?q=Demo%20Motors')).json();
    expect(search.list.map((row: { userId: string }) => row.userId)).toEqual(['demo-seller']);
    expect((await staffCall('GET', `/api/staff/sellers/${await userNoOf('demo-buyer')}`)).statusCode).toBe(404);
  });

  it('refuses with a reason, then approves, each audited; the seller may then sell', async () => {
    // Its own pending seller: demo-pending stays pending for the list's test, whatever the order.
    const seller = await buildUser(app, database, { userFlag: 1, admission: false });
    const userNo = seller.userNo;
    expect((await staffCall('POST', `/api/staff/sellers/${userNo}/admission`, { decision: 'refuse' })).statusCode).toBe(
      400,
    );
    const refused = await staffCall('POST', `/api/staff/sellers/${userNo}/admission`, {
      decision: 'refuse',
      reason: 'The business registration is unreadable',
    });
    expect(refused.json()).toMatchObject({
      status: 'refused',
      admission: false,
      refuseReason: 'The business registration is unreadable',
    });
    const approved = await staffCall('POST', `/api/staff/sellers/${userNo}/admission`, { decision: 'approve' });
    expect(approved.json()).toMatchObject({ status: 'approved', admission: true, refuseReason: null });

    const me = await app.inject({ method: 'GET', url: '/api/user/me', cookies: { sid: seller.sid } });
    expect(me.json().admission).toBe(true);

    const audit = await auditRows('seller', userNo);
    expect(audit.map((row) => row.action)).toEqual(['seller.refuse', 'seller.approve']);
    expect(audit[0]).toMatchObject({
      actor_no: await userNoOf('demo-staff'),
      reason: 'The business registration is unreadable',
      before: { status: 'pending', admission: false },
      after: { status: 'refused', admission: false },
    });
    expect(audit[1]).toMatchObject({ before: { status: 'refused' }, after: { status: 'approved', admission: true } });
    expect(audit[1]!.at).toBeInstanceOf(Date);
  });

  it('grants and revokes partners and secret, audited', async () => {
    const userNo = await userNoOf('demo-seller');
    const granted = await staffCall('PUT', `/api/staff/sellers/${userNo}/flags`, { partners: true });
    expect(granted.json()).toMatchObject({ partners: true, secret: true });
    const revoked = await staffCall('PUT', `/api/staff/sellers/${userNo}/flags`, { partners: false, secret: false });
    expect(revoked.json()).toMatchObject({ partners: false, secret: false });
    expect((await staffCall('PUT', `/api/staff/sellers/${userNo}/flags`, {})).statusCode).toBe(400);
    expect((await staffCall('PUT', `/api/staff/sellers/${userNo}/flags`, { staff: true })).statusCode).toBe(400);
    const audit = await auditRows('seller', userNo);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        expect.objectContaining({ partners: false, secret: true }),
        expect.objectContaining({ partners: true, secret: true }),
      ],
      [
        expect.objectContaining({ partners: true, secret: true }),
        expect.objectContaining({ partners: false, secret: false }),
      ],
    ]);
    const [row] = await database.query<{ staff: boolean }>('SELECT staff FROM users WHERE user_no = $1', [userNo]);
    expect(row!.staff).toBe(false);
  });

  it("shows a seller's items and business document", async () => {
    const userNo = await userNoOf('demo-dealer');
    const items = (await staffCall('GET', `/api/staff/items?sellerNo=${userNo}`)).json().list;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item: { sellerId: string }) => item.sellerId === 'demo-dealer')).toBe(true);

    expect((await staffCall('GET', `/api/staff/sellers/${userNo}/document`)).statusCode).toBe(404);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file',
      ...(await multipart({}, { name: 'licence.png', data: await png(200, 120, '#eee'), type: 'image/png' })),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await database.query('UPDATE users SET attached_file = $1 WHERE user_no = $2', [uploaded.json().fileKey, userNo]);
    const seller = (await staffCall('GET', `/api/staff/sellers/${userNo}`)).json();
    expect(seller.hasDocument).toBe(true);
    const document = await staffCall('GET', `/api/staff/sellers/${userNo}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/webp');
  });
});

describe('items', () => {
  it('finds an item by CB number and by chassis number, whatever its flag', async () => {
    const [row] = await database.query<{ item_no: string; chassis_no: string }>(
      'SELECT item_no, chassis_no FROM items ORDER BY item_no LIMIT 1',
    );
    const itemNo = Number(row!.item_no);
    const byCb = (await staffCall('GET', `/api/staff/items?q=CB${itemNo}`)).json().list;
    expect(byCb.map((item: { itemNo: number }) => item.itemNo)).toContain(itemNo);
    const byChassis = (await staffCall('GET', `/api/staff/items?q=${row!.chassis_no.toLowerCase()}`)).json().list;
    expect(byChassis.map((item: { itemNo: number }) => item.itemNo)).toEqual([itemNo]);
    expect((await staffCall('GET', '/api/staff/items?q=NOSUCHCHASSIS0000')).json()).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('changes the flag with a reason as a compare-and-set on the version, audited', async () => {
    const [row] = await database.query<{ item_no: string; version: number; flag: number }>(
      'SELECT item_no, version, flag FROM items WHERE flag = 0 ORDER BY item_no LIMIT 1',
    );
    const itemNo = Number(row!.item_no);
    const url = `/api/staff/items/${itemNo}/flag`;
    expect((await staffCall('PUT', url, { flag: 2, version: row!.version })).statusCode).toBe(400);
    expect((await staffCall('PUT', url, { flag: 7, reason: 'x', version: row!.version })).statusCode).toBe(400);
    const changed = await staffCall('PUT', url, {
      flag: 2,
      reason: 'Deposit promised by phone',
      version: row!.version,
    });
    expect(changed.json()).toEqual({ flag: 2, version: row!.version + 1 });
    const stale = await staffCall('PUT', url, { flag: 0, reason: 'Back on sale', version: row!.version });
    expect(stale.statusCode).toBe(409);
    expect(
      (await staffCall('PUT', '/api/staff/items/99999999/flag', { flag: 0, reason: 'x', version: 1 })).statusCode,
    ).toBe(404);

    const found = (await staffCall('GET', `/api/staff/items?q=${itemNo}`)).json().list;
    expect(found.find((item: { itemNo: number }) => item.itemNo === itemNo)).toMatchObject({ flag: 2 });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/pages/detail?itemNo=${itemNo}`,
      cookies: as('demo-buyer'),
    });
    expect(detail.json().item.flag).toBe(2);

    const audit = await auditRows('item', itemNo);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'item.flag',
      reason: 'Deposit promised by phone',
      before: { flag: 0, version: row!.version },
      after: { flag: 2, version: row!.version + 1 },
    });
    const feed = (await staffCall('GET', `/api/staff/activity?entity=item&entityId=${itemNo}`)).json();
    expect(feed).toMatchObject({ total: 1, list: [{ source: 'audit', action: 'item.flag', actorId: 'demo-staff' }] });
  });
});

describe('sales contacts', () => {
  const names = (base: string, text: string) => ({
    [base]: `${text} (ko)`,
    [`eng${base[0]!.toUpperCase()}${base.slice(1)}`]: text,
    [`fra${base[0]!.toUpperCase()}${base.slice(1)}`]: `${text} (fr)`,
    [`ar${base[0]!.toUpperCase()}${base.slice(1)}`]: `${text} (ar)`,
    [`ru${base[0]!.toUpperCase()}${base.slice(1)}`]: `${text} (ru)`,
    [`es${base[0]!.toUpperCase()}${base.slice(1)}`]: `${text} (es)`,
  });

  it('adds, edits, orders and removes groups and contacts with pictures, in six languages, audited', async () => {
    const before = (await staffCall('GET', '/api/staff/sales-contacts')).json() as { groupNo: number }[];
    const missing = await staffCall('POST', '/api/staff/sales-contact-groups', { siLocation: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toContain('engSiLocation');

    const group = await staffCall('POST', '/api/staff/sales-contact-groups', {
      ...names('siLocation', 'West Africa'),
      countryCodes: ['gh', 'NG'],
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupNo = group.json().groupNo as number;
    expect(group.json()).toMatchObject({
      countryCodes: ['GH', 'NG'],
      engSiLocation: 'West Africa',
      sort: before.length,
    });

    const contact = (name: string) => ({
      groupNo,
      siName: name,
      siLanguage: 'English, French',
      siPhone: '+82 10-1234-5678',
      ...names('siContent', `${name} answers on WhatsApp`),
    });
    const a = (await staffCall('POST', '/api/staff/sales-contacts', contact('Kofi'))).json();
    const b = (await staffCall('POST', '/api/staff/sales-contacts', contact('Ada'))).json();
    expect([a.sort, b.sort]).toEqual([0, 1]);
    expect(
      (await staffCall('POST', '/api/staff/sales-contacts', { ...contact('X'), siPhone: 'call me' })).statusCode,
    ).toBe(400);

    const picture = await app.inject({
      method: 'PUT',
      url: `/api/staff/sales-contacts/${a.siNo}/picture`,
      cookies: as('demo-staff'),
      ...(await multipart({}, { name: 'kofi.png', data: await png(600, 300), type: 'image/png' })),
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const siSrc = picture.json().siSrc as string;
    expect(siSrc).toMatch(/^contacts\/\d+-[0-9a-f-]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: `/api/media/${siSrc}` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 400, format: 'webp' });
    const notImage = await app.inject({
      method: 'PUT',
      url: `/api/staff/sales-contacts/${a.siNo}/picture`,
      cookies: as('demo-staff'),
      ...(await multipart({}, { name: 'x.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' })),
    });
    expect(notImage.statusCode).toBe(415);

    const edited = await staffCall('PUT', `/api/staff/sales-contacts/${b.siNo}`, {
      ...contact('Ada Obi'),
      siLanguage: 'English',
    });
    expect(edited.json()).toMatchObject({ siName: 'Ada Obi', siLanguage: 'English', sort: 1 });

    expect(
      (await staffCall('PUT', `/api/staff/sales-contact-groups/${groupNo}/order`, { order: [b.siNo] })).statusCode,
    ).toBe(400);
    expect(
      (await staffCall('PUT', `/api/staff/sales-contact-groups/${groupNo}/order`, { order: [b.siNo, a.siNo] }))
        .statusCode,
    ).toBe(204);
    const groupOrder = [groupNo, ...before.map((g) => g.groupNo)];
    expect((await staffCall('PUT', '/api/staff/sales-contact-groups/order', { order: groupOrder })).statusCode).toBe(
      204,
    );

    const listed = (await staffCall('GET', '/api/staff/sales-contacts')).json();
    expect(listed[0]).toMatchObject({ groupNo, contacts: [{ siName: 'Ada Obi' }, { siName: 'Kofi', siSrc }] });

    // The public detail page shows the contacts in the new order.
    const [item] = await database.query<{ item_no: string }>(
      'SELECT item_no FROM items WHERE flag = 0 ORDER BY item_no LIMIT 1',
    );
    const detail = (await app.inject({ method: 'GET', url: `/api/pages/detail?itemNo=${item!.item_no}` })).json();
    expect(detail.salesList[0]).toMatchObject({ siName: 'Ada Obi', engSiLocation: 'West Africa' });

    const renamed = await staffCall('PUT', `/api/staff/sales-contact-groups/${groupNo}`, {
      ...names('siLocation', 'West and Central Africa'),
      countryCodes: ['GH'],
    });
    expect(renamed.json()).toMatchObject({ engSiLocation: 'West and Central Africa', countryCodes: ['GH'] });

    const notEmpty = await staffCall('DELETE', `/api/staff/sales-contact-groups/${groupNo}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().codeNumber).toBe(1);
    expect((await staffCall('DELETE', `/api/staff/sales-contacts/${a.siNo}`)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/media/${siSrc}` })).statusCode).toBe(404);
    expect((await staffCall('DELETE', `/api/staff/sales-contacts/${b.siNo}`)).statusCode).toBe(204);
    expect((await staffCall('DELETE', `/api/staff/sales-contact-groups/${groupNo}`)).statusCode).toBe(204);
    expect((await staffCall('DELETE', `/api/staff/sales-contact-groups/${groupNo}`)).statusCode).toBe(404);

    expect((await auditRows('contact', a.siNo)).map((row) => row.action)).toEqual([
      'contact.create',
      'contact.picture',
      'contact.delete',
    ]);
    const groupAudit = await auditRows('contactGroup', groupNo);
    expect(groupAudit.map((row) => row.action)).toEqual([
      'contactGroup.create',
      'contact.order',
      'contactGroup.update',
      'contactGroup.delete',
    ]);
    expect(groupAudit[1]).toMatchObject({ before: [a.siNo, b.siNo], after: [b.siNo, a.siNo] });
    expect((await auditRows('contactGroup', 'all'))[0]).toMatchObject({
      action: 'contactGroup.order',
      after: groupOrder,
    });
  });
});
