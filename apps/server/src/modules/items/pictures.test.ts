import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, PICTURE_WIDTHS } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness, testConfig } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { carInfo, catalogChoices, jpeg, multipart, type Choices } from './test-fixtures.ts';

let app: FastifyInstance;
let database: Database;
let choices: Choices;
const sid: Record<string, string> = {};
const mediaRoot = path.join(testConfig().dataDir, 'media');

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  choices = await catalogChoices(database);
  for (const user of ['demo-seller', 'demo-dealer', 'demo-buyer']) sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

async function newCar(user = 'demo-seller'): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/items/item',
    cookies: { sid: sid[user]! },
    payload: { itemInfo: carInfo(choices) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().itemNo;
}

function send(
  method: 'POST' | 'PUT',
  user: string,
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[],
) {
  const body = multipart(fields, files);
  return app.inject({ method, url: '/api/items/image', cookies: { sid: sid[user]! }, ...body });
}

function filesOf(itemNo: number): string[] {
  const found: string[] = [];
  for (const folder of [
    path.join(mediaRoot, 'car', String(itemNo)),
    path.join(mediaRoot, 'originals', 'car', String(itemNo)),
  ]) {
    if (fs.existsSync(folder)) found.push(...fs.readdirSync(folder).map((name) => path.join(folder, name)));
  }
  return found;
}

describe('POST and PUT /api/items/image', () => {
  it('stores three re-encoded copies and four WebP widths per picture under names of its own, in order, without metadata', async () => {
    const itemNo = await newCar();
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'SecretCam' } } })
      .toBuffer();
    const response = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, [
      { name: 'front.jpg', data: await jpeg() },
      {
        name: 'side.png',
        data: await sharp(await jpeg())
          .png()
          .toBuffer(),
        type: 'image/png',
      },
      { name: 'exif.jpg', data: withExif },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const list = response.json();
    expect(list.map((p: { pictureIndex: number }) => p.pictureIndex)).toEqual([0, 1, 2]);
    for (const picture of list) {
      expect(picture.pictureMiniName).toMatch(new RegExp(`^car/${itemNo}/[0-9a-f-]{36}-mini\\.jpg$`));
      const served = await app.inject({ url: `/api/media/${picture.pictureWatermarkName}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const key = picture.pictureWatermarkName.replace(/-wm\.jpg$/, '');
      for (const width of PICTURE_WIDTHS) {
        const file = path.join(mediaRoot, `${key}-w${width}.webp`);
        expect((await sharp(fs.readFileSync(file)).metadata()).format, file).toBe('webp');
      }
    }
    expect(filesOf(itemNo)).toHaveLength(3 * (3 + PICTURE_WIDTHS.length));
    const [origin] = await database.query<{ picture_origin_name: string }>(
      'SELECT picture_origin_name FROM pictures WHERE item_no = $1 AND picture_index = 2',
      [itemNo],
    );
    expect(origin!.picture_origin_name).toMatch(/^originals\/car\//);
    const metadata = await sharp(fs.readFileSync(path.join(mediaRoot, origin!.picture_origin_name))).metadata();
    expect(metadata.exif).toBeUndefined();
    // Originals are never public.
    expect((await app.inject({ url: `/api/media/${origin!.picture_origin_name}` })).statusCode).toBe(404);
  });

  it('reorders, removes and adds in one call, and deletes the removed files', async () => {
    const itemNo = await newCar();
    const added = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, [
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg() },
      { name: 'c.jpg', data: await jpeg() },
    ]);
    const [a, b, c] = added.json() as { pictureNo: number; pictureMiniName: string }[];
    const response = await send(
      'PUT',
      'demo-seller',
      { carNo: String(itemNo), category: '1', order: `p${c!.pictureNo},f0,p${a!.pictureNo}` },
      [{ name: 'd.jpg', data: await jpeg() }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as { pictureIndex: number; pictureMiniName: string }[];
    expect(list.map((p) => p.pictureIndex)).toEqual([0, 1, 2]);
    expect(list[0]!.pictureMiniName).toBe(c!.pictureMiniName);
    expect(list[2]!.pictureMiniName).toBe(a!.pictureMiniName);
    expect(list.map((p) => p.pictureMiniName)).not.toContain(b!.pictureMiniName);
    expect(fs.existsSync(path.join(mediaRoot, b!.pictureMiniName))).toBe(false);
    expect(filesOf(itemNo)).toHaveLength(3 * (3 + PICTURE_WIDTHS.length));
    expect(filesOf(itemNo).filter((file) => file.includes(b!.pictureMiniName.split('/').pop()!.slice(0, 36)))).toEqual(
      [],
    );
  });

  it('refuses a file over 10 MB with 413 and writes nothing', async () => {
    const itemNo = await newCar();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    (await jpeg()).copy(big);
    const response = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, [
      { name: 'ok.jpg', data: await jpeg() },
      { name: 'big.jpg', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('10 MB');
    expect(filesOf(itemNo)).toHaveLength(0);
  });

  it('refuses what is not an image, whatever its name and type say, with 415', async () => {
    const itemNo = await newCar();
    const cases = [
      { name: 'car.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>'), type: 'image/jpeg' },
      {
        name: 'car.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
      },
      { name: 'doc.jpg', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), type: 'image/jpeg' },
    ];
    for (const file of cases) {
      const response = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, [file]);
      expect(response.statusCode, file.name).toBe(415);
    }
    // A truncated JPEG passes the magic bytes but not the decoder.
    const broken = (await jpeg()).subarray(0, 200);
    const response = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, [
      { name: 'broken.jpg', data: broken },
    ]);
    expect(response.statusCode).toBe(415);
    expect(filesOf(itemNo)).toHaveLength(0);
  });

  it('never uses the client’s file name: names that try to leave the folder land under the item’s own folder', async () => {
    const itemNo = await newCar();
    const response = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, [
      { name: '../../../../etc/passwd.jpg', data: await jpeg() },
      { name: '..\\..\\evil.jpg', data: await jpeg() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    for (const picture of response.json()) {
      expect(picture.pictureMiniName).not.toMatch(/passwd|evil|\.\./);
      expect(picture.pictureMiniName.startsWith(`car/${itemNo}/`)).toBe(true);
    }
    expect(fs.existsSync(path.join(mediaRoot, '..', 'passwd.jpg'))).toBe(false);
    expect(filesOf(itemNo)).toHaveLength(2 * (3 + PICTURE_WIDTHS.length));
  });

  it('answers 404 for another seller’s item, 403 for a buyer, 400 for the wrong category', async () => {
    const theirs = await newCar('demo-dealer');
    const files = [{ name: 'a.jpg', data: await jpeg() }];
    expect((await send('POST', 'demo-seller', { itemNo: String(theirs), category: '1' }, files)).statusCode).toBe(404);
    expect(
      (await send('PUT', 'demo-seller', { carNo: String(theirs), category: '1', order: '' }, files)).statusCode,
    ).toBe(404);
    expect((await send('POST', 'demo-buyer', { itemNo: String(theirs), category: '1' }, files)).statusCode).toBe(403);
    const unauthenticated = await app.inject({ method: 'POST', url: '/api/items/image', ...multipart({}, files) });
    expect(unauthenticated.statusCode).toBe(401);
    expect((await send('POST', 'demo-dealer', { itemNo: String(theirs), category: '2' }, files)).statusCode).toBe(400);
    expect(filesOf(theirs)).toHaveLength(0);
  });
});

describe('picture count per request', () => {
  it('refuses more than 10 pictures in one request with 413 naming the limit, and keeps none', async () => {
    const itemNo = await newCar();
    const picture = await jpeg();
    const files = Array.from({ length: 11 }, (_, index) => ({ name: `p${index}.jpg`, data: picture }));
    const response = await send('POST', 'demo-seller', { itemNo: String(itemNo), category: '1' }, files);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Too many files. The limit is 10 per upload.');
    expect(filesOf(itemNo)).toEqual([]);
  });
});
