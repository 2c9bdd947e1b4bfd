import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-partner', 'demo-pending', 'demo-seller']) {
    cookies[user] = await loginCookie(app, user);
  }
});
afterAll(() => app.close());

async function firstItem(where: string): Promise<number> {
  const [row] = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items WHERE ${where} ORDER BY item_no LIMIT 1`,
  );
  if (!row) throw new Error(`no item where ${where}`);
  return Number(row.item_no);
}

function detail(itemNo: number | string, user?: string, lang = 1, acceptEncoding = '') {
  return app.inject({
    url: `/api/pages/detail?itemNo=${itemNo}&lang=${lang}`,
    cookies: user ? { sid: cookies[user]! } : {},
    headers: { 'accept-encoding': acceptEncoding },
  });
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The answer as a browser asking for `encoding` reads it, checking that it came in that encoding. */
async function detailJson(itemNo: number, user: string | undefined, encoding: Encoding) {
  const response = await detail(itemNo, user, 1, encoding);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
  const raw = response.rawPayload;
  const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return JSON.parse(text.toString());
}

const carWithOptions = () =>
  firstItem('flag = 0 AND category = 1 AND NOT secret AND item_no IN (SELECT item_no FROM item_options)');

describe('GET /api/pages/detail', () => {
  it('answers a discount price only for a Super Sale listing with a discount below its price', async () => {
    const [row] = await database.query<{ item_no: string }>(
      'SELECT item_no FROM items WHERE flag = 0 AND NOT secret AND NOT partners ORDER BY item_no DESC LIMIT 1',
    );
    const itemNo = Number(row!.item_no);
    const answered = async (partners: boolean, discount: number | null) => {
      await database.query(
        'UPDATE items SET partners = $1, discount_price = $2, sell_price = 68000 WHERE item_no = $3',
        [partners, discount, itemNo],
      );
      return (await detail(itemNo, 'demo-buyer')).json().item.discountPrice;
    };
    expect(await answered(true, 65000)).toBe(65000);
    expect(await answered(true, null)).toBeNull();
    expect(await answered(true, 68000)).toBeNull();
    expect(await answered(false, 65000)).toBeNull();
  });

  it('masks every detail for a visitor: no real value leaves the server', async () => {
    const itemNo = await carWithOptions();
    const response = await detail(itemNo);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.item).toMatchObject({
      itemNo,
      masked: true,
      sellPrice: null,
      mileage: null,
      cc: null,
      seats: null,
      door: null,
      weight: null,
      length: null,
      cbm: null,
      lineCbm: null,
      chassisNo: null,
      locationName: null,
      engColorName: null,
      engFuelName: null,
      engTransmissionName: null,
      initialRegister: null,
    });
    const [stored] = await database.query<{ sell_price: string; chassis_no: string }>(
      `SELECT sell_price, chassis_no FROM items WHERE item_no = ${itemNo}`,
    );
    expect(response.body).not.toContain(stored!.chassis_no);
    expect(body.itemOptionSafe).toHaveLength(19);
    expect(body.itemOptionOutside).toHaveLength(5);
    expect(body.itemOptionInside).toHaveLength(24);
    for (const list of [
      'itemOptionSafe',
      'itemOptionOutside',
      'itemOptionInside',
      'itemUnderStatus',
      'itemWorkingStatus',
    ]) {
      expect(
        body[list].every((entry: { flag: unknown }) => entry.flag === null),
        list,
      ).toBe(true);
    }
    expect(body.userViewList).toEqual([]);
    expect(body.itemPicture.length).toBeGreaterThan(0);
    expect(body.itemPicture[0]).not.toHaveProperty('pictureOriginName');
  });

  it('shows a buyer the values, the options selected and the status, and records the view', async () => {
    const itemNo = await carWithOptions();
    await app.detailViews.flush();
    const [before] = await database.query<{ update_views: number }>(
      `SELECT update_views FROM items WHERE item_no = ${itemNo}`,
    );
    const body = (await detail(itemNo, 'demo-buyer')).json();
    // Views are written in batches, off the request path.
    await app.detailViews.flush();
    expect(body.item.masked).toBe(false);
    expect(body.item.sellPrice).toBeGreaterThan(0);
    expect(body.item.chassisNo).toMatch(/^[A-Z0-9]{17}$/);
    expect(body.item.cbm).toBeGreaterThan(0);
    expect(body.item.lineCbm).toBeGreaterThan(0);
    const selected = [...body.itemOptionSafe, ...body.itemOptionOutside, ...body.itemOptionInside].filter(
      (option: { flag: number }) => option.flag === 1,
    );
    const [count] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM item_options WHERE item_no = ${itemNo}`,
    );
    expect(selected).toHaveLength(Number(count!.n));
    expect(body.itemUnderStatus[0].flag).toBeGreaterThanOrEqual(1);
    expect(body.countryCode).toBe('CL');
    expect(body.portList.length).toBeGreaterThan(0);
    const [after] = await database.query<{ update_views: number }>(
      `SELECT update_views FROM items WHERE item_no = ${itemNo}`,
    );
    expect(after!.update_views).toBe(before!.update_views + 1);

    const again = (
      await detail(await firstItem('flag = 0 AND NOT secret AND item_no <> ' + itemNo), 'demo-buyer')
    ).json();
    expect(again.userViewList[0]).toMatchObject({ itemNo, category: 1, thumbnail: expect.stringContaining('mini') });
  });

  it("keeps a buyer's recently viewed list in memory until a list or a listing changes, whoever changed it", async () => {
    const [one, two] = await database.query<{ item_no: string }>(
      'SELECT item_no FROM items WHERE flag = 0 AND NOT secret ORDER BY item_no DESC LIMIT 2',
    );
    const [itemNo, other] = [Number(one!.item_no), Number(two!.item_no)];
    const list = async () => (await detail(other, 'demo-partner')).json().userViewList as { itemNo: number }[];
    await detail(itemNo, 'demo-partner');
    await app.detailViews.flush();
    expect((await list())[0]).toMatchObject({ itemNo });
    // Removed from the lists without moving the version (no path of the app does this): the copy in memory answers ...
    await database.query('ALTER TABLE recent_views DISABLE TRIGGER recent_views_recent_view_version');
    await database.query('DELETE FROM recent_views WHERE item_no = $1', [itemNo]);
    await database.query('ALTER TABLE recent_views ENABLE TRIGGER recent_views_recent_view_version');
    expect((await list())[0]).toMatchObject({ itemNo });
    // ... until a write to the lists, here by another process, moves it on.
    await database.query("UPDATE recent_views SET viewed_at = viewed_at - interval '1 second' WHERE item_no = 0");
    expect((await list()).map((view) => view.itemNo)).not.toContain(itemNo);

    // A listing change shows in the list too (a listing no longer listed leaves it).
    await detail(itemNo, 'demo-partner');
    await app.detailViews.flush();
    expect((await list())[0]).toMatchObject({ itemNo });
    await database.query('UPDATE items SET flag = 1 WHERE item_no = $1', [itemNo]);
    expect((await list()).map((view) => view.itemNo)).not.toContain(itemNo);
    await database.query('UPDATE items SET flag = 0 WHERE item_no = $1', [itemNo]);
  });

  it('counts every view, written in one batch after the answers', async () => {
    const itemNo = await carWithOptions();
    await app.detailViews.flush();
    const views = async () =>
      (await database.query<{ update_views: number }>(`SELECT update_views FROM items WHERE item_no = ${itemNo}`))[0]!
        .update_views;
    const before = await views();
    await Promise.all([detail(itemNo), detail(itemNo, 'demo-buyer'), detail(itemNo, 'demo-partner')]);
    await app.detailViews.flush();
    expect(await views()).toBe(before + 3);
  });
});

describe('GET /api/pages/detail: encodings and fresh answers', () => {
  it.each(ENCODINGS)(
    'shows a change to a sales contact or a port on the next answer (%s), whoever made it',
    async (encoding) => {
      const itemNo = await carWithOptions();
      const first = await detailJson(itemNo, 'demo-buyer', encoding);
      const contact = first.salesList[0].siNo as number;
      const port = first.portList[0].portNo as number;
      // Written straight to the database, as another server process would.
      const name = `Renamed ${encoding}`;
      await database.query('UPDATE sales_contacts SET si_name = $1 WHERE si_no = $2', [name, contact]);
      await database.query('UPDATE ports SET eng_port_name = $1 WHERE port_no = $2', [name, port]);
      const next = await detailJson(itemNo, 'demo-buyer', encoding);
      expect(next.salesList[0]).toMatchObject({ siNo: contact, siName: name });
      expect(next.portList[0]).toMatchObject({ portNo: port, engPortName: name });
    },
  );

  it.each(ENCODINGS)('shows a change to the listing price on the next answer (%s)', async (encoding) => {
    const itemNo = await carWithOptions();
    const answers = async () => [
      await detailJson(itemNo, undefined, encoding),
      await detailJson(itemNo, 'demo-buyer', encoding),
    ];
    await answers();
    const price = { br: 23456, gzip: 34567, identity: 45678 }[encoding];
    await database.query('UPDATE items SET sell_price = $1 WHERE item_no = $2', [price, itemNo]);
    const [visitor, buyer] = await answers();
    expect(buyer.item.sellPrice).toBe(price);
    expect(visitor.item.sellPrice).toBeNull();
  });

  it.each(['br', 'gzip'] as const)(
    'never answers one viewer with another one’s own parts (%s), and stores no answer anywhere',
    async (encoding) => {
      const [one, two] = await database.query<{ item_no: string }>(
        // Listings no other test here views.
        'SELECT item_no FROM items WHERE flag = 0 AND NOT secret ORDER BY item_no DESC OFFSET 4 LIMIT 2',
      );
      const [itemNo, viewed] = [Number(one!.item_no), Number(two!.item_no)];
      // The partner has viewed `viewed` (their own list); the buyer and the visitor have not, or not lately.
      await detail(viewed, 'demo-partner');
      await app.detailViews.flush();
      const partner = await detailJson(itemNo, 'demo-partner', encoding);
      const buyer = await detailJson(itemNo, 'demo-buyer', encoding);
      const visitor = await detailJson(itemNo, undefined, encoding);
      const again = await detailJson(itemNo, 'demo-partner', encoding);
      expect(partner.userViewList[0]).toMatchObject({ itemNo: viewed });
      // (The batched view write of the answers above may have put itemNo first meanwhile.)
      expect(again.userViewList.map((view: { itemNo: number }) => view.itemNo)).toContain(viewed);
      expect(buyer.userViewList.map((view: { itemNo: number }) => view.itemNo)).not.toContain(viewed);
      expect(visitor.userViewList).toEqual([]);
      expect(visitor.item.masked).toBe(true);
      expect(visitor.item.sellPrice).toBeNull();
      expect([partner.item.masked, buyer.item.masked]).toEqual([false, false]);
      expect([visitor.countryCode, buyer.countryCode]).toEqual(['ZZ', 'CL']);
      expect(visitor.portList).toEqual([]);
      // Each answer its own counter and time, after the shared part compressed once.
      expect(again.item.updateViews).toBeGreaterThan(partner.item.updateViews);
      for (const user of [undefined, 'demo-buyer']) {
        const response = await detail(itemNo, user, 1, encoding);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['vary']).toMatch(/Cookie/);
        expect(response.headers['vary']).toMatch(/Accept-Encoding/);
        expect(response.headers['etag']).toBeUndefined();
      }
    },
  );

  it('answers the same content in every encoding', async () => {
    const itemNo = await carWithOptions();
    const [plain, br, gzip] = await Promise.all(
      ENCODINGS.slice()
        .reverse()
        .map((encoding) => detailJson(itemNo, 'demo-buyer', encoding)),
    ).then((answers) =>
      answers.map(({ time: _time, item: { updateViews: _views, ...item }, ...rest }) => ({ ...rest, item })),
    );
    expect(br).toEqual(plain);
    expect(gzip).toEqual(plain);
  });

  it('shows a change to the listing on the next answer, for visitors and buyers, whoever made it', async () => {
    const itemNo = await carWithOptions();
    // Both kinds of answer are in memory before each change.
    const answers = async () => [(await detail(itemNo)).json(), (await detail(itemNo, 'demo-buyer')).json()];
    await answers();
    // Written straight to the database, as another server process, the staff console or a seller's edit would.
    await database.query('UPDATE items SET sell_price = 12345 WHERE item_no = $1', [itemNo]);
    let [visitor, buyer] = await answers();
    expect(buyer.item.sellPrice).toBe(12345);
    expect(visitor.item.sellPrice).toBeNull();

    await database.query('UPDATE items SET flag = 3 WHERE item_no = $1', [itemNo]);
    [visitor, buyer] = await answers();
    expect([visitor.item.flag, buyer.item.flag]).toEqual([3, 3]);

    await database.query("UPDATE pictures SET picture_mini_name = 'changed-mini.jpg' WHERE item_no = $1", [itemNo]);
    await database.query("UPDATE item_statuses SET flag = 2 WHERE item_no = $1 AND kind = 'under'", [itemNo]);
    buyer = (await detail(itemNo, 'demo-buyer')).json();
    expect(buyer.itemPicture[0].pictureMiniName).toBe('changed-mini.jpg');
    expect(buyer.itemUnderStatus.some((entry: { flag: number }) => entry.flag === 2)).toBe(true);

    await database.query('UPDATE items SET secret = true WHERE item_no = $1', [itemNo]);
    expect((await detail(itemNo)).json()).toMatchObject({ code: 'MEMBERS_ONLY' });
    expect((await detail(itemNo, 'demo-buyer')).statusCode).toBe(200);
    await database.query('UPDATE items SET flag = 1 WHERE item_no = $1', [itemNo]);
    expect((await detail(itemNo, 'demo-buyer')).statusCode).toBe(410);
  });

  it('watches every column of items but the view counter, including columns added by later migrations', async () => {
    const columns = async (sql: string) =>
      (await database.query<{ column_name: string }>(sql)).map((row) => row.column_name).sort();
    const watched = await columns(
      `SELECT event_object_column AS column_name FROM information_schema.triggered_update_columns
       WHERE trigger_name = 'items_update_listing_version'`,
    );
    const shown = await columns(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'items' AND column_name <> 'update_views'`,
    );
    expect(watched).toEqual(shown);
    expect(watched).toContain('salvage');
  });

  it('shows the view counter from memory, one more on each answer, without reading the listing again', async () => {
    const itemNo = await firstItem('flag = 0 AND NOT secret');
    const shown = async () => (await detail(itemNo)).json().item.updateViews as number;
    const first = await shown();
    expect(await shown()).toBe(first + 1);
    await app.detailViews.flush();
    // Writing the counted views does not move the listing version: the counter goes on from memory.
    expect(await shown()).toBe(first + 2);
  });
});

describe('GET /api/pages/detail: contacts, admission, flags and categories', () => {
  it('names the countries of each sales contact group, so the page can title the right groups', async () => {
    const body = (await detail(await carWithOptions())).json();
    const codes = body.salesList.map((contact: { countryCodes: string[] }) => contact.countryCodes);
    expect(codes.some((list: string[]) => list.includes('UA'))).toBe(true);
    expect(codes.some((list: string[]) => list.includes('GT'))).toBe(true);
    expect(codes.every((list: string[]) => list.length > 0)).toBe(true);
  });

  it('masks for a seller whose admission is pending', async () => {
    const body = (await detail(await carWithOptions(), 'demo-pending')).json();
    expect(body.item.masked).toBe(true);
    expect(body.item.sellPrice).toBeNull();
  });

  it('shows a sold listing with its flag, and answers 410 for a deleted one', async () => {
    const sold = await firstItem('flag = 3 AND NOT secret');
    expect((await detail(sold, 'demo-buyer')).json().item.flag).toBe(3);
    const deleted = await detail(await firstItem('flag IN (1, 4, 5)'), 'demo-buyer', 2);
    expect(deleted.statusCode).toBe(410);
    expect(deleted.json()).toMatchObject({ code: 'ITEM_DELETED', message: 'Le véhicule a été supprimé.' });
  });

  it('answers 404 for unknown and non-numeric item numbers', async () => {
    for (const itemNo of ['999999999', 'abc', '12a', '-1', '1.5', '99999999999999999999']) {
      const response = await detail(itemNo);
      expect(response.statusCode, itemNo).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ITEM_NOT_FOUND', message: 'Car not found' });
    }
  });

  it('asks a visitor to log in for a members-only (secret) listing, and shows it to members', async () => {
    const secret = await firstItem('flag = 0 AND secret');
    const visitor = await detail(secret);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      code: 'MEMBERS_ONLY',
      message: 'Available to RH Group members only. Please log in or register as a member.',
    });
    expect((await detail(secret, 'demo-pending')).json()).toMatchObject({ code: 'ADMISSION_PENDING' });
    expect((await detail(secret, 'demo-buyer')).statusCode).toBe(200);
  });

  it('shows special vehicles with their form names', async () => {
    const body = (await detail(await firstItem('flag = 0 AND category = 2 AND NOT secret'), 'demo-buyer')).json();
    expect(body.item.category).toBe(2);
    expect(body.item.engFormName).toBeTruthy();
    expect(body.item.engCapacityName).toBeTruthy();
  });
});

describe('GET /api/items/image', () => {
  function readZip(buffer: Buffer): Promise<string[]> {
    return new Promise((resolve, reject) => {
      yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
        if (error || !zip) return reject(error);
        const names: string[] = [];
        zip.on('entry', (entry: { fileName: string }) => {
          names.push(entry.fileName);
          zip.readEntry();
        });
        zip.on('end', () => resolve(names));
        zip.readEntry();
      });
    });
  }

  it('gives a partner every original picture as CB{itemNo}.zip', async () => {
    const itemNo = await firstItem('flag = 0 AND NOT secret');
    const response = await app.inject({
      url: `/api/items/image?itemNo=${itemNo}`,
      cookies: { sid: cookies['demo-partner']! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="CB${itemNo}.zip"`);
    const [count] = await database.query<{ n: string }>(`SELECT count(*) AS n FROM pictures WHERE item_no = ${itemNo}`);
    const names = await readZip(response.rawPayload);
    expect(names).toHaveLength(Number(count!.n));
    expect(names[0]).toBe(`CB${itemNo}-01.jpg`);
  });

  it('refuses visitors (401) and users who are not partners (403)', async () => {
    const itemNo = await firstItem('flag = 0 AND NOT secret');
    expect((await app.inject(`/api/items/image?itemNo=${itemNo}`)).statusCode).toBe(401);
    const buyer = await app.inject({
      url: `/api/items/image?itemNo=${itemNo}`,
      cookies: { sid: cookies['demo-buyer']! },
    });
    expect(buyer.statusCode).toBe(403);
  });
});

describe('GET /api/items/find (the header search, issue 14)', () => {
  const find = (q: string, user?: string) =>
    app.inject({ url: `/api/items/find?q=${encodeURIComponent(q)}`, cookies: user ? { sid: cookies[user]! } : {} });

  it('finds a listing by its stock number, as sent on WhatsApp; a members-only one asks a visitor to log in', async () => {
    const itemNo = await firstItem('flag = 0 AND NOT secret');
    for (const q of [`CB${itemNo}`, `cb ${itemNo}`]) {
      const found = await find(q);
      expect(found.statusCode, q).toBe(200);
      expect(found.json()).toEqual({ itemNo });
    }
    expect((await find('CB999999999')).statusCode).toBe(404);
    const secret = await firstItem('flag = 0 AND secret');
    // A members-only listing asks a visitor to log in, as its shared link does (decision 0077).
    const visitor = await find(`CB${secret}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'MEMBERS_ONLY' });
    expect((await find(`CB${secret}`, 'demo-buyer')).json()).toEqual({ itemNo: secret });
  });

  it('finds a listing by its chassis number for members who may see it, never for visitors', async () => {
    const itemNo = await firstItem('flag = 0 AND NOT secret');
    const [row] = await database.query<{ chassis_no: string }>(
      `SELECT chassis_no FROM items WHERE item_no = ${itemNo}`,
    );
    const chassis = row!.chassis_no.toLowerCase();
    expect((await find(chassis, 'demo-buyer')).json()).toEqual({ itemNo });
    expect((await find(chassis)).statusCode).toBe(404);
    expect((await find(chassis, 'demo-pending')).statusCode).toBe(404);
  });

  it('answers 400 with a field message for text that is neither', async () => {
    const response = await find('hello');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('q');
  });
});
