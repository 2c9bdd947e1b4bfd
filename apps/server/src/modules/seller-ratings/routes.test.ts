import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentStepNumber } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildPaidInquiry } from '../../test/factories.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
let itemNo = 0;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-dealer', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
  const [item] = await database.query<{ item_no: string }>(
    `SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
     WHERE u.user_id = 'demo-seller' ORDER BY i.item_no DESC LIMIT 1`,
  );
  itemNo = Number(item!.item_no);
});
afterAll(() => app.close());

const cookies = (user: string): Record<string, string> => (user ? { sid: sid[user]! } : {});

/** A paid inquiry of demo-buyer for demo-seller's vehicle with its shipment at `step`. */
const inquiryAt = (step: number) => buildPaidInquiry(database, { buyerId: 'demo-buyer', itemNo, step });

const rate = (ilNo: number, user: string, payload: object = { score: 4, text: 'Exactly as pictured.' }) =>
  app.inject({ method: 'POST', url: `/api/inquirys/seller-rating?ilNo=${ilNo}`, cookies: cookies(user), payload });
const summary = async () => (await app.inject({ url: `/api/seller-ratings?itemNo=${itemNo}` })).json();

describe('seller ratings', () => {
  it('are given once by the buyer of a released shipment and counted on the seller’s listings', async () => {
    const before = await summary();
    const ilNo = await inquiryAt(shipmentStepNumber('released'));
    const own = await app.inject({ url: `/api/inquirys/seller-rating?ilNo=${ilNo}`, cookies: cookies('demo-buyer') });
    expect(own.json()).toEqual({ rating: null, mayRate: true });
    expect((await rate(ilNo, 'demo-buyer', { score: 6 })).statusCode).toBe(400);
    const rated = await rate(ilNo, 'demo-buyer');
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({ rating: { score: 4, text: 'Exactly as pictured.' }, mayRate: false });
    const again = await app.inject({
      method: 'POST',
      url: `/api/inquirys/seller-rating?ilNo=${ilNo}`,
      cookies: cookies('demo-buyer'),
      headers: { 'accept-language': 'es' },
      payload: { score: 1 },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, expect.stringContaining('Ya valoró')]);
    const after = await summary();
    expect(after.count).toBe(before.count + 1);
    expect(after.latest[0]).toMatchObject({ score: 4, text: 'Exactly as pictured.' });
    expect(JSON.stringify(after)).not.toContain('Maria');
  });

  it('are refused before release, and another’s inquiry is a 404 for every other role', async () => {
    const ilNo = await inquiryAt(shipmentStepNumber('arrived'));
    expect((await rate(ilNo, 'demo-buyer')).statusCode).toBe(409);
    for (const user of ['demo-dealer', 'demo-seller', 'demo-staff']) {
      expect((await rate(ilNo, user)).statusCode).toBe(404);
      const read = await app.inject({ url: `/api/inquirys/seller-rating?ilNo=${ilNo}`, cookies: cookies(user) });
      expect(read.statusCode).toBe(404);
    }
    expect((await rate(ilNo, '')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/seller-ratings?itemNo=999999999' })).statusCode).toBe(404);
  });
});
