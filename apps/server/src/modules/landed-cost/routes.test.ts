import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freightPrice, type LandedCostAnswer, type LandedCostRate } from '@market/domain';
import type { Database } from '../../db/client.ts';
import type { SeedContext } from '../../seed/index.ts';
import { landedCostByClassStep } from '../../seed/landed-cost-reference.ts';
import { createTestHarness } from '../../test/app.ts';
import { auditedActions } from '../../test/audit.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
/** A listed car at US$10,000 and 1500 cc, last year's model; a members-only one; offers to Kenya and Tanzania. */
let car = 0;
let membersOnly = 0;
let kenyaOffer = { smvpNo: 0, freight: 0 };
let tanzaniaOffer = 0;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-staff']) sid[user] = await loginCookie(app, user);
  const rows = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items WHERE flag = 0 AND NOT secret AND category = 1 ORDER BY item_no LIMIT 2`,
  );
  [car, membersOnly] = rows.map((row) => Number(row.item_no)) as [number, number];
  await database.query(
    `UPDATE items SET sell_price = 10000, discount_price = NULL, partners = false, cc = 1500,
       year = EXTRACT(YEAR FROM now())::int - 1 WHERE item_no = $1`,
    [car],
  );
  await database.query('UPDATE items SET secret = true WHERE item_no = $1', [membersOnly]);
  const offerTo = (code: string) =>
    database.query<{ smvp_no: number; base_price: number; price_per_cbm: number; ask_flag: boolean }>(
      `SELECT o.smvp_no, o.base_price, o.price_per_cbm, o.ask_flag FROM vessel_offers o
         JOIN ports p USING (port_no) JOIN countries c USING (country_no)
       WHERE c.country_code = $1 AND o.cfvt_no = (SELECT cfvt_no FROM items WHERE item_no = $2) AND NOT o.ask_flag
       ORDER BY o.smvp_no LIMIT 1`,
      [code, car],
    );
  const [ke] = await offerTo('KE');
  const [{ line_cbm: lineCbm }] = (await database.query<{ line_cbm: string }>(
    'SELECT line_cbm FROM items WHERE item_no = $1',
    [car],
  )) as [{ line_cbm: string }];
  kenyaOffer = {
    smvpNo: ke!.smvp_no,
    freight: freightPrice(
      { basePrice: ke!.base_price, pricePerCbm: ke!.price_per_cbm, askFlag: ke!.ask_flag },
      Number(lineCbm),
    )!,
  };
  tanzaniaOffer = (await offerTo('TZ'))[0]!.smvp_no;
});
afterAll(() => app.close());

const estimate = async (query: string, user?: string) => {
  const response = await app.inject({
    url: `/api/landed-cost/estimate?${query}`,
    cookies: user ? { sid: sid[user]! } : {},
  });
  return { status: response.statusCode, body: response.json() as LandedCostAnswer & { fields?: object } };
};

describe('GET /api/landed-cost/estimate', () => {
  it("gives a buyer every line of Kenya's rates on the vehicle's price, as ranges, with the source", async () => {
    const { status, body } = await estimate(`itemNo=${car}&countryCode=ke`, 'demo-buyer');
    expect(status).toBe(200);
    expect(body).toMatchObject({ countryCode: 'KE', masked: false, freightIncluded: false, vehicleTotal: 10_000 });
    expect(body.rate).toMatchObject({ sourceUrl: 'https://www.kra.go.ke/', status: 'toVerify', valueMarginPct: 30 });
    expect(body.estimate?.lines.map((line) => [line.kind, line.low, line.high])).toEqual([
      ['duty', 2_500, 3_250],
      ['excise', 2_500, 3_250],
      ['vat', 2_400, 3_120],
      ['levy', 350, 455],
      ['levy', 200, 260],
      ['fees', 400, 1_000],
    ]);
    expect(body.estimate).toMatchObject({ customsValueLow: 10_000, customsValueHigh: 13_000, totalLow: 8_350 });
  });

  it("adds the chosen offer's freight to the customs value", async () => {
    const { body } = await estimate(`itemNo=${car}&countryCode=KE&smvpNo=${kenyaOffer.smvpNo}`, 'demo-buyer');
    expect(body).toMatchObject({ freightIncluded: true, vehicleTotal: 10_000 + kenyaOffer.freight });
    expect(body.estimate?.lines[0]?.low).toBe(Math.round((10_000 + kenyaOffer.freight) * 0.25));
  });

  it('changes with the country; a country without rates has no estimate', async () => {
    const kenya = (await estimate(`itemNo=${car}&countryCode=KE`, 'demo-buyer')).body;
    const tanzania = (await estimate(`itemNo=${car}&countryCode=TZ`, 'demo-buyer')).body;
    expect(tanzania.rate?.sourceUrl).toBe('https://www.tra.go.tz/');
    expect(tanzania.estimate?.totalLow).not.toBe(kenya.estimate?.totalLow);
    const france = await estimate(`itemNo=${car}&countryCode=FR`, 'demo-buyer');
    expect(france.status).toBe(200);
    expect(france.body).toMatchObject({ rate: null, estimate: null, vehicleTotal: 10_000 });
  });

  it('masks every amount for a visitor, as prices are, and keeps members-only listings to members', async () => {
    const { status, body } = await estimate(`itemNo=${car}&countryCode=KE&smvpNo=${kenyaOffer.smvpNo}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ masked: true, vehicleTotal: null });
    expect(body.estimate).toMatchObject({ customsValueLow: null, totalLow: null, totalHigh: null });
    expect(body.estimate?.lines.every((line) => line.low === null && line.high === null)).toBe(true);
    // The engine size is masked too: the excise shows its whole range.
    expect(body.estimate?.lines[1]).toMatchObject({ rateLowBp: 2000, rateHighBp: 3500, factors: ['engine', 'fuel'] });
    expect((await estimate(`itemNo=${membersOnly}&countryCode=KE`)).status).toBe(401);
    expect((await estimate(`itemNo=${membersOnly}&countryCode=KE`, 'demo-buyer')).status).toBe(200);
  });

  it('answers bad input with a localized 400 and an unknown listing with 404', async () => {
    const unknown = await estimate(`itemNo=${car}&countryCode=XX&lang=2`, 'demo-buyer');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ countryCode: 'Cette valeur ne figure pas dans notre liste.' });
    const otherPort = await estimate(`itemNo=${car}&countryCode=KE&smvpNo=${tanzaniaOffer}`, 'demo-buyer');
    expect(otherPort.status).toBe(400);
    expect(Object.keys(otherPort.body.fields ?? {})).toEqual(['smvpNo']);
    expect((await estimate(`itemNo=abc&countryCode=KE`, 'demo-buyer')).status).toBe(400);
    expect((await estimate(`itemNo=${car}&countryCode=KE&smvpNo=-1`, 'demo-buyer')).status).toBe(400);
    expect((await estimate(`itemNo=999999999&countryCode=KE`, 'demo-buyer')).status).toBe(404);
  });
});

const sheet = {
  countryCode: 'fr',
  category: 1,
  valueMarginPct: 0,
  lines: [
    { kind: 'duty', basis: 'customs', rateBp: 1000 },
    { kind: 'vat', basis: 'customs', plus: ['duty'], rateBp: 2000 },
    { kind: 'fees', basis: 'flat', amountLow: 300, amountHigh: 600 },
  ],
  engNote: 'EU common customs tariff: 10 % for cars.',
  sourceUrl: 'https://www.douane.gouv.fr/',
  checkedOn: '2026-11-20',
  status: 'verified',
};

describe('staff maintain the landed cost rates', () => {
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'demo-staff') =>
    app.inject({ method, url, cookies: user ? { sid: sid[user]! } : {}, ...(payload ? { payload } : {}) });

  it('lists the seeded sheets, every one to verify', async () => {
    const rates = (await staff('GET', '/api/staff/landed-cost-rates')).json() as LandedCostRate[];
    expect(rates.map((rate) => rate.countryCode)).toEqual(expect.arrayContaining(['GH', 'KE', 'NG', 'TZ', 'UG']));
    expect(rates.every((rate) => rate.status === 'toVerify')).toBe(true);
    expect(rates.find((rate) => rate.countryCode === 'GH')).toMatchObject({
      sourceUrl: 'https://gra.gov.gh/customs/vehicle-importation/',
      checkedOn: '2026-11-28',
      engNote: expect.stringContaining('clearing'),
    });
  });

  it('refuses a buyer and a visitor', async () => {
    for (const [user, code] of [
      ['demo-buyer', 403],
      ['', 401],
    ] as const) {
      expect((await staff('GET', '/api/staff/landed-cost-rates', undefined, user)).statusCode).toBe(code);
      expect((await staff('POST', '/api/staff/landed-cost-rates', sheet, user)).statusCode).toBe(code);
      expect((await staff('PUT', '/api/staff/landed-cost-rates/1', sheet, user)).statusCode).toBe(code);
      expect((await staff('DELETE', '/api/staff/landed-cost-rates/1', undefined, user)).statusCode).toBe(code);
    }
  });

  it('refuses bad input with localized field messages and changes nothing', async () => {
    const before = (await staff('GET', '/api/staff/landed-cost-rates')).json() as LandedCostRate[];
    const response = await staff('POST', '/api/staff/landed-cost-rates?lang=5', {
      ...sheet,
      category: 3,
      lines: [{ kind: 'fees', basis: 'flat', amountLow: 600, amountHigh: 300 }],
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(fields.category).toBe('Este valor no es válido');
    expect(fields['lines.0.amountHigh']).toBe('Este valor no es válido');
    for (const bad of [{ countryCode: 'XX' }, { lines: [] }, { valueMarginPct: 500 }, { sourceUrl: 'ftp://x.y/' }]) {
      expect((await staff('POST', '/api/staff/landed-cost-rates', { ...sheet, ...bad })).statusCode).toBe(400);
    }
    expect((await staff('GET', '/api/staff/landed-cost-rates')).json()).toEqual(before);
  });

  it('refuses a date that is not a real day and rates that would compound past safe figures (issue 30)', async () => {
    const fieldsOf = async (body: object) => {
      const response = await staff('POST', '/api/staff/landed-cost-rates', { ...sheet, countryCode: 'pt', ...body });
      expect(response.statusCode).toBe(400);
      return (response.json() as { fields: Record<string, string> }).fields;
    };
    expect(await fieldsOf({ checkedOn: '2026-02-30' })).toEqual({ checkedOn: 'Enter a valid date.' });
    const compounding = Array.from({ length: 16 }, () => ({
      kind: 'duty',
      basis: 'customs',
      plus: ['duty'],
      rateBp: 100_000,
    }));
    expect(await fieldsOf({ valueMarginPct: 200, lines: compounding })).toEqual({
      lines: 'These rates add up to more than 20 times the customs value: check them.',
    });
  });

  it('adds, edits and removes a sheet, audited; the estimate follows at once', async () => {
    const created = await staff('POST', '/api/staff/landed-cost-rates', sheet);
    expect(created.statusCode).toBe(201);
    const saved = created.json() as LandedCostRate;
    expect(saved).toMatchObject({ countryCode: 'FR', category: 1, engNote: sheet.engNote, note: '' });
    const france = async () => (await estimate(`itemNo=${car}&countryCode=FR`, 'demo-buyer')).body.estimate;
    expect((await france())?.lines.map((line) => line.low)).toEqual([1_000, 2_200, 300]);
    const again = await staff('POST', '/api/staff/landed-cost-rates', sheet);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ codeNumber: 1 });

    const lines = [{ ...sheet.lines[0], rateBp: 500 }, ...sheet.lines.slice(1)];
    const edited = await staff('PUT', `/api/staff/landed-cost-rates/${saved.rateNo}`, { ...sheet, lines });
    expect(edited.statusCode).toBe(200);
    expect((await france())?.lines.map((line) => line.low)).toEqual([500, 2_100, 300]);
    for (const moved of [{ countryCode: 'DE' }, { category: 2 }]) {
      expect(
        (await staff('PUT', `/api/staff/landed-cost-rates/${saved.rateNo}`, { ...sheet, ...moved })).statusCode,
      ).toBe(400);
    }

    expect((await staff('DELETE', `/api/staff/landed-cost-rates/${saved.rateNo}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/staff/landed-cost-rates/${saved.rateNo}`)).statusCode).toBe(404);
    expect(await france()).toBeNull();

    expect(await auditedActions(database, 'landedCostRate', saved.rateNo)).toEqual([
      'landedCostRate.create',
      'landedCostRate.update',
      'landedCostRate.delete',
    ]);
  });
});

describe('the destinations of issue 28 by customs class', () => {
  /** A sedan (petrol, 2000 cc, eight years old) and a cargo truck (diesel), both listed. */
  const listings = async () => {
    const [sedan, truck] = await Promise.all([
      database.query<{ item_no: string }>(
        `SELECT item_no FROM items WHERE flag = 0 AND NOT secret AND category = 1 ORDER BY item_no OFFSET 2 LIMIT 1`,
      ),
      database.query<{ item_no: string }>(
        `SELECT item_no FROM items WHERE flag = 0 AND NOT secret AND category = 2 ORDER BY item_no LIMIT 1`,
      ),
    ]);
    const [sedanNo, truckNo] = [Number(sedan[0]!.item_no), Number(truck[0]!.item_no)];
    await database.query(
      `UPDATE items SET sell_price = 8000, discount_price = NULL, cc = 2000, year = EXTRACT(YEAR FROM now())::int - 8,
         product_no = (SELECT product_no FROM products WHERE code = 'sedan'),
         fuel_no = (SELECT fuel_no FROM fuels WHERE code = 'gasoline') WHERE item_no = $1`,
      [sedanNo],
    );
    await database.query(
      `UPDATE items SET sell_price = 40000, discount_price = NULL, cc = 11000,
         form_no = (SELECT form_no FROM forms WHERE code = 'cargo-truck'),
         fuel_no = (SELECT fuel_no FROM fuels WHERE code = 'diesel') WHERE item_no = $1`,
      [truckNo],
    );
    return { sedanNo, truckNo };
  };

  it('gives a buyer choosing Kyrgyzstan, Jordan or Ghana a full estimate for a car and for a truck', async () => {
    const { sedanNo, truckNo } = await listings();
    for (const countryCode of ['KG', 'JO', 'GH']) {
      for (const [itemNo, vehicleClass] of [
        [sedanNo, 'passenger'],
        [truckNo, 'truck'],
      ] as const) {
        const { status, body } = await estimate(`itemNo=${itemNo}&countryCode=${countryCode}`, 'demo-buyer');
        expect(status).toBe(200);
        expect(body).toMatchObject({ vehicleClass, rate: { status: 'toVerify', checkedOn: '2026-11-28' } });
        expect(body.estimate).toMatchObject({ incomplete: false, totalLow: expect.any(Number) });
        expect(body.estimate!.lines.every((line) => !line.unknown && line.low !== null)).toBe(true);
      }
    }
    // Kyrgyzstan's car: the unified rate, €4.8 per cm³ at 2000 cm³ (US$5.57 at €1 = US$1.16).
    const kyrgyzCar = (await estimate(`itemNo=${sedanNo}&countryCode=KG`, 'demo-buyer')).body.estimate!;
    expect(kyrgyzCar.lines[0]).toMatchObject({ code: 'unifiedPayment', perCcLow: 557, low: 11_140 });
  });

  it('names the unknown lines and gives no total where a rate is not known', async () => {
    const { truckNo } = await listings();
    const { body } = await estimate(`itemNo=${truckNo}&countryCode=IQ`, 'demo-buyer');
    expect(body.estimate).toMatchObject({ incomplete: true, totalLow: null, totalHigh: null });
    expect(body.estimate!.lines.map((line) => [line.kind, line.unknown, line.low])).toEqual([
      ['duty', true, null],
      ['vat', true, null],
      ['fees', true, null],
    ]);
  });

  it('rewrites a sheet an earlier seed wrote, never one staff verified', async () => {
    const oldLines = JSON.stringify([{ kind: 'excise', code: 'old vehicle', basis: 'customs', rateBp: 100 }]);
    await database.query(
      `UPDATE landed_cost_rates SET lines = $1::jsonb, checked_on = '2026-11-23' WHERE country_code = 'MN' AND category = 1`,
      [oldLines],
    );
    await database.query(
      `UPDATE landed_cost_rates SET lines = $1::jsonb, checked_on = '2026-11-20', status = 'verified'
       WHERE country_code = 'DO' AND category = 1`,
      [oldLines],
    );
    await landedCostByClassStep.run(database.db, {} as SeedContext);
    const rows = await database.query<{ country_code: string; lines: { code: string }[] }>(
      `SELECT country_code, lines FROM landed_cost_rates WHERE country_code IN ('MN', 'DO') AND category = 1
       ORDER BY country_code`,
    );
    expect(rows.map((row) => [row.country_code, row.lines[0]!.code])).toEqual([
      ['DO', 'old vehicle'],
      ['MN', ''],
    ]);
    // The staff listing still shows a sheet holding a code of before; then the seeded sheet is put back.
    expect(
      (await app.inject({ url: '/api/staff/landed-cost-rates', cookies: { sid: sid['demo-staff']! } })).statusCode,
    ).toBe(200);
    await database.query(`UPDATE landed_cost_rates SET status = 'toVerify' WHERE country_code = 'DO' AND category = 1`);
    await landedCostByClassStep.run(database.db, {} as SeedContext);
  });
});
