import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

let app: FastifyInstance;
let webDist: string;
const script = 'export const answer = 42;\n'.repeat(400);
/** Marks the build's own compressed copies, so a test can tell them from compression per request. */
const PRECOMPRESSED = 'export const precompressed = true;\n'.repeat(400);
const shell = `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  const asset = path.join(webDist, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(PRECOMPRESSED));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(PRECOMPRESSED));
  fs.writeFileSync(path.join(webDist, 'assets', 'car.png'), Buffer.alloc(4096, 7));
  app = await createTestApp({ webDist });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('compression', () => {
  it.each(['br', 'gzip'])(
    'sends the build’s %s copy of an asset as it is, and the plain file to others',
    async (encoding) => {
      const compressed = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
      expect(compressed.headers['content-type']).toContain('javascript');
      expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, compressed.rawPayload)).toBe(PRECOMPRESSED);

      const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(script);
    },
  );

  it('prefers brotli when the browser takes both', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it.each(['br', 'gzip'])('compresses the page HTML and API answers with %s when asked', async (encoding) => {
    for (const url of ['/', '/item/list/car', '/api/items/search?category=1', '/api/openapi.json']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(String(response.headers['vary']).match(/accept-encoding/gi), url).toHaveLength(1);
      const text = decode(encoding, response.rawPayload);
      expect(text.length, url).toBeGreaterThan(response.rawPayload.length);
      if (url.startsWith('/api/')) expect(() => JSON.parse(text), url).not.toThrow();
      else expect(text, url).toContain('<div id="root">');
    }
  });

  it('sends everything as it is to a client that does not ask for compression, saying it varies (issue 30)', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/api/items/search?category=1', '/api/health']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': '' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(String(response.headers['vary']).match(/accept-encoding/gi), url).toHaveLength(1);
    }
    const unasked = await app.inject({ url: '/api/openapi.json' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(() => unasked.json()).not.toThrow();
  });

  it('leaves small answers and pictures uncompressed', async () => {
    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const picture = await app.inject({ url: '/assets/car.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });

  it('does not decompress request bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ id: 'demo-buyer', password: 'demo1234' })),
    });
    // The gzip bytes are read as they are, so they are not JSON: the malformed-body answer, not a login.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
