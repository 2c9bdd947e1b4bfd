import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRule, ImportVerdictAnswer } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { auditedActions } from '../../test/audit.ts';
import { inquiryBody } from '../inquiries/test-inquiry.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
/** Two listed cars for sale by a seller who is not the buyer, made into known vehicles below. */
let oldLeftHand = 0;
let newRightHand = 0;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-staff']) sid[user] = await loginCookie(app, user);
  const rows = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items WHERE flag = 0 AND NOT secret AND category = 1
       AND seller_no NOT IN (SELECT user_no FROM users WHERE user_id IN ('demo-buyer', 'demo-dealer'))
     ORDER BY item_no LIMIT 2`,
  );
  [oldLeftHand, newRightHand] = rows.map((row) => Number(row.item_no)) as [number, number];
  await database.query(
    `UPDATE items SET year = 2017, initial_register = '2017-06-01', handle = 0, weight = 1500,
       product_no = (SELECT product_no FROM products WHERE code = 'sedan') WHERE item_no = $1`,
    [oldLeftHand],
  );
  await database.query(
    `UPDATE items SET year = EXTRACT(YEAR FROM now())::int - 1, initial_register = NULL, handle = 1,
       fuel_no = (SELECT fuel_no FROM fuels WHERE code = 'gasoline'),
       product_no = (SELECT product_no FROM products WHERE code = 'sedan') WHERE item_no = $1`,
    [newRightHand],
  );
});
afterAll(() => app.close());

const verdict = async (itemNo: number, countryCode: string, user?: string, lang = 1, extra = '') => {
  const response = await app.inject({
    url: `/api/import-rules/verdict?itemNo=${itemNo}&countryCode=${countryCode}&lang=${lang}${extra}`,
    cookies: user ? { sid: sid[user]! } : {},
  });
  return { status: response.statusCode, body: response.json() as ImportVerdictAnswer & { message?: string } };
};

describe('GET /api/import-rules/verdict', () => {
  it("refuses a 2017 left-hand-drive car to Kenya, with every reason and the rule's source and date", async () => {
    const { status, body } = await verdict(oldLeftHand, 'ke', 'demo-buyer');
    expect(status).toBe(200);
    expect(body.countryCode).toBe('KE');
    expect(body.result).toEqual({
      verdict: 'notAllowed',
      reasons: ['age', 'steering'],
      maxAgeYears: 8,
      steering: 'right',
      vehicleClass: 'passenger',
      // KS 1515 counts from the year of first registration.
      age: { basis: 'registrationYear', from: '2017-01-01' },
    });
    // Seeded, not yet read on its source: no "checked" date.
    expect(body.rule).toMatchObject({ sourceUrl: 'https://www.kebs.org/', status: 'toVerify', checkedOn: null });
    expect(body.arrival > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(body.transit.basis).toBe('table');
  });

  it('takes the transit of the chosen port and vessel, else the longest to the country', async () => {
    const [mombasa] = await database.query<{ port_no: number }>(`SELECT port_no FROM ports WHERE locode = 'KEMBA'`);
    const longest = (await verdict(oldLeftHand, 'KE', 'demo-buyer')).body;
    const chosen = (await verdict(oldLeftHand, 'KE', 'demo-buyer', 1, `&portNo=${mombasa!.port_no}&vessel=roro`)).body;
    expect(chosen.transit.days).toBeLessThan(longest.transit.days);
    expect(chosen.arrival < longest.arrival).toBe(true);
    const foreign = await verdict(oldLeftHand, 'GH', 'demo-buyer', 4, `&portNo=${mombasa!.port_no}`);
    expect(foreign.status).toBe(400);
    expect((foreign.body as unknown as { fields: Record<string, string> }).fields.portNo).toBeTruthy();
  });

  it('answers a buyer choosing Kyrgyzstan, Jordan and Ghana, in English and in Russian alike', async () => {
    for (const lang of [1, 4]) {
      const [kyrgyzstan, jordan, ghana] = await Promise.all(
        ['KG', 'JO', 'GH'].map(async (code) => (await verdict(oldLeftHand, code, 'demo-buyer', lang)).body),
      );
      // Kyrgyzstan admits the left-hand-drive car but asks for a check with the authority.
      expect(kyrgyzstan!.result).toMatchObject({ verdict: 'check', check: 'authority', vehicleClass: 'passenger' });
      // Jordan: at most 5 years from the model year.
      expect(jordan!.result).toMatchObject({
        verdict: 'notAllowed',
        reasons: ['age'],
        maxAgeYears: 5,
        age: { basis: 'year', from: '2017-01-01' },
      });
      // Ghana: no age ban (an over-age penalty, said in the note), left-hand drive.
      expect(ghana!.result).toMatchObject({ verdict: 'allowed', conditions: [] });
      expect(ghana!.rule?.engNote).toMatch(/over-age penalty/);
      expect(ghana!.rule?.ruNote).toMatch(/штраф/);
    }
  });

  it('allows a new right-hand-drive car to Kenya, and refuses it once its seller declares it salvage', async () => {
    expect((await verdict(newRightHand, 'KE', 'demo-buyer')).body.result).toMatchObject({
      verdict: 'allowed',
      conditions: [],
      vehicleClass: 'passenger',
    });
    await database.query('UPDATE items SET salvage = true WHERE item_no = $1', [newRightHand]);
    try {
      // The declaration is public: a visitor learns the refusal too.
      for (const user of ['demo-buyer', undefined]) {
        expect((await verdict(newRightHand, 'KE', user)).body.result).toMatchObject({
          verdict: 'notAllowed',
          reasons: ['salvage'],
        });
      }
    } finally {
      await database.query('UPDATE items SET salvage = false WHERE item_no = $1', [newRightHand]);
    }
  });

  it('does not reveal a masked fact to a visitor: the steering side is unknown, the age still counts', async () => {
    expect((await verdict(newRightHand, 'KE')).body.result).toMatchObject({
      verdict: 'check',
      check: 'unknownFacts',
      unknown: ['steering'],
    });
    // Kenya counts from the registration, masked: it cannot tell; Jordan counts from the public model year.
    expect((await verdict(oldLeftHand, 'KE')).body.result).toMatchObject({
      verdict: 'check',
      unknown: ['age', 'steering'],
    });
    expect((await verdict(oldLeftHand, 'JO')).body.result).toMatchObject({ verdict: 'notAllowed', reasons: ['age'] });
  });

  it('says check with the authority for a country without a rule', async () => {
    const { body } = await verdict(newRightHand, 'FR', 'demo-buyer');
    expect(body.result).toMatchObject({ verdict: 'check', check: 'noRule', unknown: [] });
    expect(body.rule).toBeNull();
  });

  it('answers a bad country with a localized 400 and an unknown listing with 404', async () => {
    const unknown = await verdict(newRightHand, 'XX', 'demo-buyer', 2);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBeTruthy();
    expect((unknown.body as unknown as { fields: Record<string, string> }).fields.countryCode).toBe(
      'Cette valeur ne figure pas dans notre liste.',
    );
    expect((await verdict(newRightHand, 'KEN', 'demo-buyer')).status).toBe(400);
    expect((await verdict(999_999_999, 'KE', 'demo-buyer')).status).toBe(404);
  });
});

const leftHandCars = [{ vehicleClass: 'passenger', admitted: 'yes', steering: 'left' }];
const rule = {
  countryCode: 'fr',
  classLimits: leftHandCars,
  salvageBanned: true,
  checkRequired: false,
  engNote: 'Right-hand drive cars need an approval.',
  sourceUrl: 'https://www.douane.gouv.fr/',
  checkedOn: '2026-11-20',
  status: 'verified',
};

describe('staff maintain the import rules', () => {
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'demo-staff') =>
    app.inject({ method, url, cookies: { sid: sid[user]! }, ...(payload ? { payload } : {}) });

  it('lists the seeded rules, every one to verify and not yet read, the named countries among them', async () => {
    const response = await staff('GET', '/api/staff/import-rules');
    const rules = response.json() as ImportRule[];
    expect(rules.length).toBeGreaterThanOrEqual(28);
    expect(rules.every((entry) => entry.status === 'toVerify' && entry.checkedOn === null)).toBe(true);
    expect(rules.map((entry) => entry.countryCode)).toEqual(
      expect.arrayContaining(['KE', 'UG', 'GH', 'HN', 'UZ', 'LY', 'EG', 'BJ', 'TG']),
    );
  });

  it('refuses a buyer', async () => {
    expect((await staff('GET', '/api/staff/import-rules', undefined, 'demo-buyer')).statusCode).toBe(403);
    expect((await staff('POST', '/api/staff/import-rules', rule, 'demo-buyer')).statusCode).toBe(403);
    expect((await staff('PUT', '/api/staff/import-rules/1', rule, 'demo-buyer')).statusCode).toBe(403);
    expect((await staff('DELETE', '/api/staff/import-rules/1', undefined, 'demo-buyer')).statusCode).toBe(403);
  });

  it('refuses bad input with localized field messages and changes nothing', async () => {
    const before = (await staff('GET', '/api/staff/import-rules')).json() as ImportRule[];
    const response = await staff('POST', '/api/staff/import-rules?lang=5', {
      ...rule,
      sourceUrl: 'javascript:alert(1)',
      classLimits: [{ ...leftHandCars[0], maxAgeYears: -1 }],
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(fields.sourceUrl).toBe('Este valor no es válido');
    expect(fields['classLimits.0.maxAgeYears']).toBe('Este valor no es válido');
    expect((await staff('POST', '/api/staff/import-rules', { ...rule, countryCode: 'XX' })).statusCode).toBe(400);
    expect((await staff('GET', '/api/staff/import-rules')).json()).toEqual(before);
  });

  it('refuses a date that is not a real day with a 400 naming checkedOn, never a 500 (issue 30)', async () => {
    for (const checkedOn of ['2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01']) {
      const response = await staff('POST', '/api/staff/import-rules', { ...rule, countryCode: 'pt', checkedOn });
      expect(response.statusCode, checkedOn).toBe(400);
      expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(['checkedOn']);
    }
  });

  it('adds, edits and removes a rule, audited; the verdict follows at once', async () => {
    const created = await staff('POST', '/api/staff/import-rules', rule);
    expect(created.statusCode).toBe(201);
    const saved = created.json() as ImportRule;
    expect(saved).toMatchObject({ countryCode: 'FR', classLimits: [{ steering: 'left' }], engNote: rule.engNote });
    expect((await verdict(newRightHand, 'FR', 'demo-buyer')).body.result).toMatchObject({ reasons: ['steering'] });
    expect((await staff('POST', '/api/staff/import-rules', rule)).statusCode).toBe(409);

    const edited = await staff('PUT', `/api/staff/import-rules/${saved.ruleNo}`, {
      ...rule,
      classLimits: [{ ...leftHandCars[0], steering: null }],
    });
    expect(edited.statusCode).toBe(200);
    expect((await verdict(newRightHand, 'FR', 'demo-buyer')).body.result.verdict).toBe('allowed');
    const moved = await staff('PUT', `/api/staff/import-rules/${saved.ruleNo}`, { ...rule, countryCode: 'DE' });
    expect(moved.statusCode).toBe(400);

    expect((await staff('DELETE', `/api/staff/import-rules/${saved.ruleNo}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/staff/import-rules/${saved.ruleNo}`)).statusCode).toBe(404);
    expect((await verdict(newRightHand, 'FR', 'demo-buyer')).body.result).toMatchObject({ check: 'noRule' });

    expect(await auditedActions(database, 'importRule', saved.ruleNo)).toEqual([
      'importRule.create',
      'importRule.update',
      'importRule.delete',
    ]);
  });
});

describe('an inquiry for a vehicle the destination refuses', () => {
  it('needs the acknowledgement, then is sent and flagged to staff', async () => {
    const [port] = await database.query<{ port_no: number; country_no: number }>(
      `SELECT p.port_no, p.country_no FROM ports p JOIN countries c USING (country_no)
       WHERE c.country_code = 'KE' ORDER BY p.port_no LIMIT 1`,
    );
    const send = (extra: object) =>
      app.inject({
        method: 'POST',
        url: '/api/inquirys/inquiry?lang=3',
        cookies: { sid: sid['demo-buyer']! },
        payload: { ...inquiryBody(port!, [{ itemNo: oldLeftHand }]), ...extra },
      });
    const refused = await send({});
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { fields: Record<string, string> }).fields.importAcknowledged).toBe(
      'يرجى التأكيد أنك تعلم أن هذه المركبة غير مسموح بدخولها إلى بلد الوجهة.',
    );
    expect(await database.query('SELECT 1 FROM inquiry_items WHERE item_no = $1', [oldLeftHand])).toEqual([]);

    const sent = await send({ importAcknowledged: true });
    expect(sent.statusCode).toBe(201);
    const { ilNo } = sent.json() as { ilNo: number };
    const staffView = await app.inject({
      url: `/api/staff/inquiries/${ilNo}`,
      cookies: { sid: sid['demo-staff']! },
    });
    expect(staffView.statusCode).toBe(200);
    expect((staffView.json() as { items: { importNotAllowed: boolean }[] }).items[0]?.importNotAllowed).toBe(true);
  });

  it('an allowed vehicle needs no acknowledgement and is not flagged', async () => {
    const [port] = await database.query<{ port_no: number; country_no: number }>(
      `SELECT p.port_no, p.country_no FROM ports p JOIN countries c USING (country_no)
       WHERE c.country_code = 'KE' ORDER BY p.port_no LIMIT 1`,
    );
    const sent = await app.inject({
      method: 'POST',
      url: '/api/inquirys/inquiry',
      cookies: { sid: sid['demo-buyer']! },
      payload: inquiryBody(port!, [{ itemNo: newRightHand }]),
    });
    expect(sent.statusCode).toBe(201);
    const [line] = await database.query<{ import_not_allowed: boolean }>(
      'SELECT import_not_allowed FROM inquiry_items WHERE item_no = $1',
      [newRightHand],
    );
    expect(line?.import_not_allowed).toBe(false);
  });
});

describe("the seller's list counts the markets each listing may enter", () => {
  it('by the verdicts a buyer would see', async () => {
    const seller = await loginCookie(app, 'demo-seller');
    const response = await app.inject({ url: '/api/items/my-items?page=1&size=5', cookies: { sid: seller } });
    expect(response.statusCode).toBe(200);
    const { list } = response.json() as { list: { itemNo: number; markets: { eligible: number; of: number } }[] };
    const row = list[0]!;
    const rules = (
      (
        await app.inject({ url: '/api/staff/import-rules', cookies: { sid: sid['demo-staff']! } })
      ).json() as ImportRule[]
    ).map((rule) => rule.countryCode);
    let eligible = 0;
    for (const code of rules) {
      const answer = await app.inject({
        url: `/api/import-rules/verdict?itemNo=${row.itemNo}&countryCode=${code}`,
        cookies: { sid: seller },
      });
      if ((answer.json() as ImportVerdictAnswer).result.verdict !== 'notAllowed') eligible += 1;
    }
    expect(row.markets).toEqual({ eligible, of: rules.length });
    expect(eligible).toBeLessThan(rules.length);
  });
});
