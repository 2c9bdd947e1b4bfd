import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url, S3Storage } from '../../platform/s3-storage.ts';
import { createTestApp } from '../../test/app.ts';
import { testDataDir } from '../../test/data-dir.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await createTestApp({ storageUrl: s3.url });
});

afterAll(async () => {
  await app.close();
  await s3.close();
});

function multipart(data: Buffer) {
  const boundary = '----s3-test';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('with STORAGE_URL set', () => {
  it('stores an uploaded picture in the bucket, not on the disk, and serves it from there', async () => {
    const sid = await loginCookie(app, 'demo-buyer');
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const upload = await app.inject({ method: 'PUT', url: '/api/user/thumbnail', cookies: { sid }, ...multipart(png) });
    expect(upload.statusCode).toBe(200);
    const name = String(upload.json().thumbnail).split('/').pop()!;

    expect(await new S3Storage(parseS3Url(s3.url)).exists(`thumbnails/${name}`)).toBe(true);
    expect(fs.existsSync(path.join(testDataDir(), 'media', 'thumbnails', name))).toBe(false);

    const served = await app.inject(`/api/user/thumbnail/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    expect((await app.inject('/api/user/thumbnail/00000000-0000-0000-0000-000000000000.webp')).statusCode).toBe(404);
  });
});
