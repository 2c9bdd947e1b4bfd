import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestHarness, testConfig } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { carInfo, catalogChoices, jpeg, multipart, specialInfo, type Choices } from './test-fixtures.ts';

// Saving a listing and its pictures is one action (decision 0074): pictures are staged first, the item save takes
// them in its own transaction, and a failure anywhere leaves neither a listing nor files behind.
let app: FastifyInstance;
let database: Database;
let choices: Choices;
const sid: Record<string, string> = {};
const mediaRoot = path.join(testConfig().dataDir, 'media');

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  choices = await catalogChoices(database);
  for (const user of ['demo-seller', 'demo-dealer']) sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const TEXT_FILE = { name: 'notes.jpg', data: Buffer.from('just some text, not a picture\n'), type: 'image/jpeg' };

function stage(files: { name: string; data: Buffer; type?: string }[], user = 'demo-seller', category = '1') {
  return app.inject({
    method: 'POST',
    url: '/api/items/staged-image?lang=1',
    cookies: { sid: sid[user]! },
    ...multipart({ category }, files),
  });
}

async function staged(count = 1, user = 'demo-seller', category = '1'): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `p${i}.jpg`, data: await jpeg() })),
  );
  const response = await stage(files, user, category);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().map((entry: { stagedId: string }) => entry.stagedId);
}

async function stagedRows(ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM staged_pictures WHERE staged_id IN (${ids.map((id) => `'${id}'`).join(',')})`,
  );
  return row!.n;
}

async function stagedKeys(ids: string[]): Promise<string[]> {
  const rows = await database.query<Record<string, string>>(
    `SELECT picture_mini_name, picture_watermark_name, picture_origin_name FROM staged_pictures
      WHERE staged_id IN (${ids.map((id) => `'${id}'`).join(',')})`,
  );
  return rows.flatMap((row) => Object.values(row));
}

const exists = (key: string) => fs.existsSync(path.join(mediaRoot, ...key.split('/')));

function register(info: Record<string, unknown>, pictures?: string[], user = 'demo-seller', url = '/api/items/item') {
  return app.inject({
    method: 'POST',
    url: `${url}?lang=1`,
    cookies: { sid: sid[user]! },
    payload: { itemInfo: info, ...(pictures ? { pictures } : {}) },
  });
}

async function itemsWithChassis(chassisNo: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM items WHERE chassis_no = '${chassisNo}'`,
  );
  return row!.n;
}

async function picturesOf(itemNo: number) {
  return database.query<{ picture_no: string; picture_mini_name: string }>(
    `SELECT picture_no, picture_mini_name FROM pictures WHERE item_no = ${itemNo} ORDER BY picture_index`,
  );
}

describe('staged pictures: a listing and its pictures are saved together', () => {
  it('refuses a text file named .jpg with 415 naming the file, stages nothing, and no listing exists', async () => {
    const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM staged_pictures');
    const response = await stage([{ name: 'front.jpg', data: await jpeg() }, TEXT_FILE]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().message).toBe('The file “notes.jpg” is not of a supported type.');
    const [after] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM staged_pictures');
    expect(after!.n).toBe(row!.n);
  });

  it('registers a car with its staged pictures in order; the retry after a refused picture is not a 409', async () => {
    const info = carInfo(choices);
    expect((await stage([TEXT_FILE])).statusCode).toBe(415);
    expect(await itemsWithChassis(info.chassisNo)).toBe(0);

    const ids = await staged(2);
    const keys = await stagedKeys(ids);
    const response = await register(info, ids);
    expect(response.statusCode, response.body).toBe(201);
    const { itemNo } = response.json();
    const rows = await picturesOf(itemNo);
    expect(rows).toHaveLength(2);
    expect(await stagedRows(ids)).toBe(0);
    for (const key of keys) expect(exists(key), key).toBe(true);
    // The thumbnail the lists show is the first staged picture.
    expect(keys).toContain(rows[0]!.picture_mini_name);
  });

  it('a failed register (chassis number in use) creates nothing and removes the staged files', async () => {
    const info = carInfo(choices);
    expect((await register(info)).statusCode).toBe(201);
    const ids = await staged(1);
    const keys = await stagedKeys(ids);
    const response = await register({ ...info }, ids);
    expect(response.statusCode).toBe(409);
    expect(await itemsWithChassis(info.chassisNo)).toBe(1);
    expect(await stagedRows(ids)).toBe(0);
    for (const key of keys) expect(exists(key), key).toBe(false);
  });

  it('refuses staged ids of another seller, of another category, or unknown, and creates nothing', async () => {
    const others = await staged(1, 'demo-dealer');
    const special = await staged(1, 'demo-seller', '2');
    for (const pictures of [others, special, ['0b0e7d5c-0000-4000-8000-000000000000']]) {
      const info = carInfo(choices);
      const response = await register(info, pictures);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields.pictures).toBe(
        'This picture is no longer waiting to be saved. Please add it again.',
      );
      expect(await itemsWithChassis(info.chassisNo)).toBe(0);
    }
    // The other seller's staged picture is still theirs.
    expect(await stagedRows(others)).toBe(1);
  });

  it('registers a special vehicle with pictures', async () => {
    const ids = await staged(1, 'demo-seller', '2');
    const response = await register(specialInfo(choices), ids, 'demo-seller', '/api/items/special-item');
    expect(response.statusCode, response.body).toBe(201);
    expect(await picturesOf(response.json().itemNo)).toHaveLength(1);
  });

  it('updates fields and pictures in one save; a stale version changes neither, and a retry succeeds', async () => {
    const info = carInfo(choices);
    const created = await register(info, await staged(2));
    const { itemNo, version } = created.json();
    const [first, second] = await picturesOf(itemNo);
    const { chassisNo: _chassisNo, ...updateInfo } = info;
    const update = (v: number, pictures: string[], price: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/items/item?lang=1',
        cookies: { sid: sid['demo-seller']! },
        payload: { itemNo, version: v, itemInfo: { ...updateInfo, sellPrice: price }, pictures },
      });

    // A picture that is not waiting any more: neither the price nor the pictures change, and the version stays.
    let response = await update(version, [`p${second!.picture_no}`, '0b0e7d5c-0000-4000-8000-000000000000'], '16000');
    expect(response.statusCode).toBe(400);
    const [stored] = await database.query<{ sell_price: number; version: number }>(
      `SELECT sell_price::int AS sell_price, version FROM items WHERE item_no = ${itemNo}`,
    );
    expect(stored).toEqual({ sell_price: 15000, version });
    expect(await picturesOf(itemNo)).toHaveLength(2);

    const [added] = await staged(1);
    response = await update(version, [added!, `p${second!.picture_no}`], '16000');
    expect(response.statusCode, response.body).toBe(200);
    const rows = await picturesOf(itemNo);
    expect(rows.map((row) => row.picture_mini_name)).toEqual([
      expect.stringMatching(/^car\/staged\//),
      second!.picture_mini_name,
    ]);
    // The picture left out is removed with its files.
    expect(exists(first!.picture_mini_name)).toBe(false);

    response = await update(version, [], '17000');
    expect(response.statusCode).toBe(409);
  });
});
