import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, type ConditionBody, type ConditionView, type DetailResponse } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
/** Listings of demo-seller without a record, one per test that writes, so the tests run in any order. */
const own: number[] = [];

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const USERS = ['demo-buyer', 'demo-dealer', 'demo-seller', 'demo-staff', 'demo-pending'];

const body: ConditionBody = {
  inspection: {
    inspectedOn: '2026-02-10',
    inspector: 'Korea Automobile Inspection',
    odometerKm: 61_200,
    frameDamage: false,
    flood: false,
    fire: false,
    tuning: true,
    panels: [
      { panel: 'frontDoorLeft', mark: 'painted' },
      { panel: 'hood', mark: 'exchanged' },
    ],
    systems: [
      { system: 'engine', state: 'good' },
      { system: 'brakes', state: 'minorLeak' },
    ],
  },
  history: {
    ...EMPTY_HISTORY,
    ownerChanges: 1,
    mileage: [
      { readOn: '2022-03-01', km: 40_000, source: 'Periodic inspection' },
      { readOn: '2024-03-01', km: 31_000, source: 'Periodic inspection' },
    ],
  },
};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of USERS) sid[user] = await loginCookie(app, user);
  const rows = await database.query<{ item_no: string }>(
    `SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
      WHERE u.user_id = 'demo-seller' AND i.flag = 0 AND i.secret = false
        AND NOT EXISTS (SELECT 1 FROM item_conditions c WHERE c.item_no = i.item_no)
      ORDER BY i.item_no LIMIT 6`,
  );
  own.push(...rows.map((row) => Number(row.item_no)));
});
afterAll(() => app.close());

const cookies = (user?: string): Record<string, string> => (user ? { sid: sid[user]! } : {});
const save = (itemNo: number, user: string | undefined, payload: object = body) =>
  app.inject({ method: 'PUT', url: `/api/items/condition?itemNo=${itemNo}`, payload, cookies: cookies(user) });
const read = (itemNo: number, user?: string) =>
  app.inject({ url: `/api/items/condition?itemNo=${itemNo}`, cookies: cookies(user) });

async function upload(itemNo: number, user: string | undefined, data = PDF, kind = 'inspection') {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([data], { type: 'application/pdf' }), 'record.pdf');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/api/items/condition/documents?itemNo=${itemNo}`,
    cookies: cookies(user),
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}
const rowCount = async (table: string, itemNo: number) =>
  Number(
    (await database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE item_no = $1`, [itemNo]))[0]!.n,
  );

describe('the seller enters the record of their own listing', () => {
  it('is refused to a visitor (401), a buyer and staff (403), another seller and for a listing not shown (404)', async () => {
    const itemNo = own[0]!;
    expect((await save(itemNo, undefined)).statusCode).toBe(401);
    expect((await save(itemNo, 'demo-buyer')).statusCode).toBe(403);
    expect((await save(itemNo, 'demo-staff')).statusCode).toBe(403);
    expect((await save(itemNo, 'demo-dealer')).statusCode).toBe(404);
    expect((await save(987_654_321, 'demo-seller')).statusCode).toBe(404);
    expect((await read(987_654_321, 'demo-buyer')).statusCode).toBe(404);
    const [deleted] = await database.query<{ item_no: string }>(
      `SELECT item_no FROM items WHERE flag IN (1, 4, 5) ORDER BY item_no LIMIT 1`,
    );
    expect((await read(Number(deleted!.item_no), 'demo-buyer')).statusCode).toBe(404);
    const missing = await app.inject({ url: '/api/staff/conditions/987654321', cookies: cookies('demo-staff') });
    expect(missing.statusCode).toBe(404);
    expect((await upload(itemNo, 'demo-dealer')).statusCode).toBe(404);
    expect((await upload(itemNo, undefined)).statusCode).toBe(401);
    expect(await rowCount('item_conditions', itemNo)).toBe(0);
    expect(await rowCount('item_condition_documents', itemNo)).toBe(0);
  });

  it('refuses an unknown panel and a reading in the future with localized field messages', async () => {
    const itemNo = own[1]!;
    const panels = [{ panel: 'spoiler', mark: 'painted' }];
    const unknown = await app.inject({
      method: 'PUT',
      url: `/api/items/condition?itemNo=${itemNo}&lang=1`,
      payload: { ...body, inspection: { ...body.inspection, panels } },
      cookies: cookies('demo-seller'),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['inspection.panels.0.panel']).toMatch(/panel/i);
    const future = { ...body.history!, mileage: [{ readOn: '2999-01-01', km: 1, source: '' }] };
    const refused = await save(itemNo, 'demo-seller', { ...body, history: future });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['history.mileage.0.readOn']);
    expect(await rowCount('item_conditions', itemNo)).toBe(0);
  });

  it('refuses an original that is not a PDF or picture (415), and more than six (413)', async () => {
    const itemNo = own[2]!;
    expect((await upload(itemNo, 'demo-seller', Buffer.from('plain text, no document'))).statusCode).toBe(415);
    expect((await upload(itemNo, 'demo-seller', PDF, 'invoice')).statusCode).toBe(400);
    for (let n = 0; n < 6; n += 1) expect((await upload(itemNo, 'demo-seller')).statusCode).toBe(201);
    const seventh = await upload(itemNo, 'demo-seller');
    expect(seventh.statusCode).toBe(413);
    expect(await rowCount('item_condition_documents', itemNo)).toBe(6);
  });
});

describe('reading, verifying and the detail summary', () => {
  it('is read whole by members with the rollback flagged, masked for visitors; originals for members only', async () => {
    const itemNo = own[3]!;
    expect((await save(itemNo, 'demo-seller')).statusCode).toBe(200);
    const uploaded = await upload(itemNo, 'demo-seller');
    expect(uploaded.statusCode).toBe(201);
    const docNo = (uploaded.json() as ConditionView).documents[0]!.docNo;

    const member = (await read(itemNo, 'demo-buyer')).json() as ConditionView;
    expect(member).toMatchObject({ masked: false, state: 'declared', verifiedBy: null });
    expect(member.inspection?.panels).toHaveLength(2);
    expect(member.history?.mileage.map((reading) => reading.rollback)).toEqual([false, true]);
    for (const user of [undefined, 'demo-pending']) {
      const masked = (await read(itemNo, user)).json() as ConditionView;
      expect(masked).toMatchObject({ masked: true, inspection: null, history: null, documents: [] });
    }

    const file = `/api/items/${itemNo}/condition/documents/${docNo}`;
    const got = await app.inject({ url: file, cookies: cookies('demo-buyer') });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await app.inject({ url: file })).statusCode).toBe(401);
    expect((await app.inject({ url: file, cookies: cookies('demo-pending') })).statusCode).toBe(403);
    const elsewhere = `/api/items/${own[4]}/condition/documents/${docNo}`;
    expect((await app.inject({ url: elsewhere, cookies: cookies('demo-buyer') })).statusCode).toBe(404);

    const detail = async (user?: string) =>
      (
        (
          await app.inject({ url: `/api/pages/detail?itemNo=${itemNo}`, cookies: cookies(user) })
        ).json() as DetailResponse
      ).item.condition;
    expect(await detail('demo-buyer')).toMatchObject({ markedPanels: 2, accidentClaims: 0, rollback: true });
    expect(await detail()).toMatchObject({ inspection: true, state: 'declared', markedPanels: null, rollback: null });
  });

  it('is verified by staff only, for the version they read, audited; an edit makes it declared again', async () => {
    const itemNo = own[4]!;
    await save(itemNo, 'demo-seller');
    const verify = (user: string, updatedAt: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/staff/conditions/${itemNo}/verify`,
        payload: { updatedAt },
        cookies: cookies(user),
      });
    const staffView = await app.inject({ url: `/api/staff/conditions/${itemNo}`, cookies: cookies('demo-staff') });
    const seen = (staffView.json() as ConditionView).updatedAt!;
    expect((await verify('demo-staff', seen)).json().code).toBe('CONFLICT'); // no original yet
    await upload(itemNo, 'demo-seller');
    const current = ((await read(itemNo, 'demo-seller')).json() as ConditionView).updatedAt!;
    expect((await verify('demo-seller', current)).statusCode).toBe(403);
    expect((await verify('demo-buyer', current)).statusCode).toBe(403);
    expect((await verify('demo-staff', seen)).statusCode).toBe(409); // the upload changed it since
    const pending = await app.inject({ url: '/api/staff/conditions', cookies: cookies('demo-staff') });
    expect(pending.json()).toContainEqual(expect.objectContaining({ itemNo, documents: 1 }));
    expect((await app.inject({ url: '/api/staff/conditions', cookies: cookies('demo-buyer') })).statusCode).toBe(403);

    const verified = await verify('demo-staff', current);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ state: 'verified', verifiedBy: 'demo-staff' });
    expect((await read(itemNo, 'demo-buyer')).json()).toMatchObject({ state: 'verified', verifiedBy: null });
    const [audit] = await database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'item' AND entity_id = $1`,
      [String(itemNo)],
    );
    expect(audit?.action).toBe('item.conditionVerify');
    expect((await verify('demo-staff', current)).statusCode).toBe(409);

    await save(itemNo, 'demo-seller', { ...body, history: null });
    expect((await read(itemNo, 'demo-buyer')).json()).toMatchObject({ state: 'declared', verifiedAt: null });
  });

  it('lets the seller remove an original of their own listing only', async () => {
    const itemNo = own[5]!;
    const docNo = ((await upload(itemNo, 'demo-seller')).json() as ConditionView).documents[0]!.docNo;
    const remove = (user: string, listing = itemNo) =>
      app.inject({
        method: 'DELETE',
        url: `/api/items/condition/documents/${docNo}?itemNo=${listing}`,
        cookies: cookies(user),
      });
    expect((await remove('demo-dealer')).statusCode).toBe(404);
    expect((await remove('demo-seller', own[0])).statusCode).toBe(404);
    expect((await remove('demo-seller')).statusCode).toBe(200);
    expect(await rowCount('item_condition_documents', itemNo)).toBe(0);
  });
});

describe('the search filters', () => {
  it('finds listings with a record, asks a visitor to log in for "no accident claims"', async () => {
    const search = (query: string, user?: string) =>
      app.inject({ url: `/api/items/search?${query}`, cookies: cookies(user) });
    const withRecord = await search('inspection=1&size=60', 'demo-buyer');
    expect(withRecord.statusCode).toBe(200);
    expect(withRecord.json().total).toBeGreaterThan(0);
    const visitor = await search('noClaims=1');
    expect(visitor.statusCode).toBe(401);
    const [clean] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM item_conditions c JOIN items i USING (item_no)
        WHERE c.accident_claims = 0 AND i.flag IN (0, 2, 3) AND i.secret = false`,
    );
    expect((await search('noClaims=1', 'demo-buyer')).json().total).toBe(Number(clean!.n));
    expect((await search('conditionVerified=1&inspection=1', 'demo-buyer')).statusCode).toBe(200);
  });
});
