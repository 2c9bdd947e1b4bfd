import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATE } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-dealer', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const cookies = (user?: string): Record<string, string> => (user ? { sid: sid[user]! } : {});

/**
 * An inquiry of demo-buyer written straight at `state` (the purchase steps to the deposit are proven in
 * inquiries/routes.test.ts; here they are only the starting point).
 */
async function inquiryAt(state: number = INQUIRY_STATE.depositConfirmed): Promise<number> {
  const [row] = await database.query<{ il_no: string }>(
    `INSERT INTO inquiries (user_no, state, country_no, port_no, user_name, user_phone, user_email,
       user_consignee_name, user_consignee_address, user_document_address, contents)
     SELECT u.user_no, $1, p.country_no, p.port_no, 'Maria Gonzalez', '+56 9 1234 5678', 'maria@example.com',
       'Gonzalez Importadora SpA', 'Av. Arturo Prat 123, Iquique', 'Av. Arturo Prat 123, Iquique', 'Ship soon'
     FROM users u, (SELECT country_no, port_no FROM ports ORDER BY port_no LIMIT 1) p
     WHERE u.user_id = 'demo-buyer'
     RETURNING il_no`,
    [state],
  );
  return Number(row!.il_no);
}

/** Takes a step; before "loaded", seals the loading set in SQL (the set itself is proven in handover-routes.test.ts). */
async function step(ilNo: number, body: { step: string; [field: string]: unknown }, user = 'demo-staff') {
  if (body.step === 'loaded')
    await database.query(
      `INSERT INTO loading_seals (il_no, sealed_by) SELECT $1, user_no FROM users WHERE user_id = 'demo-staff'
       ON CONFLICT DO NOTHING`,
      [ilNo],
    );
  return app.inject({
    method: 'POST',
    url: `/api/staff/shipments/${ilNo}/step`,
    payload: body,
    cookies: cookies(user),
  });
}
const eta = (ilNo: number, body: object, user = 'demo-staff') =>
  app.inject({ method: 'POST', url: `/api/staff/shipments/${ilNo}/eta`, payload: body, cookies: cookies(user) });

async function documentForm(
  kind: string,
  data = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([data], { type: 'application/pdf' }), `${kind}.pdf`);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
const upload = async (ilNo: number, kind: string, user = 'demo-staff') =>
  app.inject({
    method: 'POST',
    url: `/api/staff/shipments/${ilNo}/documents`,
    cookies: cookies(user),
    ...(await documentForm(kind)),
  });

const BOOKED = {
  step: 'booked',
  on: '2026-11-20',
  transport: 'vessel',
  carrier: 'Morning Cara',
  voyage: '25W',
  portOfLoading: 'Incheon',
  etd: '2026-11-28',
};
const STEPS = [
  BOOKED,
  { step: 'loaded', on: '2026-11-27' },
  { step: 'departed', on: '2026-11-28', eta: '2026-12-30' },
  { step: 'arrived', on: '2027-01-02' },
  { step: 'billOfLading', on: '2027-01-03', blNumber: 'MC25W-0042', blKind: 'original' },
  {
    step: 'documentsSent',
    on: '2027-01-04',
    courier: 'DHL',
    trackingNumber: '1234567890',
    documents: ['exportCertificate', 'invoice', 'blOriginal'],
  },
  { step: 'released', on: '2027-01-10' },
];

const count = async (sql: string) => Number((await database.query<{ n: string }>(sql))[0]!.n);
const outboxTo = (recipient: string) =>
  database.query<{ channel: string; subject: string; body: string }>(
    `SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY 1`,
    [recipient],
  );

describe('shipment steps', () => {
  it('run from booked to released, each audited, told to the buyer in their language, with texts for two', async () => {
    const ilNo = await inquiryAt();
    await database.query(
      `UPDATE users SET language = 5, sms_recive = true, email = 'ship-${ilNo}@example.com', phone = '+56 9 5${ilNo}'
       WHERE user_id = 'demo-buyer'`,
    );
    for (const body of STEPS) {
      if (body.step === 'billOfLading') expect((await upload(ilNo, 'blCopy')).statusCode).toBe(201);
      const response = await step(ilNo, body);
      expect(response.statusCode, response.body).toBe(200);
    }
    const shipment = (
      await app.inject({ url: `/api/inquirys/shipment?ilNo=${ilNo}`, cookies: cookies('demo-buyer') })
    ).json();
    expect(shipment).toMatchObject({ step: 7, eta: '2026-12-30', courier: 'DHL', trackingNumber: '1234567890' });
    expect(shipment.events.map((event: { step: string; on: string }) => [event.step, event.on])).toEqual(
      STEPS.map((body) => [body.step, body.on]),
    );
    expect(shipment.documents).toMatchObject([{ kind: 'blCopy', fileName: 'blCopy.pdf' }]);
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE entity = 'shipment' AND entity_id = '${ilNo}'`)).toBe(
      STEPS.length + 1,
    );

    const mails = await outboxTo(`ship-${ilNo}@example.com`);
    expect(mails).toHaveLength(STEPS.length);
    expect(mails.map((mail) => mail.subject)).toContain(`Su coche de la consulta IQ${ilNo}: llegó a su puerto`);
    expect(mails.find((mail) => mail.subject.endsWith('documentos enviados'))?.body).toContain(
      'Mensajería DHL, número de seguimiento 1234567890',
    );
    const texts = await outboxTo(`+56 9 5${ilNo}`);
    expect(texts.map((text) => text.subject).sort()).toEqual(
      [
        `Su coche de la consulta IQ${ilNo}: documentos enviados`,
        `Su coche de la consulta IQ${ilNo}: llegó a su puerto`,
      ].sort(),
    );
    await database.query(`UPDATE users SET language = 1, sms_recive = false WHERE user_id = 'demo-buyer'`);
  });

  it('are staff-only: buyers, sellers and visitors change nothing', async () => {
    const ilNo = await inquiryAt();
    expect((await step(ilNo, BOOKED, 'demo-buyer')).statusCode).toBe(403);
    expect((await step(ilNo, BOOKED, 'demo-seller')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/staff/shipments/${ilNo}/step`, payload: BOOKED })).statusCode,
    ).toBe(401);
    expect((await upload(ilNo, 'invoice', 'demo-buyer')).statusCode).toBe(403);
    expect(await count(`SELECT count(*) AS n FROM shipments WHERE il_no = ${ilNo}`)).toBe(0);
  });

  it('refuse bad input with 400 and a wrong current step with 409, changing nothing', async () => {
    const ilNo = await inquiryAt();
    const bad = await step(ilNo, { ...BOOKED, voyage: '', etd: 'soon' });
    expect(bad.statusCode).toBe(400);
    const skipped = await step(ilNo, { step: 'loaded', on: '2026-11-27' });
    expect(skipped.statusCode).toBe(409);
    expect(await count(`SELECT count(*) AS n FROM shipments WHERE il_no = ${ilNo}`)).toBe(0);
    expect((await step(ilNo, BOOKED)).statusCode).toBe(200);
    expect((await step(ilNo, BOOKED)).statusCode).toBe(409);
    for (const body of STEPS.slice(1, 4)) expect((await step(ilNo, body)).statusCode).toBe(200);
    const noCopy = await step(ilNo, STEPS[4]!);
    expect(noCopy.statusCode).toBe(400);
    expect(noCopy.json().fields).toHaveProperty('blCopy');
    expect(await count(`SELECT count(*) AS n FROM shipment_events WHERE il_no = ${ilNo}`)).toBe(4);

    const unpaid = await inquiryAt(INQUIRY_STATE.paymentBeingConfirmed);
    expect((await step(unpaid, BOOKED)).statusCode).toBe(409);
    expect((await step(999_999_999, BOOKED)).statusCode).toBe(404);
  });

  it('tell the buyer a moved ETA with the reason, only before arrival', async () => {
    const ilNo = await inquiryAt();
    await database.query(`UPDATE users SET email = 'eta-${ilNo}@example.com' WHERE user_id = 'demo-buyer'`);
    expect((await eta(ilNo, { eta: '2026-12-30', reason: 'Port congestion' })).statusCode).toBe(409);
    for (const body of STEPS.slice(0, 3)) expect((await step(ilNo, body)).statusCode).toBe(200);
    expect((await eta(ilNo, { eta: '2027-01-05' })).statusCode).toBe(400);
    const moved = await eta(ilNo, { eta: '2027-01-05', reason: 'Port congestion in Iquique' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().eta).toBe('2027-01-05');
    expect(moved.json().events.at(-1)).toMatchObject({
      kind: 'eta',
      on: '2027-01-05',
      reason: 'Port congestion in Iquique',
    });
    const [mail] = (await outboxTo(`eta-${ilNo}@example.com`)).filter((row) => row.subject.startsWith('New arrival'));
    expect(mail!.body).toContain('is now 2027-01-05.\nReason: Port congestion in Iquique');
    expect(
      await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'shipment.eta' AND entity_id = '${ilNo}'`),
    ).toBe(1);
    expect((await step(ilNo, STEPS[3]!)).statusCode).toBe(200);
    expect((await eta(ilNo, { eta: '2027-01-09', reason: 'Late' })).statusCode).toBe(409);
  });
});

describe("the buyer's shipment", () => {
  it('is shown and its documents downloaded by its buyer only: 404 for another buyer and a seller, 401 for a visitor', async () => {
    const ilNo = await inquiryAt();
    expect((await step(ilNo, BOOKED)).statusCode).toBe(200);
    const uploaded = await upload(ilNo, 'exportCertificate');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { docNo } = uploaded.json().documents[0];

    const own = await app.inject({ url: `/api/inquirys/shipment-documents/${docNo}`, cookies: cookies('demo-buyer') });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const [user, status] of [
      ['demo-dealer', 404],
      ['demo-seller', 404],
      [undefined, 401],
    ] as const) {
      const document = await app.inject({ url: `/api/inquirys/shipment-documents/${docNo}`, cookies: cookies(user) });
      expect(document.statusCode, user).toBe(status);
      const timeline = await app.inject({ url: `/api/inquirys/shipment?ilNo=${ilNo}`, cookies: cookies(user) });
      expect(timeline.statusCode, user).toBe(status);
    }
    const places = async (user: string) =>
      (await app.inject({ url: '/api/inquirys/shipment-places', cookies: cookies(user) })).json() as { ilNo: number }[];
    expect((await places('demo-buyer')).map((place) => place.ilNo)).toContain(ilNo);
    expect((await places('demo-dealer')).map((place) => place.ilNo)).not.toContain(ilNo);
    const staff = await app.inject({ url: `/api/staff/shipment-documents/${docNo}`, cookies: cookies('demo-staff') });
    expect(staff.statusCode).toBe(200);
  });

  it('refuses a document of an unknown kind or type, and keeps nothing', async () => {
    const ilNo = await inquiryAt();
    expect((await upload(ilNo, 'passport')).statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url: `/api/staff/shipments/${ilNo}/documents`,
      cookies: cookies('demo-staff'),
      ...(await documentForm('invoice', Buffer.from('just some text, not a document'))),
    });
    expect(text.statusCode).toBe(415);
    expect(await count(`SELECT count(*) AS n FROM shipment_documents WHERE il_no = ${ilNo}`)).toBe(0);
  });
});
