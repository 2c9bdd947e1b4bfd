import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_DATA_PICTURE_WIDTH } from '@market/domain';
import { createTestApp, testConfig } from '../../test/app.ts';

let app: FastifyInstance;
const mediaRoot = path.join(testConfig().dataDir, 'media');
/** A picture stored before the WebP widths existed: its display copy alone, in a folder of this test's own. */
const folder = `car/media-test-${process.pid}`;
const display = `${folder}/old-wm.jpg`;

beforeAll(async () => {
  app = await createTestApp();
  fs.mkdirSync(path.join(mediaRoot, folder), { recursive: true });
  const jpeg = await sharp({ create: { width: 1000, height: 667, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(mediaRoot, display), jpeg);
  fs.writeFileSync(path.join(mediaRoot, folder, 'broken-wm.jpg'), Buffer.from('not a picture'));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(path.join(mediaRoot, folder), { recursive: true, force: true });
});

const widthOf = async (data: Buffer) => (await sharp(data).metadata()).width;

describe('GET /api/media', () => {
  it('makes a missing WebP width of a stored picture on first request, stores it and serves it from then on', async () => {
    const stored = path.join(mediaRoot, folder, 'old-w720.webp');
    expect(fs.existsSync(stored)).toBe(false);
    const [first, second] = await Promise.all([
      app.inject(`/api/media/${folder}/old-w720.webp`),
      app.inject(`/api/media/${folder}/old-w720.webp`),
    ]);
    for (const response of [first!, second!]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await widthOf(response.rawPayload)).toBe(720);
    }
    expect(fs.existsSync(stored)).toBe(true);
    const again = await app.inject(`/api/media/${folder}/old-w720.webp`);
    expect(again.rawPayload.equals(fs.readFileSync(stored))).toBe(true);
  });

  it('caches pictures for good with an ETag, and answers 304 to a client that has it', async () => {
    for (const url of [`/api/media/${display}`, `/api/media/${folder}/old-w360.webp`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      const etag = String(response.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const revalidated = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.rawPayload.length, url).toBe(0);
      expect((await app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode, url).toBe(200);
    }
  });

  it('answers a client saving data with the smallest width that fills a phone, and says that it varies', async () => {
    const url = `/api/media/${folder}/old-w1000.webp`;
    const full = await app.inject(url);
    expect(await widthOf(full.rawPayload)).toBe(1000);
    expect(full.headers.vary).toMatch(/save-data/i);
    const saving = await app.inject({ url, headers: { 'save-data': 'on' } });
    expect(saving.statusCode).toBe(200);
    expect(await widthOf(saving.rawPayload)).toBe(SAVE_DATA_PICTURE_WIDTH);
    expect(saving.headers.vary).toMatch(/save-data/i);
    expect(saving.headers.etag).not.toBe(full.headers.etag);
    const small = await app.inject({ url: `/api/media/${folder}/old-w160.webp`, headers: { 'save-data': 'on' } });
    expect(await widthOf(small.rawPayload)).toBe(160);
  });

  it('answers 404 for a width not made, a picture not stored and one that cannot be decoded, writing nothing', async () => {
    for (const name of ['old-w500.webp', 'missing-w360.webp', 'broken-w360.webp']) {
      const response = await app.inject(`/api/media/${folder}/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code, name).toBe('NOT_FOUND');
    }
    expect(
      fs
        .readdirSync(path.join(mediaRoot, folder))
        .filter((name) => /-w\d+\.webp$/.test(name) && !name.startsWith('old-')),
    ).toEqual([]);
  });
});
