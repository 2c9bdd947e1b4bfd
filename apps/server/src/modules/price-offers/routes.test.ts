import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, SellerOffer } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { inquiryBody, PORT_WITHOUT_EXPORT_CONTROLS } from '../inquiries/test-inquiry.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
let sellerSid: string;
let dealerSid: string;
let staffSid: string;
/** Listings of demo-seller for sale at their sell price; each test takes its own. */
let listings: { itemNo: number; price: number }[];
let port: { port_no: number; country_no: number };

/** An unusual floor, so that any answer that carried it would show it. */
const FLOOR = 7_777;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  [sellerSid, dealerSid, staffSid] = (await Promise.all(
    ['demo-seller', 'demo-dealer', 'demo-staff'].map((id) => loginCookie(app, id)),
  )) as [string, string, string];
  const rows = await database.query<{ item_no: string; sell_price: string }>(
    `SELECT i.item_no, i.sell_price FROM items i JOIN users u ON u.user_no = i.seller_no
     WHERE u.user_id = 'demo-seller' AND i.flag = 0 AND NOT i.secret AND NOT i.partners AND i.sell_price > 9000
     ORDER BY i.item_no LIMIT 12`,
  );
  listings = rows.map((row) => ({ itemNo: Number(row.item_no), price: Number(row.sell_price) }));
  [port] = (await database.query<{ port_no: number; country_no: number }>(
    `SELECT p.port_no, p.country_no FROM ports p JOIN countries c USING (country_no)
     WHERE c.country_code = 'CL' AND ${PORT_WITHOUT_EXPORT_CONTROLS} ORDER BY p.port_no LIMIT 1`,
  )) as [{ port_no: number; country_no: number }];
});
afterAll(() => app.close());

let taken = 0;
const nextListing = () => listings[taken++]!;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, sid?: string, payload?: object) =>
  app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
const offer = (sid: string, itemNo: number, amount: number, validHours = 48) =>
  call('POST', '/api/offers', sid, { itemNo, amount, validHours });
const sellerAnswer = (sid: string, offerNo: number, action: string, counterAmount?: number) =>
  call('POST', `/api/seller/offers/${offerNo}/answer`, sid, { action, ...(counterAmount ? { counterAmount } : {}) });
const buyerAnswer = (sid: string, offerNo: number, action: string) =>
  call('POST', `/api/offers/${offerNo}/answer`, sid, { action });
const auditSteps = async (offerNo: number) =>
  (
    await database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'offer' AND entity_id = $1 ORDER BY audit_no`,
      [String(offerNo)],
    )
  ).map((row) => row.action);
const mailsTo = (email: string) =>
  database.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1', [email]);

describe('who may use the offer routes', () => {
  it('asks a visitor to log in on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/offers'],
      ['GET', '/api/offers'],
      ['POST', '/api/offers/1/answer'],
      ['GET', '/api/seller/offers'],
      ['POST', '/api/seller/offers/1/answer'],
      ['GET', '/api/seller/offer-floors/1'],
      ['PUT', '/api/seller/offer-floors/1'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses buyer routes to a seller and seller routes to a buyer', async () => {
    const buyer = await buildUser(app, database);
    expect((await offer(sellerSid, nextListing().itemNo, 100)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/offers', buyer.sid)).statusCode).toBe(403);
    expect((await call('PUT', '/api/seller/offer-floors/1', buyer.sid, { floor: 5 })).statusCode).toBe(403);
  });
});

describe('making an offer', () => {
  it('opens one live offer, tells the seller, audits it, and refuses a second', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo, price } = nextListing();
    const made = await offer(buyer.sid, itemNo, price - 500, 24);
    expect(made.statusCode).toBe(201);
    const body = made.json<Offer>();
    expect(body).toMatchObject({ itemNo, state: 'open', amount: price - 500, listPrice: price, declinedAtOnce: false });
    expect(Date.parse(body.expiresAt) - Date.parse(body.createdAt)).toBeCloseTo(24 * 3_600_000, -4);
    expect(made.headers['cache-control']).toBe('private, no-store');
    expect(await mailsTo('demo-seller@example.com')).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining(`CB${itemNo}`) }),
    );
    const again = await offer(buyer.sid, itemNo, price - 100);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', codeNumber: 1 });
    expect(await auditSteps(body.offerNo)).toEqual(['offer.create']);
  });

  it('refuses an amount at the price, a validity outside a day to a week and an unknown listing, writing nothing', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo, price } = nextListing();
    const atPrice = await call('POST', '/api/offers?lang=4', buyer.sid, { itemNo, amount: price, validHours: 24 });
    expect(atPrice.statusCode).toBe(400);
    expect(atPrice.json().fields.amount).toMatch(/[а-я]/);
    expect((await offer(buyer.sid, itemNo, 100, 23)).statusCode).toBe(400);
    expect((await offer(buyer.sid, itemNo, 100, 169)).statusCode).toBe(400);
    expect((await offer(buyer.sid, 2_000_000_000, 100)).statusCode).toBe(404);
    expect(await call('GET', '/api/offers', buyer.sid).then((r) => r.json())).toEqual([]);
  });
});

describe("the seller's floor", () => {
  it('declines an offer below it at once, politely, and never shows it to the buyer', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo } = nextListing();
    const set = await call('PUT', `/api/seller/offer-floors/${itemNo}`, sellerSid, { floor: FLOOR });
    expect(set.json()).toEqual({ itemNo, floor: FLOOR });
    const made = await offer(buyer.sid, itemNo, FLOOR - 1);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ state: 'declined', declinedAtOnce: true });
    const answers = [
      made.body,
      (await call('GET', '/api/offers', buyer.sid)).body,
      (await call('GET', `/api/offers?itemNo=${itemNo}`, buyer.sid)).body,
      (await call('GET', `/api/pages/detail?itemNo=${itemNo}`, buyer.sid)).body,
      (await call('GET', `/api/seller/offer-floors/${itemNo}`, buyer.sid)).body,
      ...(await mailsTo(buyer.email)).map((mail) => mail.subject + mail.body),
    ];
    for (const answer of answers) {
      expect(answer).not.toContain(String(FLOOR));
      expect(answer).not.toContain('7,777');
    }
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    // Declined at once, so the buyer may offer again, above the floor.
    expect((await offer(buyer.sid, itemNo, FLOOR + 1)).json()).toMatchObject({ state: 'open' });
  });

  it("is the listing's seller's and staff's alone", async () => {
    const { itemNo } = nextListing();
    expect((await call('PUT', `/api/seller/offer-floors/${itemNo}`, dealerSid, { floor: 5 })).statusCode).toBe(404);
    expect((await call('GET', `/api/seller/offer-floors/${itemNo}`, dealerSid)).statusCode).toBe(404);
    const byStaff = await call('PUT', `/api/seller/offer-floors/${itemNo}`, staffSid, { floor: null });
    expect(byStaff.json()).toEqual({ itemNo, floor: null });
  });
});

describe('answering an offer', () => {
  it('lets the seller counter, the buyer accept, and the inquiry carry the agreed price', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo, price } = nextListing();
    const { offerNo } = (await offer(buyer.sid, itemNo, price - 1000)).json<Offer>();
    expect((await sellerAnswer(sellerSid, offerNo, 'counter', price - 1000)).statusCode).toBe(400);
    const countered = await sellerAnswer(sellerSid, offerNo, 'counter', price - 400);
    expect(countered.json<SellerOffer>()).toMatchObject({
      state: 'countered',
      counterAmount: price - 400,
      buyerId: '',
    });
    expect((await sellerAnswer(sellerSid, offerNo, 'accept')).statusCode).toBe(409);
    const accepted = await buyerAnswer(buyer.sid, offerNo, 'accept');
    expect(accepted.json<Offer>()).toMatchObject({ state: 'accepted', agreedAmount: price - 400 });
    expect((await mailsTo(buyer.email)).map((mail) => mail.body).join()).toContain(`CB${itemNo}`);
    expect(await auditSteps(offerNo)).toEqual(['offer.create', 'offer.counter', 'offer.accept']);

    const inquiry = await call('POST', '/api/inquirys/inquiry', buyer.sid, inquiryBody(port, [{ itemNo }]));
    expect(inquiry.statusCode).toBe(201);
    const [line] = await database.query<{ item_price: string }>(
      'SELECT item_price FROM inquiry_items WHERE il_no = $1',
      [inquiry.json().ilNo],
    );
    expect(Number(line!.item_price)).toBe(price - 400);
  });

  it('answers 404 for a foreign offer to another buyer and to another seller', async () => {
    const [owner, other] = await Promise.all([buildUser(app, database), buildUser(app, database)]);
    const { itemNo, price } = nextListing();
    const { offerNo } = (await offer(owner.sid, itemNo, price - 300)).json<Offer>();
    expect((await buyerAnswer(other.sid, offerNo, 'withdraw')).statusCode).toBe(404);
    expect((await call('GET', '/api/offers', other.sid)).json()).toEqual([]);
    expect((await sellerAnswer(dealerSid, offerNo, 'accept')).statusCode).toBe(404);
    const dealers = (await call('GET', '/api/seller/offers', dealerSid)).json<SellerOffer[]>();
    expect(dealers.some((row) => row.offerNo === offerNo)).toBe(false);
    expect((await buyerAnswer(owner.sid, 2_000_000_000, 'withdraw')).statusCode).toBe(404);
  });

  it('lets staff answer any listing and see the buyer', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo, price } = nextListing();
    const { offerNo } = (await offer(buyer.sid, itemNo, price - 200)).json<Offer>();
    const declined = await sellerAnswer(staffSid, offerNo, 'decline');
    expect(declined.json<SellerOffer>()).toMatchObject({ state: 'declined', buyerId: buyer.userId });
    const all = (await call('GET', '/api/seller/offers', staffSid)).json<SellerOffer[]>();
    expect(all.find((row) => row.offerNo === offerNo)).toMatchObject({ buyerId: buyer.userId });
  });

  it('reads an offer past its time as expired: no step, the list price again, and a new offer allowed', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo, price } = nextListing();
    const { offerNo } = (await offer(buyer.sid, itemNo, price - 700)).json<Offer>();
    await sellerAnswer(sellerSid, offerNo, 'accept');
    await database.query(`UPDATE price_offers SET expires_at = now() - interval '1 minute' WHERE offer_no = $1`, [
      offerNo,
    ]);
    const [read] = (await call('GET', `/api/offers?itemNo=${itemNo}`, buyer.sid)).json<Offer[]>();
    expect(read).toMatchObject({ state: 'expired' });
    expect((await buyerAnswer(buyer.sid, offerNo, 'withdraw')).statusCode).toBe(409);
    const inquiry = await call('POST', '/api/inquirys/inquiry', buyer.sid, inquiryBody(port, [{ itemNo }]));
    const [line] = await database.query<{ item_price: string }>(
      'SELECT item_price FROM inquiry_items WHERE il_no = $1',
      [inquiry.json().ilNo],
    );
    expect(Number(line!.item_price)).toBe(price);
    expect((await offer(buyer.sid, itemNo, price - 10)).statusCode).toBe(201);
  });
});
