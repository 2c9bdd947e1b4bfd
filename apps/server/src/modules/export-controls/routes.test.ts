import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportControl, ExportRefusalRecord, ExportVerdictAnswer } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { auditedActions } from '../../test/audit.ts';
import { buildUser } from '../../test/factories.ts';
import { inquiryBody } from '../inquiries/test-inquiry.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
let staffSid: string;
let buyer: Awaited<ReturnType<typeof buildUser>>;
/**
 * Sedans for sale by a seller who is not the buyer: two of 2,500 cc (one for Russia, one for Chile), 1,600 cc and of
 * unknown engine size. Each test uses its own, so they hold in any order.
 */
let bigSedan = 0;
let bigSedanToChile = 0;
let smallSedan = 0;
let unknownEngine = 0;
let russia: { port_no: number; country_no: number };
let chile: { port_no: number; country_no: number };

const portOf = async (code: string) =>
  (
    await database.query<{ port_no: number; country_no: number }>(
      `SELECT p.port_no, p.country_no FROM ports p JOIN countries c USING (country_no)
       WHERE c.country_code = $1 ORDER BY p.port_no LIMIT 1`,
      [code],
    )
  )[0]!;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  staffSid = await loginCookie(app, 'demo-staff');
  buyer = await buildUser(app, database, {});
  const rows = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items WHERE flag = 0 AND NOT secret AND category = 1 AND NOT partners ORDER BY item_no DESC LIMIT 4`,
  );
  [bigSedan, bigSedanToChile, smallSedan, unknownEngine] = rows.map((row) => Number(row.item_no)) as [
    number,
    number,
    number,
    number,
  ];
  const sedan = `(SELECT product_no FROM products WHERE code = 'sedan')`;
  await database.query(`UPDATE items SET product_no = ${sedan}, cc = 2500 WHERE item_no = ANY($1)`, [
    [bigSedan, bigSedanToChile],
  ]);
  await database.query(`UPDATE items SET product_no = ${sedan}, cc = 1600 WHERE item_no = $1`, [smallSedan]);
  await database.query(`UPDATE items SET product_no = ${sedan}, cc = NULL WHERE item_no = $1`, [unknownEngine]);
  russia = await portOf('RU');
  chile = await portOf('CL');
});
afterAll(() => app.close());

const inquire = (port: typeof russia, itemNo: number, lang = 1, sid = buyer.sid) =>
  app.inject({
    method: 'POST',
    url: `/api/inquirys/inquiry?lang=${lang}`,
    cookies: { sid },
    payload: inquiryBody(port, [{ itemNo }]),
  });
const refusalsOf = (itemNo: number) =>
  database.query<{ user_no: number; country_code: string; reason: string; cc: number | null; created_at: Date }>(
    'SELECT user_no, country_code, reason, cc, created_at FROM export_control_refusals WHERE item_no = $1',
    [itemNo],
  );
const inquiriesOf = (itemNo: number) => database.query('SELECT 1 FROM inquiry_items WHERE item_no = $1', [itemNo]);

describe("an inquiry Korea's export controls forbid", () => {
  it('is refused for a 2,500 cc car to Russia, in the buyer language, recorded for staff, and no inquiry is made', async () => {
    const before = (await refusalsOf(bigSedan)).length;
    const english = await inquire(russia, bigSedan);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      code: 'EXPORT_CONTROLLED',
      message:
        "Korea's export controls do not allow this vehicle to be exported to Russia: vehicles of its type with an " +
        'engine of 2000 cc or more are barred. We cannot take this inquiry; please choose another destination.',
    });
    const russian = await inquire(russia, bigSedan, 4);
    expect(russian.statusCode).toBe(403);
    expect(russian.json().message).toMatch(/^Экспортный контроль Кореи не разрешает вывоз .* «Россия».* от 2000 см³/);

    expect(await inquiriesOf(bigSedan)).toEqual([]);
    const recorded = await refusalsOf(bigSedan);
    expect(recorded).toHaveLength(before + 2);
    expect(recorded.at(-1)).toMatchObject({
      user_no: buyer.userNo,
      country_code: 'RU',
      reason: 'controlled',
      cc: 2500,
    });
    expect(recorded.at(-1)!.created_at).toBeInstanceOf(Date);
  });

  it('refuses a car whose engine size the listing does not give, with its own message', async () => {
    const response = await inquire(russia, unknownEngine, 3);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('روسيا');
    expect(await inquiriesOf(unknownEngine)).toEqual([]);
    expect((await refusalsOf(unknownEngine))[0]).toMatchObject({ reason: 'unknownEngine', cc: null });
  });

  it('lets a 1,600 cc car go to Russia and a 2,500 cc one to Chile', async () => {
    expect((await inquire(russia, smallSedan)).statusCode).toBe(201);
    expect((await inquire(chile, bigSedanToChile)).statusCode).toBe(201);
    expect(await refusalsOf(smallSedan)).toEqual([]);
  });

  it('shows staff the refused attempts, newest first, and nobody else', async () => {
    expect((await inquire(russia, bigSedan)).statusCode).toBe(403);
    const list = await app.inject({ url: '/api/staff/export-controls/refusals', cookies: { sid: staffSid } });
    expect(list.statusCode).toBe(200);
    const refusals = list.json<ExportRefusalRecord[]>().filter((entry) => entry.userId === buyer.userId);
    expect(refusals).toContainEqual(
      expect.objectContaining({ itemNo: bigSedan, countryCode: 'RU', reason: 'controlled', vehicleClass: 'passenger' }),
    );
    const times = refusals.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await app.inject({ url: '/api/staff/export-controls/refusals' })).statusCode).toBe(401);
    const asBuyer = await app.inject({ url: '/api/staff/export-controls/refusals', cookies: { sid: buyer.sid } });
    expect(asBuyer.statusCode).toBe(403);
  });
});

describe('GET /api/export-controls/verdict', () => {
  const verdict = (itemNo: number, countryCode: string, sid?: string) =>
    app.inject({
      url: `/api/export-controls/verdict?itemNo=${itemNo}&countryCode=${countryCode}`,
      cookies: sid ? { sid } : {},
    });

  it('warns the buyer before the inquiry, with the control and its source', async () => {
    const response = await verdict(bigSedan, 'ru', buyer.sid);
    expect(response.statusCode).toBe(200);
    expect(response.json<ExportVerdictAnswer>()).toEqual({
      countryCode: 'RU',
      result: {
        verdict: 'refused',
        reason: 'controlled',
        control: {
          vehicleClass: 'passenger',
          minEngineCc: 2000,
          sourceUrl: 'https://www.motie.go.kr/kor/article/ATCL8764a1224/155118579/view',
          checkedOn: '2026-11-28',
          status: 'toVerify',
        },
      },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await verdict(smallSedan, 'RU', buyer.sid)).json().result).toEqual({ verdict: 'clear' });
    expect((await verdict(bigSedan, 'CL', buyer.sid)).json().result).toEqual({ verdict: 'clear' });
  });

  it('refuses a visitor, and answers a bad country with 400 and an unknown listing with 404', async () => {
    expect((await verdict(bigSedan, 'RU')).statusCode).toBe(401);
    expect((await verdict(bigSedan, 'XX', buyer.sid)).statusCode).toBe(400);
    expect((await verdict(999_999_999, 'RU', buyer.sid)).statusCode).toBe(404);
  });
});

const control = {
  countryCode: 'kp',
  vehicleClass: 'truck',
  minEngineCc: null,
  engNote: 'Every truck.',
  sourceUrl: 'https://www.motie.go.kr/',
  checkedOn: '2026-11-28',
  status: 'verified',
};

describe('staff keep the export controls', () => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, sid?: string) =>
    app.inject({ method, url, cookies: sid ? { sid } : {}, ...(payload ? { payload } : {}) });
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(method, url, payload, staffSid);

  it('lists the seeded controls of Russia and Belarus, to verify, with their source', async () => {
    const controls = (await staff('GET', '/api/staff/export-controls')).json<ExportControl[]>();
    const seeded = controls.filter((entry) => ['RU', 'BY'].includes(entry.countryCode));
    expect(seeded.map((entry) => `${entry.countryCode} ${entry.vehicleClass} ${entry.minEngineCc}`).sort()).toEqual([
      'BY machinery null',
      'BY passenger 2000',
      'RU machinery null',
      'RU passenger 2000',
    ]);
    expect(
      seeded.every((entry) => entry.status === 'toVerify' && entry.sourceUrl.startsWith('https://www.motie.go.kr/')),
    ).toBe(true);
  });

  it('are refused to visitors (401) and buyers (403) on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/export-controls'],
      ['POST', '/api/staff/export-controls'],
      ['PUT', '/api/staff/export-controls/1'],
      ['DELETE', '/api/staff/export-controls/1'],
    ] as const) {
      expect((await call(method, url, control)).statusCode).toBe(401);
      expect((await call(method, url, control, buyer.sid)).statusCode).toBe(403);
    }
  });

  it('refuses bad input with localized field messages and changes nothing', async () => {
    const before = (await staff('GET', '/api/staff/export-controls')).json();
    const response = await staff('POST', '/api/staff/export-controls?lang=4', {
      ...control,
      vehicleClass: 'tank',
      minEngineCc: 0,
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, string> }>();
    expect(fields.vehicleClass).toBeTruthy();
    expect(fields.minEngineCc).toBeTruthy();
    expect((await staff('POST', '/api/staff/export-controls', { ...control, countryCode: 'XX' })).statusCode).toBe(400);
    expect((await staff('GET', '/api/staff/export-controls')).json()).toEqual(before);
  });

  it('adds, edits and removes a control, audited; inquiries follow at once', async () => {
    const created = await staff('POST', '/api/staff/export-controls', control);
    expect(created.statusCode).toBe(201);
    const saved = created.json<ExportControl>();
    expect(saved).toMatchObject({ countryCode: 'KP', vehicleClass: 'truck', engNote: 'Every truck.', note: '' });
    expect((await staff('POST', '/api/staff/export-controls', control)).statusCode).toBe(409);

    const edited = await staff('PUT', `/api/staff/export-controls/${saved.controlNo}`, {
      ...control,
      minEngineCc: 8000,
    });
    expect(edited.json()).toMatchObject({ minEngineCc: 8000 });
    const moved = await staff('PUT', `/api/staff/export-controls/${saved.controlNo}`, {
      ...control,
      vehicleClass: 'bus',
    });
    expect(moved.statusCode).toBe(400);

    expect((await staff('DELETE', `/api/staff/export-controls/${saved.controlNo}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/staff/export-controls/${saved.controlNo}`)).statusCode).toBe(404);
    expect(await auditedActions(database, 'exportControl', saved.controlNo)).toEqual([
      'exportControl.create',
      'exportControl.update',
      'exportControl.delete',
    ]);
  });
});
