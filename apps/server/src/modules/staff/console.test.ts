import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATE as S } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { inquiryBody, PORT_WITHOUT_EXPORT_CONTROLS } from '../inquiries/test-inquiry.ts';
import { loginCookie } from '../users/test-helpers.ts';

/** What the staff console reads (issue 14): sellers on inquiries, the activity filters, item browsing, overdue steps. */
let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-staff']) sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const staffGet = (url: string) => app.inject({ method: 'GET', url, cookies: { sid: sid['demo-staff']! } });
const staffPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, cookies: { sid: sid['demo-staff']! }, payload });
const one = async <T>(text: string, params: unknown[] = []) => (await database.query<T>(text, params))[0]!;

let itemCursor = 0;
/** A new inquiry of demo-buyer on a car of `sellerId` not used before (no vessel: the freight is asked). */
async function newInquiry(sellerId: string): Promise<{ ilNo: number; itemNo: number }> {
  const item = await one<{ item_no: string }>(
    `SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
     WHERE i.flag = 0 AND NOT i.secret AND u.user_id = $1 ORDER BY i.item_no DESC LIMIT 1 OFFSET $2`,
    [sellerId, itemCursor++],
  );
  const port = await one<{ port_no: number; country_no: number }>(
    `SELECT port_no, country_no FROM ports p WHERE ${PORT_WITHOUT_EXPORT_CONTROLS} ORDER BY port_no LIMIT 1`,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/inquirys/inquiry',
    cookies: { sid: sid['demo-buyer']! },
    payload: inquiryBody(port, [{ itemNo: Number(item.item_no) }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ilNo: response.json().ilNo, itemNo: Number(item.item_no) };
}

describe('the inquiry page names the seller', () => {
  it("gives staff each vehicle's seller, and never the buyer", async () => {
    const { ilNo } = await newInquiry('demo-dealer');
    const dealer = await one<{ user_no: number }>("SELECT user_no FROM users WHERE user_id = 'demo-dealer'");
    const detail = await staffGet(`/api/staff/inquiries/${ilNo}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().items[0].seller).toEqual({
      userNo: Number(dealer.user_no),
      userId: 'demo-dealer',
      name: expect.any(String),
      companyName: 'Demo Trading',
    });
    // A staff step answers the same page.
    const assigned = await staffPost(`/api/staff/inquiries/${ilNo}/assign`, {});
    expect(assigned.json().items[0].seller.userId).toBe('demo-dealer');

    const buyerView = await app.inject({
      method: 'GET',
      url: `/api/inquirys/detail?ilNo=${ilNo}`,
      cookies: { sid: sid['demo-buyer']! },
    });
    expect(buyerView.statusCode).toBe(200);
    expect(buyerView.json().items[0]).not.toHaveProperty('seller');
  });
});

describe('the activity log', () => {
  it('filters by action and by the staff member who acted', async () => {
    const item = await one<{ item_no: string; version: number }>(
      'SELECT item_no, version FROM items WHERE flag = 0 ORDER BY item_no LIMIT 1',
    );
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/staff/items/${item.item_no}/flag`,
      cookies: { sid: sid['demo-staff']! },
      payload: { flag: 2, reason: 'Held for a phone deposit', version: item.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await newInquiry('demo-seller');

    const flags = (await staffGet('/api/staff/activity?action=item.flag')).json();
    expect(flags.total).toBeGreaterThanOrEqual(1);
    expect(flags.list.every((entry: { action: string }) => entry.action === 'item.flag')).toBe(true);

    const byBuyer = (await staffGet('/api/staff/activity?action=inquiry.buyer&actor=demo-buyer')).json();
    expect(byBuyer.total).toBeGreaterThanOrEqual(1);
    expect(byBuyer.list.every((entry: { actorId: string }) => entry.actorId === 'demo-buyer')).toBe(true);
    expect((await staffGet('/api/staff/activity?actor=nobody-at-all')).json().total).toBe(0);
    expect((await staffGet('/api/staff/activity?actor=DEMO-STAFF&entity=item')).json().total).toBeGreaterThanOrEqual(1);

    const refused = await staffGet('/api/staff/activity?action=item.burn');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('action');
  });
});

describe('items by status and seller', () => {
  it('pages through every item, or those of one flag and one seller', async () => {
    const all = await staffGet('/api/staff/items?size=10');
    expect(all.statusCode, all.body).toBe(200);
    const total = Number((await one<{ count: number }>('SELECT count(*)::int AS count FROM items')).count);
    expect(all.json()).toMatchObject({ total, page: 1, size: 10 });
    expect(all.json().list).toHaveLength(10);

    const sold = await one<{ item_no: string; version: number }>(
      "SELECT i.item_no, i.version FROM items i JOIN users u ON u.user_no = i.seller_no WHERE i.flag = 0 AND u.user_id = 'demo-seller' ORDER BY i.item_no DESC LIMIT 1",
    );
    await app.inject({
      method: 'PUT',
      url: `/api/staff/items/${sold.item_no}/flag`,
      cookies: { sid: sid['demo-staff']! },
      payload: { flag: 3, reason: 'Sold by phone', version: sold.version },
    });
    const soldOut = (await staffGet('/api/staff/items?flag=3&seller=Demo%20Motors&size=100')).json();
    expect(soldOut.list.map((item: { itemNo: number }) => item.itemNo)).toContain(Number(sold.item_no));
    expect(
      soldOut.list.every(
        (item: { flag: number; sellerId: string }) => item.flag === 3 && item.sellerId === 'demo-seller',
      ),
    ).toBe(true);
    const dealerItems = (await staffGet('/api/staff/items?seller=demo-dealer&size=100')).json();
    expect(dealerItems.total).toBeGreaterThan(0);
    expect(dealerItems.list.every((item: { sellerId: string }) => item.sellerId === 'demo-dealer')).toBe(true);

    const second = (await staffGet('/api/staff/items?size=10&page=2')).json();
    expect(second.list[0].itemNo).not.toBe(all.json().list[0].itemNo);
    expect((await staffGet('/api/staff/items?flag=9')).statusCode).toBe(400);
  });
});

describe('overdue steps in the inquiry queue', () => {
  it('lists only the inquiries waiting on staff longer than the step allows', async () => {
    const late = await newInquiry('demo-seller');
    const fresh = await newInquiry('demo-seller');
    await database.query(`UPDATE inquiries SET updated_at = now() - interval '30 hours' WHERE il_no = $1`, [late.ilNo]);
    const overdue = (await staffGet('/api/staff/inquiries?overdue=true&size=100')).json();
    const numbers = overdue.list.map((row: { ilNo: number }) => row.ilNo);
    expect(numbers).toContain(late.ilNo);
    expect(numbers).not.toContain(fresh.ilNo);
    expect(overdue.list.every((row: { state: number }) => row.state !== S.checkAnswer)).toBe(true);
    expect((await staffGet('/api/staff/inquiries?overdue=maybe')).statusCode).toBe(400);
  });
});
