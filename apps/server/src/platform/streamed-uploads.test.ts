import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@market/domain';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/app.ts';
import { heldBytes } from '../test/memory.ts';
import { startS3Server } from '../test/s3-server.ts';
import { loginCookie } from '../modules/users/test-helpers.ts';
import { parseS3Url, S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';
import { MAX_CONCURRENT_UPLOADS } from './uploads.ts';

const MB = 1024 * 1024;
/** Each of the concurrent documents: under the 10 MB limit, far above what a stream holds at once. */
const DOCUMENT_BYTES = 9 * MB;
const CHUNK_BYTES = 64 * 1024;
const BOUNDARY = '----streamed-upload';

interface OpenedStorage {
  storage: FileStorage;
  /** Every key the storage holds. */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(root, path.join(entry.parentPath, entry.name))] : []));
}

const storages: [string, (dataDir: string) => Promise<OpenedStorage>][] = [
  [
    'local disk',
    async (dataDir) => {
      const root = path.join(dataDir, 'media');
      return { storage: new LocalDiskStorage(root), keys: async () => filesUnder(root), close: async () => {} };
    },
  ],
  [
    'S3 (s3rver on loopback)',
    async () => {
      const server = await startS3Server();
      const location = parseS3Url(server.url);
      const client = new S3Client(location.client);
      return {
        storage: new S3Storage(location),
        keys: async () =>
          ((await client.send(new ListObjectsV2Command({ Bucket: location.bucket }))).Contents ?? []).map(
            (object) => object.Key!,
          ),
        close: async () => {
          client.destroy();
          await server.close();
        },
      };
    },
  ],
];

/** How each file reached the storage: as bytes in memory, or as a stream. */
function recording(storage: FileStorage) {
  const received: { key: string; as: 'bytes' | 'stream'; size: number }[] = [];
  const recorded: FileStorage = {
    put: (key, data) => {
      received.push({ key, as: 'bytes', size: data.length });
      return storage.put(key, data);
    },
    putStream: (key, data, size) => {
      received.push({ key, as: 'stream', size });
      return storage.putStream(key, data, size);
    },
    read: (key) => storage.read(key),
    exists: (key) => storage.exists(key),
    remove: (key) => storage.remove(key),
  };
  return { recorded, received };
}

function filePart(name: string, filename: string, type: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
}
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A PDF of `size` bytes, made a chunk at a time (fresh buffers, as a socket gives them). */
function* pdfChunks(size: number): Generator<Buffer> {
  const start = Buffer.from('%PDF-1.4\n');
  yield start;
  for (let left = size - start.length; left > 0; left -= CHUNK_BYTES) {
    yield Buffer.alloc(Math.min(CHUNK_BYTES, left), 0x25);
  }
}

/** Sends the head and a document into the body as fast as the server reads it, leaving the body open. */
async function sendDocument(body: PassThrough, size: number): Promise<void> {
  body.write(filePart('file', 'large.pdf', 'application/pdf'));
  for (const chunk of pdfChunks(size)) {
    if (!body.write(chunk)) await once(body, 'drain');
  }
}

describe.each(storages)('streamed uploads: %s', (_name, open) => {
  let app: FastifyInstance;
  let dataDir: string;
  let opened: OpenedStorage;
  let received: ReturnType<typeof recording>['received'];
  const spooled = () => filesUnder(path.join(dataDir, 'upload-spool'));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-streamed-'));
    opened = await open(dataDir);
    const recorder = recording(opened.storage);
    received = recorder.received;
    app = await buildApp(testConfig({ dataDir }), { database: await createTestDatabase(), storage: recorder.recorded });
  });

  afterAll(async () => {
    await app.close();
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`holds far less than ${MAX_CONCURRENT_UPLOADS} documents of 9 MB in memory while receiving them at once, and streams each into the storage`, async () => {
    const bodies = Array.from({ length: MAX_CONCURRENT_UPLOADS }, () => new PassThrough());
    const before = heldBytes();
    const answers = bodies.map((payload, index) =>
      app.inject({
        method: 'POST',
        url: '/api/user/upload-attached-file',
        headers: multipartHeaders,
        // An address each: the per-address quota is not what this test is about.
        remoteAddress: `10.77.0.${index + 1}`,
        payload,
      }),
    );
    try {
      await Promise.all(bodies.map((body) => sendDocument(body, DOCUMENT_BYTES)));
      // Every byte has been read by the server and no request has ended: the documents are on the disk already.
      expect(heldBytes() - before).toBeLessThan(DOCUMENT_BYTES);
      const onDisk = spooled().map((file) => fs.statSync(path.join(dataDir, 'upload-spool', file)).size);
      expect(onDisk).toHaveLength(MAX_CONCURRENT_UPLOADS);
      for (const size of onDisk) expect(size).toBeGreaterThan(DOCUMENT_BYTES - MB);
    } finally {
      // Ended and answered whatever happened, so the requests give back their upload slots.
      for (const body of bodies) body.end(END);
      await Promise.allSettled(answers);
    }
    const responses: LightMyRequestResponse[] = await Promise.all(answers);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(MAX_CONCURRENT_UPLOADS).fill(201));
    const keys = responses.map((response) => `attachments/${response.json().fileKey}`);
    const streamed = received.filter((file) => keys.includes(file.key)).map(({ as, size }) => ({ as, size }));
    expect(streamed).toEqual(keys.map(() => ({ as: 'stream', size: DOCUMENT_BYTES })));
    for (const key of keys) {
      const file = await opened.storage.read(key);
      expect(file?.size).toBe(DOCUMENT_BYTES);
      // Closed here: a file stream still opening when the suite removes its folder would fail with ENOENT.
      await finished(file!.stream.destroy()).catch(() => undefined);
    }
    expect(spooled()).toEqual([]);
  });

  it('refuses a document of 10 MB + 1 byte with a localized 413, leaving nothing in the storage or on the disk', async () => {
    const keysBefore = await opened.keys();
    const receivedBefore = received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file?lang=2',
      headers: multipartHeaders,
      payload: Buffer.concat([
        filePart('file', 'huge.pdf', 'application/pdf'),
        ...pdfChunks(MAX_UPLOAD_BYTES + 1),
        END,
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le fichier est trop volumineux. La limite est de 10 Mo par fichier.',
    });
    expect(received.length).toBe(receivedBefore);
    expect(await opened.keys()).toEqual(keysBefore);
    expect(spooled()).toEqual([]);
  });

  it('keeps none of the pictures of a request whose last file is over the limit', async () => {
    const buyer = await loginCookie(app, 'demo-buyer');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop',
      cookies: { sid: buyer },
      payload: { mainContact: '+56 9 1234 5678', minYear: 2018, maxYear: 2021, makerName: 'Hyundai' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    const keysBefore = await opened.keys();
    const receivedBefore = received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop-image',
      cookies: { sid: buyer },
      headers: multipartHeaders,
      payload: Buffer.concat([
        fieldPart('ccsNo', String(saved.json().ccsNo)),
        filePart('imageList', 'a.png', 'image/png'),
        picture,
        Buffer.from('\r\n'),
        filePart('imageList', 'b.png', 'image/png'),
        picture,
        Buffer.alloc(MAX_UPLOAD_BYTES + 1 - picture.length),
        END,
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(received.length).toBe(receivedBefore);
    expect(await opened.keys()).toEqual(keysBefore);
    expect(spooled()).toEqual([]);
  });
});
