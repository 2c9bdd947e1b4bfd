import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { parseS3Url, S3Storage } from './s3-storage.ts';
import { peakHeldBytes } from '../test/memory.ts';
import { LocalDiskStorage, storeAll, type FileStorage, type FileToStore } from './storage.ts';

async function text(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  expect(file.size).toBe(data.length);
  return data.toString();
}

/** A stream that gives some bytes, then fails, as an upload cut off mid-way does. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('client went away'));
        return;
      }
      sent = true;
      this.push(Buffer.alloc(64 * 1024, 1));
    },
  });
}

const implementations: [string, () => Promise<{ storage: FileStorage; close: () => Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'market-storage-'));
      return {
        storage: new LocalDiskStorage(root),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 (s3rver on loopback)',
    async () => {
      const server = await startS3Server();
      // The SDK warns of a failed streamed request; the tests see the failure itself.
      const quiet = { debug() {}, info() {}, warn() {}, error() {} };
      return { storage: new S3Storage(parseS3Url(server.url), quiet), close: server.close };
    },
  ],
];

describe.each(implementations)('file storage: %s', (name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await open());
  });

  afterAll(async () => {
    await close();
  });

  it('stores, reads, replaces and removes a file under a folder key', async () => {
    expect(await storage.exists('docs/a/one.pdf')).toBe(false);
    await storage.put('docs/a/one.pdf', Buffer.from('first'));
    expect(await storage.exists('docs/a/one.pdf')).toBe(true);
    expect(await text(storage, 'docs/a/one.pdf')).toBe('first');
    await storage.put('docs/a/one.pdf', Buffer.from('second version'));
    expect(await text(storage, 'docs/a/one.pdf')).toBe('second version');
    await storage.remove('docs/a/one.pdf');
    expect(await storage.exists('docs/a/one.pdf')).toBe(false);
    expect(await storage.read('docs/a/one.pdf')).toBeNull();
  });

  it('answers null and false for a file that is not there, and removing it is no error', async () => {
    expect(await storage.read('nothing/here.jpg')).toBeNull();
    expect(await storage.exists('nothing/here.jpg')).toBe(false);
    await expect(storage.remove('nothing/here.jpg')).resolves.toBeUndefined();
  });

  it('writes a stream of known size without holding it in memory', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const count = 512; // 32 MiB
    const held = await peakHeldBytes(async (sample) => {
      let sent = 0;
      const source = new Readable({
        read() {
          if (sent % 32 === 0) sample();
          // A new buffer each time: the stream may keep what it was given until it is written.
          this.push(sent++ < count ? Buffer.from(chunk) : null);
        },
      });
      await storage.putStream('streams/big.bin', source, count * chunk.length);
    });
    // Socket and server buffers stay a few MiB, whatever the size of the stream.
    expect(held).toBeLessThan((count * chunk.length) / 4);
    const file = await storage.read('streams/big.bin');
    expect(file?.size).toBe(count * chunk.length);
    // Closed before the next test: a file stream still opening when the suite removes its folder fails with ENOENT.
    await finished(file!.stream.destroy()).catch(() => undefined);
  });

  it('keeps nothing of a stream that fails mid-way, nor of one shorter than its size', async () => {
    await expect(storage.putStream('streams/cut.bin', failingStream(), 1024 * 1024)).rejects.toThrow();
    await expect(storage.putStream('streams/short.bin', Readable.from([Buffer.from('abc')]), 4)).rejects.toThrow();
    // s3rver, unlike S3 and MinIO, stores what arrived of a PUT whose connection was cut, some time after the cut (a
    // shuffled CI run saw the cut file there): the refusal is what can be checked. (Uploads reach storage only once
    // wholly received on disk.)
    if (name === 'local disk') {
      expect(await storage.exists('streams/cut.bin')).toBe(false);
      expect(await storage.exists('streams/short.bin')).toBe(false);
    }
  });

  it('storeAll streams a file from the disk and writes bytes from memory', async () => {
    const local = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'market-store-')), 'received.pdf');
    fs.writeFileSync(local, '%PDF-1.4 received');
    const files: FileToStore[] = [
      { key: 'mixed/a.pdf', localFile: local, size: fs.statSync(local).size },
      { key: 'mixed/b.webp', data: Buffer.from('made') },
    ];
    expect(await storeAll(storage, files, async () => 'kept')).toBe('kept');
    expect(await text(storage, 'mixed/a.pdf')).toBe('%PDF-1.4 received');
    expect(await text(storage, 'mixed/b.webp')).toBe('made');
    fs.rmSync(path.dirname(local), { recursive: true });
  });

  it('refuses keys that could leave its folder or were not made by the server', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'Upper.jpg', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('storeAll keeps no file when a later write or the commit fails', async () => {
    const files = [
      { key: 'all/one.txt', data: Buffer.from('1') },
      { key: 'all/two.txt', data: Buffer.from('2') },
    ];
    await expect(storeAll(storage, files, () => Promise.reject(new Error('the database said no')))).rejects.toThrow(
      'the database said no',
    );
    await expect(
      storeAll(storage, [...files, { key: '../bad', data: Buffer.from('3') }], async () => 1),
    ).rejects.toThrow();
    for (const { key } of files) expect(await storage.exists(key)).toBe(false);
    expect(await storeAll(storage, files, async () => 'kept')).toBe('kept');
    for (const { key } of files) expect(await storage.exists(key)).toBe(true);
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, endpoint, region and credentials of the URL', () => {
    expect(parseS3Url('s3://key%2F1:se%2Bcret@media-bucket?endpoint=http://127.0.0.1:9000&region=eu-west-1')).toEqual({
      bucket: 'media-bucket',
      client: {
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key/1', secretAccessKey: 'se+cret' },
      },
    });
    expect(parseS3Url('s3://media', { AWS_REGION: 'ap-northeast-2' })).toEqual({
      bucket: 'media',
      client: { region: 'ap-northeast-2' },
    });
  });

  it('refuses what is not an s3:// bucket URL', () => {
    for (const value of ['http://bucket', 's3://', 's3://bucket/path', 's3://b?endpoint=ftp://x']) {
      expect(() => parseS3Url(value)).toThrow();
    }
  });
});
