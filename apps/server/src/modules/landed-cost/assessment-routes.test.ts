import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INQUIRY_STATE,
  MAX_UPLOAD_BYTES,
  shipmentStepNumber,
  type CustomsAssessment,
  type LandedCostError,
} from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
/** A paid inquiry of demo-buyer to Kenya whose car has arrived, and one still at sea. */
let arrived = 0;
let atSea = 0;
let itemNo = 0;

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * An inquiry of demo-buyer to Kenya for one car (US$10,000 + US$1,000 freight, 1500 cc, two years old), written
 * straight at the deposit with its shipment at `step` (the steps themselves are proven in shipments/routes.test.ts).
 */
async function paidInquiry(step: number, itemNo: number): Promise<number> {
  const [row] = await database.query<{ il_no: string }>(
    `INSERT INTO inquiries (user_no, state, country_no, port_no, user_name, user_phone, user_email,
       user_consignee_name, user_consignee_address, user_document_address, contents)
     SELECT u.user_no, $1, p.country_no, p.port_no, 'Amani Otieno', '+254 700 000000', 'amani@example.com',
       'Otieno Motors', 'Moi Avenue 1, Mombasa', 'Moi Avenue 1, Mombasa', 'Ship soon'
     FROM users u, (SELECT p.country_no, p.port_no FROM ports p JOIN countries c USING (country_no)
                    WHERE c.country_code = 'KE' ORDER BY p.port_no LIMIT 1) p
     WHERE u.user_id = 'demo-buyer'
     RETURNING il_no`,
    [INQUIRY_STATE.depositConfirmed],
  );
  const ilNo = Number(row!.il_no);
  await database.query(
    `INSERT INTO inquiry_items (il_no, item_no, user_no, open, sell_price, item_price, freight_fee, total_price, ask_flag)
     SELECT $1, $2, user_no, false, 10000, 10000, 1000, 11000, false FROM inquiries WHERE il_no = $1`,
    [ilNo, itemNo],
  );
  await database.query(`INSERT INTO shipments (il_no, step) VALUES ($1, $2)`, [ilNo, step]);
  await database.query(
    `INSERT INTO shipment_events (il_no, kind, step, "on", details) VALUES ($1, 'step', $2, '2027-01-02', '{}')`,
    [ilNo, shipmentStepNumber('arrived')],
  );
  return ilNo;
}

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-dealer', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
  const [item] = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items WHERE flag = 0 AND category = 1 ORDER BY item_no LIMIT 1`,
  );
  await database.query(`UPDATE items SET cc = 1500, year = 2025 WHERE item_no = $1`, [item!.item_no]);
  itemNo = Number(item!.item_no);
  arrived = await paidInquiry(shipmentStepNumber('arrived'), itemNo);
  atSea = await paidInquiry(shipmentStepNumber('departed'), itemNo);
});
afterAll(() => app.close());

const cookies = (user?: string): Record<string, string> => (user ? { sid: sid[user]! } : {});
const count = async (sql: string) => Number((await database.query<{ n: string }>(sql))[0]!.n);

async function uploadAs(user: string | undefined, ilNo: number, data = PDF) {
  const form = new FormData();
  form.set('file', new Blob([data], { type: 'application/pdf' }), 'assessment.pdf');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/api/inquirys/customs-assessment?ilNo=${ilNo}`,
    cookies: cookies(user),
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}
const record = (ilNo: number, body: object, user = 'demo-staff') =>
  app.inject({ method: 'PUT', url: `/api/staff/customs-assessments/${ilNo}`, payload: body, cookies: cookies(user) });

describe("the buyer's customs assessment", () => {
  it('is refused before arrival with a localized 409, and nothing is stored', async () => {
    const response = await uploadAs('demo-buyer', atSea);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('arrived') });
    expect(await count(`SELECT count(*) AS n FROM customs_assessments WHERE il_no = ${atSea}`)).toBe(0);
  });

  it("is 404 for another account's inquiry and 401 for a visitor; nothing is stored", async () => {
    const ilNo = await paidInquiry(shipmentStepNumber('arrived'), itemNo);
    for (const user of ['demo-dealer', 'demo-seller']) {
      expect((await uploadAs(user, ilNo)).statusCode).toBe(404);
      const view = await app.inject({
        url: `/api/inquirys/customs-assessment?ilNo=${ilNo}`,
        cookies: cookies(user),
      });
      expect(view.statusCode).toBe(404);
    }
    expect((await uploadAs(undefined, ilNo)).statusCode).toBe(401);
    expect(await count(`SELECT count(*) AS n FROM customs_assessments WHERE il_no = ${ilNo}`)).toBe(0);
  });

  it('refuses a file that is not a PDF or picture with 415, and one over 10 MB with 413; nothing is stored', async () => {
    // Its own inquiry: another test stores an assessment for the shared one, in any order.
    const ilNo = await paidInquiry(shipmentStepNumber('arrived'), itemNo);
    expect((await uploadAs('demo-buyer', ilNo, Buffer.from('just text, not a document'))).statusCode).toBe(415);
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]);
    expect((await uploadAs('demo-buyer', ilNo, tooLarge)).statusCode).toBe(413);
    expect(await count(`SELECT count(*) AS n FROM customs_assessments WHERE il_no = ${ilNo}`)).toBe(0);
  });

  it('is stored after arrival, once, and only its buyer and staff can read it', async () => {
    const response = await uploadAs('demo-buyer', arrived);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ilNo: arrived, arrived: true, fileName: 'assessment.pdf' });
    expect((await uploadAs('demo-buyer', arrived)).statusCode).toBe(409);

    const own = await app.inject({
      url: `/api/inquirys/customs-assessment/file?ilNo=${arrived}`,
      cookies: cookies('demo-buyer'),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const other = await app.inject({
      url: `/api/inquirys/customs-assessment/file?ilNo=${arrived}`,
      cookies: cookies('demo-dealer'),
    });
    expect(other.statusCode).toBe(404);
    const staff = await app.inject({
      url: `/api/staff/customs-assessments/${arrived}/file`,
      cookies: cookies('demo-staff'),
    });
    expect(staff.statusCode).toBe(200);
    for (const user of ['demo-buyer', 'demo-dealer']) {
      const staffFile = await app.inject({
        url: `/api/staff/customs-assessments/${arrived}/file`,
        cookies: cookies(user),
      });
      expect(staffFile.statusCode).toBe(403);
    }
  });
});

describe('the actual amount', () => {
  it('is for staff only', async () => {
    const recorded = () => count(`SELECT count(*) AS n FROM customs_assessments WHERE actual_amount IS NOT NULL`);
    const before = await recorded();
    for (const user of ['demo-buyer', 'demo-seller']) {
      expect((await record(arrived, { actualAmount: 6000 }, user)).statusCode).toBe(403);
      const errors = await app.inject({ url: '/api/staff/landed-cost-errors', cookies: cookies(user) });
      expect(errors.statusCode).toBe(403);
    }
    expect(await recorded()).toBe(before);
  });

  it('refuses bad amounts with a 400 naming the field, and an inquiry still at sea with 409', async () => {
    for (const actualAmount of [0, -1, 1.5, 'six thousand']) {
      const response = await record(arrived, { actualAmount });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('actualAmount');
    }
    expect((await record(atSea, { actualAmount: 6000 })).statusCode).toBe(409);
    expect((await record(999_999_999, { actualAmount: 6000 })).statusCode).toBe(404);
  });

  it("is recorded and audited beside the estimate's taxes (no fees) for the inquiry, which stays as first taken", async () => {
    // Its own inquiry and assessment file, so neither the upload's test nor the median depends on the order.
    const ilNo = await paidInquiry(shipmentStepNumber('arrived'), itemNo);
    expect((await uploadAs('demo-buyer', ilNo)).statusCode).toBe(201);
    // Kenya, 1500 cc, customs value 11,000 to 14,300: duty, excise, VAT, IDF and RDL without the clearing fees.
    const first = await record(ilNo, { actualAmount: 9000 });
    expect(first.statusCode).toBe(200);
    const body = first.json() as CustomsAssessment;
    expect(body).toMatchObject({ actualAmount: 9000, estimateLow: 8745, estimateHigh: 11369 });
    expect(body.errorPct).toBe(11.7);

    await database.query(`UPDATE landed_cost_rates SET value_margin_pct = 0 WHERE country_code = 'KE'`);
    const corrected = (await record(ilNo, { actualAmount: 9500 })).json() as CustomsAssessment;
    expect(corrected).toMatchObject({ actualAmount: 9500, estimateLow: 8745, estimateHigh: 11369 });
    await database.query(`UPDATE landed_cost_rates SET value_margin_pct = 30 WHERE country_code = 'KE'`);

    const audit = await database.query<{ before: unknown; after: { actualAmount: number } }>(
      `SELECT before, after FROM audit_log WHERE action = 'customsAssessment.record' AND entity_id = '${ilNo}'
       ORDER BY audit_no`,
    );
    expect(audit.map((row) => [row.before, row.after.actualAmount])).toEqual([
      [{ actualAmount: null }, 9000],
      [{ actualAmount: 9000 }, 9500],
    ]);

    const buyerView = await app.inject({
      url: `/api/inquirys/customs-assessment?ilNo=${ilNo}`,
      cookies: cookies('demo-buyer'),
    });
    expect(buyerView.json()).toMatchObject({ actualAmount: 9500, fileName: 'assessment.pdf' });

    // Staff see the estimate's median error per country (the one recorded amount, 9500 against 8745 to 11369).
    const response = await app.inject({ url: '/api/staff/landed-cost-errors', cookies: cookies('demo-staff') });
    expect(response.statusCode).toBe(200);
    expect(response.json() as LandedCostError[]).toEqual([
      { countryCode: 'KE', recorded: 1, estimated: 1, medianErrorPct: 5.9, medianAbsErrorPct: 5.9, withinRange: 1 },
    ]);
  });
});
