import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { carInfo, catalogChoices, newChassisNo, specialInfo, type Choices } from './test-fixtures.ts';

let app: FastifyInstance;
let database: Database;
let choices: Choices;
const sid: Record<string, string> = {};
const userNo: Record<string, number> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  choices = await catalogChoices(database);
  for (const user of ['demo-seller', 'demo-dealer', 'demo-pending', 'demo-buyer']) {
    sid[user] = await loginCookie(app, user);
    const me = await app.inject({ url: '/api/user/me', cookies: { sid: sid[user]! } });
    userNo[user] = me.json().userNo;
  }
});
afterAll(() => app.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, user: string | undefined, payload?: unknown, lang = 1) {
  const separator = url.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `${url}${separator}lang=${lang}`,
    cookies: user ? { sid: sid[user]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const registerCar = (user: string, info: Record<string, unknown>, extra: Record<string, unknown> = {}, lang = 1) =>
  call('POST', '/api/items/item', user, { userNo: userNo[user], itemInfo: info, ...extra }, lang);

async function ownCar(user = 'demo-seller', overrides: Record<string, unknown> = {}) {
  const response = await registerCar(user, carInfo(choices, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { itemNo: number; version: number; carInfoNo: number };
}

async function stored(itemNo: number) {
  const [row] = await database.query<Record<string, unknown>>('SELECT * FROM items WHERE item_no = $1', [itemNo]);
  return row!;
}

/** Each rule of the form, the field it names, and its message in English and Korean. */
const validationCases: [string, Record<string, unknown>, string, string, string][] = [
  [
    'chassis not 17 letters or digits',
    { chassisNo: 'ABC-123' },
    'itemInfo.chassisNo',
    'Invalid Chassis Number',
    '차대번호가 올바르지 않습니다',
  ],
  [
    'sell price below 300',
    { sellPrice: '299' },
    'itemInfo.sellPrice',
    'You may enter the numbers between 300 to 2,100,000,000',
    '300 ~ 2,100,000,000 사이의 숫자를 입력할 수 있습니다',
  ],
  [
    'sell price above 2,100,000,000',
    { sellPrice: '2100000001' },
    'itemInfo.sellPrice',
    'You may enter the numbers between 300 to 2,100,000,000',
    '300 ~ 2,100,000,000 사이의 숫자를 입력할 수 있습니다',
  ],
  [
    'sell price not digits',
    { sellPrice: '12,000' },
    'itemInfo.sellPrice',
    'Only numbers can be entered',
    '숫자만 입력 가능합니다',
  ],
  [
    'discount above sell price',
    { sellPrice: '5000', discountPrice: '5001' },
    'itemInfo.discountPrice',
    'The price is higher than the selling price',
    '판매 가격보다 높은 가격입니다',
  ],
  [
    'mileage 10,000,000',
    { mileage: '10000000' },
    'itemInfo.mileage',
    'You may enter up to 9,999,999',
    '9,999,999까지 입력할 수 있습니다',
  ],
  ['cc above 30,000', { cc: '30001' }, 'itemInfo.cc', 'You may enter up to 30,000', '30,000까지 입력할 수 있습니다'],
  [
    'cc 0 for a vehicle with an engine',
    { cc: '0' },
    'itemInfo.cc',
    'Enter the engine displacement (0 only for an electric or hydrogen vehicle)',
    '배기량을 입력하세요 (0은 전기차·수소차만 가능합니다)',
  ],
  [
    'no seats',
    { seats: '0' },
    'itemInfo.seats',
    'You may enter the numbers between 1 to 99',
    '1 ~ 99 사이의 숫자를 입력할 수 있습니다',
  ],
  [
    'first registration after today',
    { initialRegister: `${new Date().getUTCFullYear() + 1}-01-01` },
    'itemInfo.initialRegister',
    'The first registration cannot be after today.',
    '최초 등록일은 오늘 이후일 수 없습니다.',
  ],
  [
    'power above 10,000',
    { power: '10001' },
    'itemInfo.power',
    'You may enter up to 10,000',
    '10,000까지 입력할 수 있습니다',
  ],
  ['weight 1,000,000', { weight: '1000000' }, 'itemInfo.weight', 'up to 999,999', '999,999까지'],
  ['length 1,000,000', { length: '1000000' }, 'itemInfo.length', 'up to 999,999', '999,999까지'],
  ['width letters', { width: '18a0' }, 'itemInfo.width', 'Only numbers can be entered', '숫자만 입력 가능합니다'],
  ['height missing', { height: '' }, 'itemInfo.height', 'Required field', '필수 입력 항목입니다'],
  [
    'grade of 26 characters',
    { grade: 'x'.repeat(26) },
    'itemInfo.grade',
    'You may enter up to 25 characters',
    '25자까지 입력할 수 있습니다',
  ],
  ['detail model missing', { detailModel: '' }, 'itemInfo.detailModel', 'Required field', '필수 입력 항목입니다'],
  [
    'not a YouTube link',
    { youtube: 'https://example.com/watch?v=abcdefghijk' },
    'itemInfo.youtube',
    'Enter a YouTube video link (youtube.com or youtu.be).',
    'YouTube 동영상 링크(youtube.com 또는 youtu.be)를 입력하세요.',
  ],
];
describe('validation: each rule with its message, in English and Korean', () => {
  it.each(validationCases)('%s', async (_name, override, field, english, korean) => {
    const info = carInfo(choices, override);
    const en = await registerCar('demo-seller', info, {}, 1);
    expect(en.statusCode).toBe(400);
    expect(en.json().fields[field]).toBe(english);
    const ko = await registerCar('demo-seller', info, {}, 0);
    expect(ko.json().fields[field]).toBe(korean);
  });

  it('names the Korean "required" message the same way the account forms do', async () => {
    const ko = await registerCar('demo-seller', carInfo(choices, { height: '' }), {}, 0);
    expect(ko.json().message).toBeTruthy();
  });

  it('keeps the special form to 300-300,000 and lets its mileage be empty', async () => {
    const tooHigh = await call('POST', '/api/items/special-item', 'demo-seller', {
      itemInfo: specialInfo(choices, { sellPrice: '300001' }),
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().fields['itemInfo.sellPrice']).toBe('You may enter the numbers between 300 to 300,000');
    const ru = await call(
      'POST',
      '/api/items/special-item',
      'demo-seller',
      { itemInfo: specialInfo(choices, { sellPrice: '300001' }) },
      4,
    );
    expect(ru.json().fields['itemInfo.sellPrice']).toBe('Можно ввести число от 300 до 300 000');
    const ok = await call('POST', '/api/items/special-item', 'demo-seller', {
      itemInfo: specialInfo(choices, { mileage: '', sellPrice: '300000' }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await stored(ok.json().itemNo)).mileage).toBeNull();
  });

  it('requires the special form fields the spec marks', async () => {
    const response = await call('POST', '/api/items/special-item', 'demo-seller', {
      itemInfo: specialInfo(choices, { form: '', capacity: '', cc: '', weight: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'itemInfo.form': 'Required field',
      'itemInfo.capacity': 'Required field',
      'itemInfo.cc': 'Required field',
      'itemInfo.weight': 'Required field',
    });
  });

  it('refuses a detail model of another model, and option numbers of another group', async () => {
    const wrong = await registerCar('demo-seller', carInfo(choices, { model: choices.car.model! + 1 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields['itemInfo.detailModel']).toBe('This value is not valid');
    const inside = choices.options.find((o) => o.option_group === 'inside')!;
    const options = await registerCar('demo-seller', carInfo(choices), {
      itemOptionSafe: [{ optionNo: inside.option_no, flag: true }],
    });
    expect(options.statusCode).toBe(400);
    expect(Object.keys(options.json().fields)).toEqual(['itemOptionSafe']);
  });

  it('refuses condition flags outside their levels', async () => {
    const under = await registerCar('demo-seller', carInfo(choices), { itemUnderStatus: [{ underNo: 1, flag: 6 }] });
    expect(under.statusCode).toBe(400);
    const working = await registerCar('demo-seller', carInfo(choices), {
      itemWorkingStatus: [{ workingNo: 3, flag: 2 }],
    });
    expect(working.statusCode).toBe(400);
    const ok = await registerCar('demo-seller', carInfo(choices), {
      itemUnderStatus: [{ underNo: 1, flag: 5 }],
      itemWorkingStatus: [{ workingNo: 8, flag: 2 }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

it('takes only a drive of the category: no truck axle layout on a car, no car drive on a special vehicle', async () => {
  const drive = async (code: string) =>
    Number((await database.query<{ no: number }>(`SELECT drive_no AS no FROM drives WHERE code = '${code}'`))[0]!.no);
  const truckCar = await registerCar('demo-seller', carInfo(choices, { drive: await drive('6x4') }));
  expect(truckCar.statusCode).toBe(400);
  expect(truckCar.json().fields).toEqual({ 'itemInfo.drive': 'This value is not valid' });
  const awdTruck = await call('POST', '/api/items/special-item', 'demo-seller', {
    itemInfo: specialInfo(choices, { drive: await drive('awd') }),
  });
  expect(awdTruck.statusCode).toBe(400);
  expect(awdTruck.json().fields).toHaveProperty(['itemInfo.drive']);
  for (const [code, register] of [
    ['4wd', (no: number) => registerCar('demo-seller', carInfo(choices, { drive: no }))],
    [
      '4wd',
      (no: number) =>
        call('POST', '/api/items/special-item', 'demo-seller', { itemInfo: specialInfo(choices, { drive: no }) }),
    ],
    [
      '8x4',
      (no: number) =>
        call('POST', '/api/items/special-item', 'demo-seller', { itemInfo: specialInfo(choices, { drive: no }) }),
    ],
  ] as const) {
    const response = await register(await drive(code));
    expect(response.statusCode, `${code}: ${response.body}`).toBe(201);
  }
});

describe('register and update', () => {
  it('stores a car with its options and condition; the server sets owner, flag, commission and version', async () => {
    const safe = choices.options.filter((o) => o.option_group === 'safe').slice(0, 2);
    const response = await registerCar('demo-seller', carInfo(choices, { sellPrice: '15000' }), {
      itemOptionSafe: safe.map((o) => ({ optionNo: o.option_no, flag: true })),
      itemUnderStatus: [{ underNo: 1, flag: 3 }],
      itemWorkingStatus: [{ workingNo: 1, flag: 1 }],
      // Mass assignment: none of these may be taken from the body.
      sellerNo: userNo['demo-dealer'],
      flag: 3,
      commission: 1,
      version: 99,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { itemNo } = response.json();
    const row = await stored(itemNo);
    expect(row).toMatchObject({ seller_no: userNo['demo-seller'], flag: 0, commission: 300, version: 1, category: 1 });
    expect(Number(row.line_cbm)).toBeCloseTo(12.965, 3);
    const own = await call('GET', `/api/items/my-item?itemNo=${itemNo}`, 'demo-seller');
    expect(own.json().itemOptions.sort()).toEqual(safe.map((o) => o.option_no).sort());
    expect(own.json().itemUnderStatus).toEqual([{ underNo: 1, flag: 3 }]);
  });

  it('ignores mass-assigned fields inside itemInfo too', async () => {
    const response = await registerCar(
      'demo-seller',
      carInfo(choices, { sellerNo: userNo['demo-dealer'], flag: 1, commission: 5, updateViews: 1000 }),
    );
    const row = await stored(response.json().itemNo);
    expect(row).toMatchObject({ seller_no: userNo['demo-seller'], flag: 0, update_views: 0 });
  });

  it('updates with the current version, refuses a stale one with 409, and never changes the chassis number', async () => {
    const { itemNo, version } = await ownCar();
    const before = await stored(itemNo);
    const { chassisNo: _c, ...info } = carInfo(choices, { sellPrice: '20000' });
    const update = (v: number, extra: Record<string, unknown> = {}) =>
      call('PUT', '/api/items/item', 'demo-seller', {
        itemNo,
        carNo: itemNo,
        userNo: userNo['demo-seller'],
        version: v,
        itemInfo: { ...info, chassisNo: 'ZZZZZZZZZZZZZZZZZ', ...extra },
      });
    const first = await update(version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const stale = await update(version, { sellPrice: '25000' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed after you opened it/);
    const after = await stored(itemNo);
    // bigint columns come back as text from node-postgres.
    expect({ ...after, sell_price: Number(after.sell_price) }).toMatchObject({
      sell_price: 20000,
      commission: 500,
      chassis_no: before.chassis_no,
    });
  });

  it('lets exactly one of two concurrent edits based on the same version win', async () => {
    const { itemNo, version } = await ownCar();
    const { chassisNo: _c, ...info } = carInfo(choices);
    const edit = (sellPrice: string) =>
      call('PUT', '/api/items/item', 'demo-seller', { itemNo, version, itemInfo: { ...info, sellPrice } });
    const results = await Promise.all([edit('21000'), edit('22000')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(itemNo)).version).toBe(version + 1);
  });

  it('refuses Public Item and Super Sale to users whose flags do not permit them', async () => {
    // demo-seller has the secret flag but not partners.
    expect((await registerCar('demo-seller', carInfo(choices, { secret: true }))).statusCode).toBe(201);
    const superSale = { partners: true, sellPrice: '15000', discountPrice: '14000' };
    expect((await registerCar('demo-seller', carInfo(choices, superSale))).statusCode).toBe(403);
    expect((await registerCar('demo-dealer', carInfo(choices, superSale))).statusCode).toBe(201);
  });

  it('says whether a chassis number is usable', async () => {
    const chassisNo = newChassisNo();
    const free = await call('GET', `/api/items/chassisno?chassisNo=${chassisNo}`, 'demo-seller');
    expect(free.json()).toBe(true);
    await ownCar('demo-seller', { chassisNo });
    const used = await call('GET', `/api/items/chassisno?chassisNo=${chassisNo.toLowerCase()}`, 'demo-seller');
    expect(used.json()).toBe(false);
    const invalid = await call('GET', '/api/items/chassisno?chassisNo=SHORT', 'demo-seller');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.chassisNo).toBe('Invalid Chassis Number');
  });

  it('lets exactly one of two concurrent saves of one chassis number succeed', async () => {
    const chassisNo = newChassisNo();
    const results = await Promise.all([
      registerCar('demo-seller', carInfo(choices, { chassisNo })),
      registerCar('demo-dealer', carInfo(choices, { chassisNo })),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().fields['itemInfo.chassisNo']).toBe('This chassis number is already in use');
    const rows = await database.query('SELECT 1 FROM items WHERE chassis_no = $1', [chassisNo]);
    expect(rows).toHaveLength(1);
  });
});

describe('Super Sale needs a discount below the price', () => {
  const message = 'Super Sale needs a discount price below the selling price';

  it.each([
    ['without a discount', ''],
    ['with a discount equal to the price', '15000'],
  ])('refuses a Super Sale %s on register and update, in English and Korean', async (_name, discountPrice) => {
    const info = carInfo(choices, { partners: true, sellPrice: '15000', discountPrice });
    const en = await registerCar('demo-dealer', info);
    expect(en.statusCode).toBe(400);
    expect(en.json().fields['itemInfo.discountPrice']).toBe(message);
    const ko = await registerCar('demo-dealer', info, {}, 0);
    expect(ko.json().fields['itemInfo.discountPrice']).toBe('슈퍼 세일에는 판매 가격보다 낮은 할인 가격이 필요합니다');

    const { itemNo, version } = await ownCar('demo-dealer');
    const { chassisNo: _chassisNo, ...update } = info;
    const updated = await call('PUT', '/api/items/item', 'demo-dealer', {
      itemNo,
      version,
      userNo: userNo['demo-dealer'],
      itemInfo: update,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fields['itemInfo.discountPrice']).toBe(message);
    expect(await stored(itemNo)).toMatchObject({ partners: false, version });
  });

  it('names the discount together with the other wrong fields', async () => {
    const response = await registerCar(
      'demo-seller',
      carInfo(choices, { sellPrice: '5000', discountPrice: '5001', maker: '' }),
    );
    expect(response.json().fields).toMatchObject({
      'itemInfo.discountPrice': 'The price is higher than the selling price',
      'itemInfo.maker': 'Required field',
    });
  });

  it("keeps a Super Sale listing's discount below its price when the price is changed", async () => {
    const { itemNo } = await ownCar('demo-dealer', { partners: true, sellPrice: '15000', discountPrice: '14000' });
    const price = (body: Record<string, unknown>) =>
      call('PUT', '/api/items/price', 'demo-dealer', { itemNo, price: 15000, ...body });
    const none = await price({ discountPrice: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.discountPrice).toBe(message);
    expect((await price({ price: 13000, discountPrice: 14000 })).json().fields.discountPrice).toBe(
      'The price is higher than the selling price',
    );
    expect((await price({ price: 14000, discountPrice: 14000 })).json().fields.discountPrice).toBe(message);
    const kept = await stored(itemNo);
    expect([Number(kept.sell_price), Number(kept.discount_price)]).toEqual([15000, 14000]);
    const ok = await price({ price: 16000, discountPrice: 15000 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ sellPrice: 16000, discountPrice: 15000 });
  });
});

describe('data quality of the form', () => {
  const fuelNo = async (code: string) =>
    (await database.query<{ fuel_no: number }>('SELECT fuel_no FROM fuels WHERE code = $1', [code]))[0]!.fuel_no;

  it('takes 0 cc for an electric or hydrogen car, on both forms', async () => {
    for (const code of ['electric', 'hydrogen']) {
      const car = await registerCar('demo-seller', carInfo(choices, { cc: '0', fuel: await fuelNo(code) }));
      expect(car.statusCode, car.body).toBe(201);
      expect((await stored(car.json().itemNo)).cc).toBe(0);
    }
    const gasoline = await call('POST', '/api/items/special-item', 'demo-seller', {
      itemInfo: specialInfo(choices, { cc: '0', fuel: await fuelNo('diesel') }),
    });
    expect(gasoline.json().fields['itemInfo.cc']).toBe(
      'Enter the engine displacement (0 only for an electric or hydrogen vehicle)',
    );
  });

  it('accepts a first registration of today in Korea', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const response = await registerCar('demo-seller', carInfo(choices, { initialRegister: today }));
    expect(response.statusCode, response.body).toBe(201);
  });

  it("stores the seller's salvage declaration and gives it back to the form (issue 18)", async () => {
    const { itemNo } = await ownCar('demo-seller', { salvage: true });
    expect((await stored(itemNo)).salvage).toBe(true);
    const own = await call('GET', `/api/items/my-item?itemNo=${itemNo}`, 'demo-seller');
    expect(own.json().itemInfo.salvage).toBe(true);
    expect((await stored((await ownCar()).itemNo)).salvage).toBe(false);
  });

  it('stores a chassis number pasted with spaces without them', async () => {
    const chassisNo = newChassisNo();
    const spaced = `${chassisNo.slice(0, 3)} ${chassisNo.slice(3, 9)} ${chassisNo.slice(9)}`.toLowerCase();
    const response = await registerCar('demo-seller', carInfo(choices, { chassisNo: spaced }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored(response.json().itemNo)).chassis_no).toBe(chassisNo);
    const check = await call('GET', `/api/items/chassisno?chassisNo=${encodeURIComponent(spaced)}`, 'demo-seller');
    expect(check.json()).toBe(false);
  });
});

describe('commission tiers at their edges', () => {
  const edges: [number, number][] = [
    [300, 100],
    [2_999, 100],
    [3_000, 150],
    [4_999, 150],
    [5_000, 200],
    [9_999, 200],
    [10_000, 300],
    [19_999, 300],
    [20_000, 500],
    [49_999, 500],
    [50_000, 800],
    [99_999, 800],
    [100_000, 1_500],
    [299_999, 1_500],
    [300_000, 3_000],
    [MAX_PRICE, 3_000],
  ];
  it.each(edges)('price %i -> commission %i, whatever the client sends', async (price, commission) => {
    const { itemNo } = await ownCar();
    const response = await call('PUT', '/api/items/price', 'demo-seller', { itemNo, price, commission: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sellPrice: price, commission });
  });

  it('keeps a special vehicle to its own range and the discount to the price', async () => {
    const special = await call('POST', '/api/items/special-item', 'demo-seller', { itemInfo: specialInfo(choices) });
    const itemNo = special.json().itemNo;
    const high = await call('PUT', '/api/items/price', 'demo-seller', { itemNo, price: 300_001 });
    expect(high.statusCode).toBe(400);
    expect(high.json().fields.price).toBe('You may enter the numbers between 300 to 300,000');
    const discount = await call('PUT', '/api/items/price', 'demo-seller', { itemNo, price: 1000, discountPrice: 1001 });
    expect(discount.json().fields.discountPrice).toBe('The price is higher than the selling price');
  });
});

describe('management actions', () => {
  it('moves a listing to the top once a day: the second try answers 429 with when it is next allowed', async () => {
    const { itemNo } = await ownCar();
    const first = await call('PUT', '/api/items/date', 'demo-seller', { itemNo });
    expect(first.statusCode).toBe(200);
    const movedAt = new Date(first.json().updateDate);
    for (let i = 0; i < 5; i++) {
      const again = await call('PUT', '/api/items/date', 'demo-seller', { itemNo });
      expect(again.statusCode).toBe(429);
      const next = new Date(movedAt.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
      expect(again.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: `A listing can be moved to the top once a day. Next possible: ${next} UTC.`,
      });
    }
    expect((await stored(itemNo)).update_date).toEqual(movedAt);
    // A day later it may move again.
    await database.query(
      `UPDATE items SET moved_to_top_at = moved_to_top_at - interval '1 day' WHERE item_no = ${itemNo}`,
    );
    expect((await call('PUT', '/api/items/date', 'demo-seller', { itemNo })).statusCode).toBe(200);
  });

  it('marks several items, keeps a memo, moves to top, toggles Public Item and lists them', async () => {
    const a = await ownCar();
    const b = await ownCar();
    const flags = await call('PUT', '/api/items/flag', 'demo-seller', {
      list: [
        { itemNo: a.itemNo, flag: 3 },
        { itemNo: b.itemNo, flag: 2 },
      ],
    });
    expect(flags.statusCode).toBe(204);
    expect((await stored(a.itemNo)).flag).toBe(3);
    expect(
      (await call('PUT', '/api/items/memo', 'demo-seller', { itemNo: a.itemNo, memo: 'call Kim' })).statusCode,
    ).toBe(204);
    const top = await call('PUT', '/api/items/date', 'demo-seller', { itemNo: b.itemNo });
    expect(top.statusCode).toBe(200);
    expect((await call('PUT', '/api/items/secret', 'demo-seller', { itemNo: a.itemNo, flag: 1 })).statusCode).toBe(204);
    expect((await stored(a.itemNo)).secret).toBe(true);
    const list = await call('GET', '/api/items/my-items?size=5', 'demo-seller');
    expect(list.statusCode).toBe(200);
    expect(list.json().list[0].itemNo).toBe(b.itemNo);
    const search = await call('GET', `/api/items/my-items?keyword=CB${a.itemNo}`, 'demo-seller');
    expect(search.json().list.map((r: { itemNo: number }) => r.itemNo)).toEqual([a.itemNo]);
    expect(search.json().list[0]).toMatchObject({ flag: 3, memo: 'call Kim', secret: true });
    const models = await call('GET', `/api/items/my-model?maker=${choices.car.maker}`, 'demo-seller');
    expect(models.json().map((m: { modelNo: number }) => m.modelNo)).toContain(choices.car.model);
  });

  it('changes no flag when one item of the list is not the seller’s', async () => {
    const mine = await ownCar();
    const theirs = await ownCar('demo-dealer');
    const response = await call('PUT', '/api/items/flag', 'demo-seller', {
      list: [
        { itemNo: mine.itemNo, flag: 3 },
        { itemNo: theirs.itemNo, flag: 1 },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect((await stored(mine.itemNo)).flag).toBe(0);
    expect((await stored(theirs.itemNo)).flag).toBe(0);
  });

  it('refuses the Public Item toggle to a seller without the secret flag', async () => {
    const { itemNo } = await ownCar();
    await database.query("UPDATE users SET secret = false WHERE user_id = 'demo-seller'");
    try {
      const response = await call('PUT', '/api/items/secret', 'demo-seller', { itemNo, flag: true });
      expect(response.statusCode).toBe(403);
    } finally {
      await database.query("UPDATE users SET secret = true WHERE user_id = 'demo-seller'");
    }
  });
});

describe('access: every endpoint, wrong role and another seller’s item', () => {
  let theirs: number;
  let theirVersion: number;
  beforeAll(async () => {
    ({ itemNo: theirs, version: theirVersion } = await ownCar('demo-dealer'));
  });

  const endpoints = (itemNo: number, version: number): [string, 'GET' | 'POST' | 'PUT', string, unknown][] => [
    ['register car', 'POST', '/api/items/item', { itemInfo: carInfo(choices) }],
    ['update car', 'PUT', '/api/items/item', { itemNo, version, itemInfo: carInfo(choices) }],
    ['register special', 'POST', '/api/items/special-item', { itemInfo: specialInfo(choices) }],
    ['update special', 'PUT', '/api/items/special-item', { itemNo, version, itemInfo: specialInfo(choices) }],
    ['flag', 'PUT', '/api/items/flag', { list: [{ itemNo, flag: 3 }] }],
    ['memo', 'PUT', '/api/items/memo', { itemNo, memo: 'x' }],
    ['date', 'PUT', '/api/items/date', { itemNo }],
    ['price', 'PUT', '/api/items/price', { itemNo, price: 5000 }],
    ['secret', 'PUT', '/api/items/secret', { itemNo, flag: true }],
    ['chassis', 'GET', `/api/items/chassisno?chassisNo=${newChassisNo()}`, undefined],
    ['my makers', 'GET', '/api/items/my-maker', undefined],
    ['my models', 'GET', `/api/items/my-model?maker=${1}`, undefined],
    ['my items', 'GET', '/api/items/my-items', undefined],
    ['my item', 'GET', `/api/items/my-item?itemNo=${itemNo}`, undefined],
  ];

  it('401 without a session, 403 for a buyer and for a seller waiting for admission', async () => {
    for (const [name, method, url, payload] of endpoints(theirs, theirVersion)) {
      expect((await call(method, url, undefined, payload)).statusCode, name).toBe(401);
      expect((await call(method, url, 'demo-buyer', payload)).statusCode, name).toBe(403);
      expect((await call(method, url, 'demo-pending', payload)).statusCode, name).toBe(403);
    }
  });

  it('404 for every call on another seller’s item, and nothing changes', async () => {
    const before = await stored(theirs);
    const objectCalls = endpoints(theirs, theirVersion).filter(([name]) =>
      ['update car', 'flag', 'memo', 'date', 'price', 'secret', 'my item'].includes(name),
    );
    for (const [name, method, url, payload] of objectCalls) {
      const body =
        name === 'update car'
          ? {
              itemNo: theirs,
              version: theirVersion,
              itemInfo: (() => {
                const { chassisNo: _c, ...i } = carInfo(choices);
                return i;
              })(),
            }
          : payload;
      expect((await call(method, url, 'demo-seller', body)).statusCode, name).toBe(404);
    }
    const { chassisNo: _c, ...special } = specialInfo(choices);
    const specialUpdate = await call('PUT', '/api/items/special-item', 'demo-seller', {
      itemNo: theirs,
      version: theirVersion,
      itemInfo: special,
    });
    expect(specialUpdate.statusCode).toBe(404);
    expect(await stored(theirs)).toEqual(before);
  });

  it('refuses a userNo that is not the session’s', async () => {
    const response = await call('POST', '/api/items/item', 'demo-seller', {
      userNo: userNo['demo-dealer'],
      itemInfo: carInfo(choices),
    });
    expect(response.statusCode).toBe(403);
  });
});
