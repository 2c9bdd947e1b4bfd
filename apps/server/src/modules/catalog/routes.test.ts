import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cbm, MAX_PRICE } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
});
afterAll(() => app.close());

const testDatabaseQuery = <T>(sql: string) => database.query<T>(sql);

async function get<T = unknown>(url: string, sid?: string): Promise<T> {
  const response = await app.inject({ url, cookies: sid ? { sid } : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

interface Named {
  [key: string]: unknown;
}

describe('car cascade: year -> maker -> model -> detail model', () => {
  it('narrows makers, models and trims by year and fills the form from the trim', async () => {
    const makers = await get<Named[]>('/api/items/maker?year=2020');
    const hyundai = makers.find((maker) => maker.engMaker === 'Hyundai');
    expect(hyundai).toMatchObject({ maker: '현대' });
    for (const key of ['maker', 'engMaker', 'fraMaker', 'arMaker', 'ruMaker', 'esMaker'])
      expect(hyundai?.[key]).toBeTruthy();

    const models = await get<Named[]>(`/api/items/model?year=2020&maker=${hyundai?.makerNo}`);
    expect(models.length).toBeGreaterThan(3);
    const sonata = models.find((model) => String(model.engModel).startsWith('Sonata')) ?? models[0];

    const trims = await get<Named[]>(
      `/api/items/detail-model?year=2020&maker=${hyundai?.makerNo}&model=${sonata?.modelNo}`,
    );
    expect(trims.length).toBeGreaterThan(0);
    for (const trim of trims) {
      expect(trim).toMatchObject({ productNo: expect.any(Number), cfvtNo: expect.any(Number) });
      expect(trim.lineCbm).toBe(cbm(trim.length as number, trim.width as number, trim.height as number));
      expect(trim.engProductName).toBeTruthy();
    }
  });

  it('lists no maker for a year before any model', async () => {
    expect(await get('/api/items/maker?year=1950')).toEqual([]);
  });

  it('refuses a trim asked under the wrong maker', async () => {
    const makers = await get<Named[]>('/api/items/maker');
    const [first, second] = makers;
    const models = await get<Named[]>(`/api/items/model?maker=${first?.makerNo}`);
    expect(await get(`/api/items/detail-model?maker=${second?.makerNo}&model=${models[0]?.modelNo}`)).toEqual([]);
  });
});

describe('special cascade: form -> detail form -> capacity -> maker -> model', () => {
  it('walks every level down to models with freight class and volume', async () => {
    const forms = await get<Named[]>('/api/items/forms');
    expect(forms.map((form) => form.engFormName)).toEqual(
      expect.arrayContaining([expect.stringMatching(/excavator/i)]),
    );
    const details = await get<Named[]>(`/api/items/form-detail?form=${forms[0]?.formNo}&upload=1`);
    expect(details.length).toBeGreaterThan(0);
    const capacities = await get<Named[]>(`/api/items/capacity?formDetail=${details[0]?.formDetailNo}&upload=1`);
    expect(capacities.length).toBeGreaterThan(0);
    const makers = await get<Named[]>(`/api/items/special-maker?capacity=${capacities[0]?.capacityNo}&upload=1`);
    expect(makers.length).toBeGreaterThan(0);
    const models = await get<Named[]>(
      `/api/items/special-model?capacity=${capacities[0]?.capacityNo}&maker=${makers[0]?.makerNo}&upload=1`,
    );
    expect(models.length).toBeGreaterThan(0);
    expect(models[0]).toMatchObject({ cfvtNo: expect.any(Number), lineCbm: expect.any(Number) });
  });

  it('with upload=0 lists only what has listings', async () => {
    const forms = await get<Named[]>('/api/items/forms');
    let all = 0;
    let listed = 0;
    for (const form of forms) {
      all += (await get<Named[]>(`/api/items/form-detail?form=${form.formNo}&upload=1`)).length;
      listed += (await get<Named[]>(`/api/items/form-detail?form=${form.formNo}&upload=0`)).length;
    }
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(all);
  });
});

describe('search lists narrowed by category and by the special-vehicle cascade (issue 14)', () => {
  it('lists a category’s drives: no axle layouts for cars, no car drives for special vehicles, 4WD for both', async () => {
    const english = async (query: string) =>
      (await get<Named[]>(`/api/items/drives${query}`)).map((row) => String(row.engDriveName));
    const cars = await english('?category=1');
    const special = await english('?category=2');
    expect(cars).toEqual([
      'Front-wheel drive (2WD)',
      'Rear-wheel drive (2WD)',
      'Four-wheel drive (4WD)',
      'All-wheel drive (AWD)',
    ]);
    expect(special).toEqual(['Four-wheel drive (4WD)', '4x2', '6x2', '6x4', '8x4', 'Crawler (tracks)']);
    expect(await english('')).toHaveLength(9);
    expect((await app.inject('/api/items/drives?category=3')).statusCode).toBe(400);
  });

  it('narrows the special makers to a form or a detail form, only those with listings there for upload=0', async () => {
    const all = await get<Named[]>('/api/items/special-maker?upload=1');
    const [excavator] = await testDatabaseQuery<{ form_no: number }>(
      `SELECT form_no FROM forms WHERE code = 'excavator'`,
    );
    const excavatorMakers = await get<Named[]>(`/api/items/special-maker?form=${excavator!.form_no}&upload=1`);
    expect(excavatorMakers.length).toBeGreaterThan(0);
    expect(excavatorMakers.length).toBeLessThan(all.length);
    const expected = await testDatabaseQuery<{ maker_no: number }>(
      `SELECT DISTINCT m.maker_no FROM models m JOIN capacities c USING (capacity_no)
         JOIN form_details d USING (form_detail_no) WHERE d.form_no = ${excavator!.form_no} ORDER BY 1`,
    );
    expect(excavatorMakers.map((row) => row.makerNo).sort((a, b) => Number(a) - Number(b))).toEqual(
      expected.map((row) => row.maker_no),
    );

    const [listed] = await testDatabaseQuery<{ form_detail_no: number }>(
      `SELECT form_detail_no FROM items WHERE category = 2 AND flag IN (0, 2, 3) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const withListings = await testDatabaseQuery<{ maker_no: number }>(
      `SELECT DISTINCT maker_no FROM items WHERE form_detail_no = ${listed!.form_detail_no} AND flag IN (0, 2, 3)
        ORDER BY 1`,
    );
    const makers = await get<Named[]>(`/api/items/special-maker?formDetail=${listed!.form_detail_no}&upload=0`);
    expect(makers.map((row) => row.makerNo).sort((a, b) => Number(a) - Number(b))).toEqual(
      withListings.map((row) => row.maker_no),
    );
  });
});

describe('reference lists', () => {
  it('serves the option and condition entries with the spec counts', async () => {
    const lists = await get<Record<string, unknown[]>>('/api/items/options');
    expect(lists.itemOptionSafe).toHaveLength(19);
    expect(lists.itemOptionOutside).toHaveLength(5);
    expect(lists.itemOptionInside).toHaveLength(24);
    expect(lists.itemUnderStatus).toHaveLength(3);
    expect(lists.itemWorkingStatus).toHaveLength(8);
  });

  it.each(['transmissions', 'fuels', 'drives', 'locations', 'colors', 'products'])(
    'serves %s with names',
    async (list) => {
      const rows = await get<Named[]>(`/api/items/${list}`);
      expect(rows.length).toBeGreaterThan(2);
      expect(Object.keys(rows[0] ?? {}).filter((key) => key.startsWith('eng'))).toHaveLength(1);
    },
  );

  it('names each fuel by its catalog code, so the form knows the engineless ones', async () => {
    const fuels = await get<Named[]>('/api/items/fuels');
    expect(fuels.map((fuel) => fuel.code)).toEqual(expect.arrayContaining(['gasoline', 'electric', 'hydrogen']));
  });

  it('has exactly one colour without a swatch (other)', async () => {
    const colors = await get<Named[]>('/api/items/colors');
    expect(colors.filter((color) => color.colorCode === null)).toHaveLength(1);
  });

  it('has commission tiers covering every price from 300 to 2,100,000,000 without gaps', async () => {
    const tiers = await get<{ startPrice: number; endPrice: number }[]>('/api/items/commission');
    expect(tiers[0]?.startPrice).toBe(300);
    expect(tiers.at(-1)?.endPrice).toBe(MAX_PRICE);
    for (let i = 1; i < tiers.length; i++) expect(tiers[i]?.startPrice).toBe((tiers[i - 1]?.endPrice ?? 0) + 1);
  });

  it('serves all ISO 3166-1 countries and model years', async () => {
    const countries = await get<Named[]>('/api/inquirys/countries');
    expect(countries).toHaveLength(249);
    expect(countries.find((country) => country.countryCode === 'KR')).toMatchObject({ countryName: '대한민국' });
    const years = await get<number[]>('/api/items/years');
    expect(years[0]).toBeGreaterThan(years.at(-1) ?? 0);
  });

  it('finds custom-request models by English names, any case', async () => {
    const models = await get<Named[]>('/api/items/car-custom-shop-model?makerName=hyundai');
    expect(models.length).toBeGreaterThan(3);
    const trims = await get<Named[]>(
      `/api/items/car-custom-shop-detail-model?makerName=Hyundai&modelName=${encodeURIComponent(String(models[0]?.engModel))}`,
    );
    expect(trims.length).toBeGreaterThan(0);
    expect(await get('/api/items/car-custom-shop-model?makerName=Nobody')).toEqual([]);
  });

  it('takes LIKE wildcards and a trailing backslash in names as plain characters', async () => {
    for (const name of ['%', '_yundai', 'Hyunda%', 'Hyundai\\', '\\']) {
      const url = `/api/items/car-custom-shop-model?makerName=${encodeURIComponent(name)}`;
      expect(await get(url), name).toEqual([]);
      expect(await get(`${url.replace('model?', 'detail-model?')}&modelName=%25`), name).toEqual([]);
    }
  });
});

describe('ports and vessel offers', () => {
  async function anItem(): Promise<{ itemNo: number; lineCbm: number }> {
    const rows = await testDatabaseQuery<{ item_no: string; line_cbm: string }>(
      'SELECT item_no, line_cbm FROM items WHERE flag = 0 AND category = 1 ORDER BY item_no LIMIT 1',
    );
    return { itemNo: Number(rows[0]?.item_no), lineCbm: Number(rows[0]?.line_cbm) };
  }

  async function russianPort(): Promise<unknown> {
    const countries = await get<Named[]>('/api/inquirys/countries');
    const russia = countries.find((country) => country.countryCode === 'RU');
    const ports = await get<Named[]>(`/api/inquirys/port?countryNo=${russia?.countryNo}`);
    expect(ports.length).toBeGreaterThan(0);
    return ports[0]?.portNo;
  }

  it('prices each offer for the stored item, with ASK offers at null', async () => {
    const { itemNo, lineCbm } = await anItem();
    const sid = await loginCookie(app, 'demo-buyer');
    const offers = await get<Named[]>(
      `/api/inquirys/vessel?portNo=${await russianPort()}&itemNo=${itemNo}&cfvtNo=99`,
      sid,
    );
    expect(offers.length).toBeGreaterThan(1);
    const [rate] = await testDatabaseQuery<{ base_price: number; price_per_cbm: number }>(
      `SELECT base_price, price_per_cbm FROM vessel_offers WHERE smvp_no = ${Number(offers[0]?.smvpNo)}`,
    );
    expect(offers[0]?.totalPrice).toBe(Math.round(Number(rate?.base_price) + Number(rate?.price_per_cbm) * lineCbm));
    expect(offers[0]?.engVesselName).toBeTruthy();
    expect(offers[0]?.engTermsName).toBeTruthy();

    const [ask] = await testDatabaseQuery<{ port_no: number }>(
      'SELECT port_no FROM vessel_offers WHERE ask_flag LIMIT 1',
    );
    const askOffers = await get<Named[]>(`/api/inquirys/vessel?portNo=${ask?.port_no}&itemNo=${itemNo}`, sid);
    expect(askOffers.every((offer) => offer.askFlag === true && offer.totalPrice === null)).toBe(true);
  });

  it('hides the freight from a visitor and a pending account, as the CBM it is computed from is masked for them', async () => {
    const { itemNo } = await anItem();
    const url = `/api/inquirys/vessel?portNo=${await russianPort()}&itemNo=${itemNo}`;
    const priced = await get<Named[]>(url, await loginCookie(app, 'demo-buyer'));
    expect(priced.some((offer) => typeof offer.totalPrice === 'number')).toBe(true);
    for (const sid of [undefined, await loginCookie(app, 'demo-pending')]) {
      const offers = await get<Named[]>(url, sid);
      expect(offers.map(({ totalPrice: _hidden, ...offer }) => offer)).toEqual(
        priced.map(({ totalPrice: _hidden, ...offer }) => offer),
      );
      expect(offers.every((offer) => offer.totalPrice === null)).toBe(true);
    }
  });

  it('includes offers without open sailings (count 0) for the client to leave out', async () => {
    const [row] = await testDatabaseQuery<{ n: string }>('SELECT count(*) AS n FROM vessel_offers WHERE count = 0');
    expect(Number(row?.n)).toBeGreaterThan(0);
  });

  it('answers 404 for a deleted or unknown item', async () => {
    const [deleted] = await testDatabaseQuery<{ item_no: string }>(
      'SELECT item_no FROM items WHERE flag IN (1, 4, 5) LIMIT 1',
    );
    expect((await app.inject(`/api/inquirys/vessel?portNo=1&itemNo=${deleted?.item_no}`)).statusCode).toBe(404);
    expect((await app.inject('/api/inquirys/vessel?portNo=1&itemNo=999999999')).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['/api/items/model?maker=abc', 'maker', 'This value is not valid'],
    ['/api/items/model', 'maker', 'Required field'],
    ['/api/items/maker?year=1800', 'year', 'This value is not valid'],
    ['/api/items/makers?category=3', 'category', 'This value is not valid'],
    ['/api/items/form-detail?form=1&upload=2', 'upload', 'This value is not valid'],
    ['/api/inquirys/vessel?portNo=1', 'itemNo', 'Required field'],
    ['/api/inquirys/port?countryNo=-4', 'countryNo', 'This value is not valid'],
    ['/api/items/car-custom-shop-model?makerName=', 'makerName', 'Required field'],
    ['/api/items/model?maker=99999999999999', 'maker', 'This value is not valid'],
  ])('%s is a 400 naming %s', async (url, field, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });

  it('names the field in the request language', async () => {
    const response = await app.inject('/api/items/model?lang=4');
    expect(response.json().fields.maker).toBe('Обязательное поле');
  });
});

describe('seeded names', () => {
  it('has no empty localized name in any language', async () => {
    const columns = await testDatabaseQuery<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name LIKE 'eng\\_%'
         -- optional texts: a contact's description, an import rule's note
         AND column_name NOT IN ('eng_si_content', 'eng_note')`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(20);
    for (const { table_name: table, column_name: column } of columns) {
      const base = column.slice(4);
      for (const name of [base, ...['eng', 'fra', 'ar', 'ru', 'es'].map((prefix) => `${prefix}_${base}`)]) {
        const [row] = await testDatabaseQuery<{ n: string }>(
          `SELECT count(*) AS n FROM ${table} WHERE ${name} IS NULL OR btrim(${name}) = ''`,
        );
        expect(Number(row?.n), `${table}.${name}`).toBe(0);
      }
    }
  });
});

describe('public pictures', () => {
  it('serves a sales contact portrait and refuses other folders and escapes', async () => {
    const [contact] = await testDatabaseQuery<{ si_src: string }>('SELECT si_src FROM sales_contacts LIMIT 1');
    const picture = await app.inject(`/api/media/${contact?.si_src}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    for (const url of ['/api/media/../../etc/passwd', '/api/media/receipts/1.jpg', '/api/media/car/%2e%2e/x.jpg']) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
  });
});
