import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRIVAL_SLOTS, LOADING_SLOTS, MAX_UPLOAD_BYTES, shipmentStepNumber, type LoadingSet } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildPaidInquiry } from '../../test/factories.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
let itemNo = 0;
let picture: Buffer;
/** The smallest MP4 file-type reads as video/mp4: an ftyp box. */
const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom'), Buffer.alloc(64)]);

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-dealer', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
  const [item] = await database.query<{ item_no: string }>(
    `SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
     WHERE u.user_id = 'demo-seller' ORDER BY i.item_no LIMIT 1`,
  );
  itemNo = Number(item!.item_no);
  picture = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => app.close());

const cookies = (user?: string): Record<string, string> => (user ? { sid: sid[user]! } : {});

/** A paid inquiry of demo-buyer for demo-seller's vehicle with its shipment at `step`. */
const paidInquiry = (step: number, arrivedDaysAgo?: number) =>
  buildPaidInquiry(database, { buyerId: 'demo-buyer', itemNo, step, arrivedDaysAgo });

async function form(data: Buffer, type: string) {
  const body = new FormData();
  body.set('file', new Blob([data], { type }), 'file');
  const request = new Request('http://local/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
const uploadLoading = async (ilNo: number, slot: string, user = 'demo-staff', data?: Buffer) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/shipments/${ilNo}/loading-set/${slot}`,
    cookies: cookies(user),
    ...(await form(data ?? (slot === 'coldStart' ? VIDEO : picture), 'application/octet-stream')),
  });
const seal = (ilNo: number, user = 'demo-staff') =>
  app.inject({ method: 'POST', url: `/api/staff/shipments/${ilNo}/loading-set/seal`, cookies: cookies(user) });
const uploadArrival = async (ilNo: number, slot: string, user = 'demo-buyer') =>
  app.inject({
    method: 'POST',
    url: `/api/inquirys/arrival/file?ilNo=${ilNo}&slot=${slot}`,
    cookies: cookies(user),
    ...(await form(picture, 'image/jpeg')),
  });
const report = (ilNo: number, user = 'demo-buyer') =>
  app.inject({
    method: 'POST',
    url: `/api/inquirys/arrival/report?ilNo=${ilNo}`,
    cookies: cookies(user),
    payload: { categories: ['bodyDamage', 'mileage'], text: 'A dent on the rear door; the odometer reads higher.' },
  });
const outcome = (ilNo: number, user = 'demo-staff') =>
  app.inject({
    method: 'PUT',
    url: `/api/staff/shipments/${ilNo}/arrival-outcome`,
    cookies: cookies(user),
    payload: { outcome: 'confirmed', note: 'The dent is not on the loading pictures.' },
  });

/** Uploads every slot of the set. */
async function fullSet(ilNo: number) {
  for (const slot of LOADING_SLOTS) expect((await uploadLoading(ilNo, slot)).statusCode).toBe(201);
}

describe('the loading set', () => {
  it('is uploaded slot by slot, sealed when complete, and never changes afterwards', async () => {
    const ilNo = await paidInquiry(shipmentStepNumber('booked'));
    expect((await uploadLoading(ilNo, 'front')).statusCode).toBe(201);
    const incomplete = await seal(ilNo);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().message).toContain(String(LOADING_SLOTS.length - 1));
    const early = await app.inject({
      method: 'POST',
      url: `/api/staff/shipments/${ilNo}/step`,
      cookies: cookies('demo-staff'),
      payload: { step: 'loaded', on: '2026-11-21' },
    });
    expect([early.statusCode, early.json().message]).toEqual([409, expect.stringContaining('Seal')]);

    await fullSet(ilNo);
    const sealed = await seal(ilNo);
    expect(sealed.statusCode).toBe(200);
    const set = sealed.json<LoadingSet>();
    expect(set.sealedAt).not.toBeNull();
    expect(set.files.map((file) => file.slot).sort()).toEqual([...LOADING_SLOTS].sort());
    const video = set.files.find((file) => file.slot === 'coldStart')!;
    expect([video.contentType, video.size, video.sha256]).toEqual([
      'video/mp4',
      VIDEO.length,
      createHash('sha256').update(VIDEO).digest('hex'),
    ]);
    // The hash is of the stored bytes, as the buyer downloads them.
    const front = set.files.find((file) => file.slot === 'front')!;
    const download = await app.inject({
      method: 'GET',
      url: `/api/inquirys/loading-set/file?ilNo=${ilNo}&slot=front`,
      cookies: cookies('demo-buyer'),
    });
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(front.sha256);

    expect((await uploadLoading(ilNo, 'front')).statusCode).toBe(409);
    expect((await seal(ilNo)).statusCode).toBe(409);
    // The database refuses too, whoever writes to it.
    for (const statement of [
      `UPDATE loading_files SET sha256 = 'x' WHERE il_no = $1`,
      `DELETE FROM loading_files WHERE il_no = $1`,
      `INSERT INTO loading_files (il_no, slot, file_key, content_type, sha256, size, uploaded_by)
       SELECT $1, 'extra', 'k', 'image/webp', 'x', 1, uploaded_by FROM loading_seals WHERE il_no = $1`,
      `UPDATE loading_seals SET sealed_at = now() WHERE il_no = $1`,
      `DELETE FROM loading_seals WHERE il_no = $1`,
      `DELETE FROM inquiries WHERE il_no = $1`,
    ])
      await expect(database.query(statement, [ilNo])).rejects.toThrow();
    await expect(database.query('TRUNCATE loading_seals CASCADE')).rejects.toThrow();
    const after = await app.inject({
      method: 'GET',
      url: `/api/staff/shipments/${ilNo}/loading-set`,
      cookies: cookies('demo-staff'),
    });
    expect(after.json<LoadingSet>()).toEqual(set);

    const loaded = await app.inject({
      method: 'POST',
      url: `/api/staff/shipments/${ilNo}/step`,
      cookies: cookies('demo-staff'),
      payload: { step: 'loaded', on: '2026-11-21' },
    });
    expect(loaded.statusCode).toBe(200);
  });

  it('refuses a file whose bytes or size are not of the slot and changes nothing; the video may pass 10 MB', async () => {
    const ilNo = await paidInquiry(shipmentStepNumber('booked'));
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await uploadLoading(ilNo, 'front', 'demo-staff', pdf)).statusCode).toBe(415);
    expect((await uploadLoading(ilNo, 'coldStart', 'demo-staff', picture)).statusCode).toBe(415);
    // The video may pass the 10 MB of a picture (up to MAX_VIDEO_BYTES); a picture may not.
    const eleven = Buffer.concat([VIDEO, Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
    expect((await uploadLoading(ilNo, 'front', 'demo-staff', Buffer.concat([picture, eleven]))).statusCode).toBe(413);
    const video = await uploadLoading(ilNo, 'coldStart', 'demo-staff', eleven);
    expect([video.statusCode, video.json().files[0].size]).toEqual([201, eleven.length]);
    await database.query(`DELETE FROM loading_files WHERE il_no = $1`, [ilNo]);
    const unknown = await uploadLoading(ilNo, 'roof');
    expect(unknown.statusCode).toBe(400);
    const rows = await database.query('SELECT 1 FROM loading_files WHERE il_no = $1', [ilNo]);
    expect(rows).toHaveLength(0);
  });

  it('is taken only while the shipment is booked', async () => {
    const notBooked = await paidInquiry(0);
    const response = await uploadLoading(notBooked, 'front');
    expect(response.statusCode).toBe(409);
    expect((await uploadLoading(9_999_999, 'front')).statusCode).toBe(404);
  });

  it('is staff work: a visitor gets 401, a buyer or seller 403; the buyer reads only their own inquiry', async () => {
    const ilNo = await paidInquiry(shipmentStepNumber('booked'));
    for (const user of ['', 'demo-buyer', 'demo-seller']) {
      const status = user ? 403 : 401;
      expect((await uploadLoading(ilNo, 'front', user)).statusCode).toBe(status);
      expect((await seal(ilNo, user)).statusCode).toBe(status);
      for (const url of [
        `/api/staff/shipments/${ilNo}/loading-set`,
        `/api/staff/shipments/${ilNo}/loading-set/front/file`,
        `/api/staff/shipments/${ilNo}/arrival`,
        `/api/staff/shipments/${ilNo}/arrival/front/file`,
      ])
        expect((await app.inject({ method: 'GET', url, cookies: cookies(user) })).statusCode).toBe(status);
      expect((await outcome(ilNo, user)).statusCode).toBe(status);
    }
    for (const url of [
      `/api/inquirys/loading-set?ilNo=${ilNo}`,
      `/api/inquirys/loading-set/file?ilNo=${ilNo}&slot=front`,
      `/api/inquirys/arrival?ilNo=${ilNo}`,
      `/api/inquirys/arrival/file?ilNo=${ilNo}&slot=front`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const other of ['demo-dealer', 'demo-seller'])
        expect((await app.inject({ method: 'GET', url, cookies: cookies(other) })).statusCode).toBe(404);
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/inquirys/loading-set?ilNo=${ilNo}`,
          cookies: cookies('demo-buyer'),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the arrival match', () => {
  it('takes the buyer pictures and one report within the window; staff record one outcome and the seller is mailed', async () => {
    const ilNo = await paidInquiry(shipmentStepNumber('arrived'), 1);
    expect((await report(ilNo)).statusCode).toBe(400);
    for (const other of ['demo-dealer', 'demo-seller']) {
      expect((await uploadArrival(ilNo, 'front', other)).statusCode).toBe(404);
      expect((await report(ilNo, other)).statusCode).toBe(404);
    }
    expect((await uploadArrival(ilNo, 'front', '')).statusCode).toBe(401);
    expect((await uploadArrival(ilNo, 'front')).statusCode).toBe(201);
    expect((await uploadArrival(ilNo, 'coldStart')).statusCode).toBe(400);
    const reported = await report(ilNo);
    expect(reported.statusCode).toBe(201);
    expect(reported.json().report).toMatchObject({ categories: ['bodyDamage', 'mileage'], outcome: null });
    expect((await report(ilNo)).statusCode).toBe(409);
    expect((await uploadArrival(ilNo, 'rear')).statusCode).toBe(409);

    const recorded = await outcome(ilNo);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().report).toMatchObject({ outcome: 'confirmed', outcomeNote: expect.any(String) });
    expect((await outcome(ilNo)).statusCode).toBe(409);
    const [mail] = await database.query<{ body: string }>(
      `SELECT o.body FROM outbox o JOIN users u ON u.email = o.recipient
       WHERE u.user_id = 'demo-seller' AND o.body LIKE '%not on the loading pictures%'`,
    );
    expect(mail?.body).toBeDefined();
    const seen = await app.inject({
      method: 'GET',
      url: `/api/inquirys/arrival?ilNo=${ilNo}`,
      cookies: cookies('demo-buyer'),
    });
    expect(seen.json().report.outcome).toBe('confirmed');
  });

  it('is refused before arrival and after 14 days, with a localized message', async () => {
    const atSea = await paidInquiry(shipmentStepNumber('departed'));
    expect((await uploadArrival(atSea, 'front')).statusCode).toBe(409);
    const late = await paidInquiry(shipmentStepNumber('arrived'), 15);
    const { payload, headers } = await form(picture, 'image/jpeg');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/inquirys/arrival/file?ilNo=${late}&slot=front`,
      cookies: cookies('demo-buyer'),
      headers: { ...headers, 'accept-language': 'fr' },
      payload,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, expect.stringContaining('14 jours')]);
    expect(ARRIVAL_SLOTS).not.toContain('coldStart');
    expect((await report(late)).statusCode).toBe(409);
    expect((await outcome(late)).statusCode).toBe(409);
    expect((await outcome(9_999_999)).statusCode).toBe(404);
  });
});
