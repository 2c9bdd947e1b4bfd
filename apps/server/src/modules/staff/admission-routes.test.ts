import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

const CONTACT = { name: 'Hanbit Motors Export', email: 'sellers@hanbit.example.com', phone: '+82 32 555 0100' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let app: FastifyInstance;
let database: Database;
let staffSid: string;

beforeAll(async () => {
  ({ app, database } = await createTestHarness({ exporter: { ...CONTACT, address: undefined } }));
  staffSid = await loginCookie(app, 'demo-staff');
});
afterAll(() => app.close());

let sellers = 0;
/** A new seller waiting for admission, who can log in (demo-seller's password); answers the session. */
async function newSeller(): Promise<{ userNo: number; sid: string }> {
  sellers += 1;
  const userId = `renewing-seller-${sellers}`;
  const [row] = await database.query<{ user_no: number }>(
    `INSERT INTO users (user_id, user_flag, admission, name, email, phone, company_name, password_hash)
     SELECT $1, 1, false, 'Park Jiho', $2, $3, 'Jiho Motors', password_hash FROM users WHERE user_id = 'demo-seller'
     RETURNING user_no`,
    [userId, `${userId}@example.com`, `+821077700${String(sellers).padStart(3, '0')}`],
  );
  return { userNo: Number(row!.user_no), sid: await loginCookie(app, userId) };
}

const refuse = (userNo: number, reason: string) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/sellers/${userNo}/admission`,
    cookies: { sid: staffSid },
    payload: { decision: 'refuse', reason },
  });
const admission = (sid: string) => app.inject({ url: '/api/user/admission', cookies: { sid } });
const askAgain = (sid: string, attachedFile: string) =>
  app.inject({ method: 'POST', url: '/api/user/admission', cookies: { sid }, payload: { attachedFile } });

/** A business document uploaded as at registration; answers its fileKey. */
async function uploadDocument(): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'registration-2026.pdf');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/upload-attached-file',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().fileKey as string;
}

const staffSeller = async (userNo: number) =>
  (await app.inject({ url: `/api/staff/sellers?status=pending&size=100`, cookies: { sid: staffSid } }))
    .json()
    .list.find((seller: { userNo: number }) => seller.userNo === userNo);

describe("a seller's admission (issue 14)", () => {
  it('tells a refused seller the reason and the contact, takes a new document and puts them back in the queue', async () => {
    const seller = await newSeller();
    expect((await admission(seller.sid)).json()).toMatchObject({ status: 'pending', reason: null, renewedAt: null });

    const reason = 'The business registration certificate is not legible';
    expect((await refuse(seller.userNo, reason)).statusCode).toBe(200);
    const refused = (await admission(seller.sid)).json();
    expect(refused).toMatchObject({ status: 'refused', reason, renewedAt: null, contact: CONTACT });
    expect(refused.decidedAt).toEqual(expect.any(String));
    expect(await staffSeller(seller.userNo)).toBeUndefined();

    const fileKey = await uploadDocument();
    const renewed = await askAgain(seller.sid, fileKey);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ status: 'pending', reason, renewedAt: expect.any(String) });
    const [stored] = await database.query<{ attached_file: string }>(
      'SELECT attached_file FROM users WHERE user_no = $1',
      [seller.userNo],
    );
    expect(stored!.attached_file).toBe(fileKey);

    // Staff find the request again among those waiting, with the earlier reason and when it was renewed.
    expect(await staffSeller(seller.userNo)).toMatchObject({
      status: 'pending',
      refuseReason: reason,
      renewedAt: expect.any(String),
      hasDocument: true,
    });
    const document = await app.inject({
      url: `/api/staff/sellers/${seller.userNo}/document`,
      cookies: { sid: staffSid },
    });
    expect(document.rawPayload).toEqual(PDF);

    // Waiting again: nothing to renew; a refusal after that can be renewed once more.
    const again = await askAgain(seller.sid, await uploadDocument());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a refused account can ask for approval again.');
    expect((await refuse(seller.userNo, 'Still not legible')).statusCode).toBe(200);
    expect((await admission(seller.sid)).json()).toMatchObject({ status: 'refused', reason: 'Still not legible' });
  });

  it('refuses a document that is not a fresh upload, and changes nothing', async () => {
    const seller = await newSeller();
    const other = await newSeller();
    await refuse(seller.userNo, 'Wrong company name');
    await refuse(other.userNo, 'Wrong company name');
    const fileKey = await uploadDocument();
    expect((await askAgain(other.sid, fileKey)).statusCode).toBe(200);

    for (const attachedFile of [fileKey, 'no-such-file.pdf', '']) {
      const response = await askAgain(seller.sid, attachedFile);
      expect(response.statusCode).toBe(400);
    }
    expect((await admission(seller.sid)).json()).toMatchObject({ status: 'refused', renewedAt: null });
  });

  it('is for sellers and dealers only', async () => {
    const buyer = await loginCookie(app, 'demo-buyer');
    expect((await admission(buyer)).statusCode).toBe(403);
    expect((await askAgain(buyer, await uploadDocument())).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/admission' })).statusCode).toBe(401);
    const dealer = await loginCookie(app, 'demo-dealer');
    expect((await admission(dealer)).json()).toMatchObject({ status: 'approved' });
  });
});
