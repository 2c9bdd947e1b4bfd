import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPES, MIN_UPLOAD_RATE, registerMultipart, uploadSpoolPlugin, withUpload } from './uploads.ts';

/**
 * The minimum upload rate (issue 30, decision 0227) on a real socket, with a 200 ms window instead of 10 s so the test
 * is quick: the rule is the same, only the window is shorter.
 */
const rate = { bytesPerSecond: MIN_UPLOAD_RATE.bytesPerSecond, windowMs: 200 };
let app: FastifyInstance;
let folder: string;
let port: number;
const spool = () => path.join(folder, 'spool');
const stored = () => path.join(folder, 'stored');

beforeAll(async () => {
  folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'slow-upload-'));
  await fs.promises.mkdir(stored());
  app = Fastify();
  await app.register(uploadSpoolPlugin(spool()));
  await app.register(async (scope) => {
    await registerMultipart(scope, 1, rate);
    // Stores what it received, as the real routes do once the whole file is in.
    scope.post('/upload', (request) =>
      withUpload(request, DOCUMENT_TYPES, async (file) => {
        await fs.promises.copyFile(file.path, path.join(stored(), 'received.pdf'));
        return { size: file.size };
      }),
    );
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await fs.promises.rm(folder, { recursive: true, force: true });
});

const boundary = '----rate-test';
const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`;
const tail = `%%EOF\n\r\n--${boundary}--\r\n`;

/** Sends the head, then `chunk` every 50 ms `times` times, then the tail; answers the status or the socket's error. */
function send(chunk: string, times: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.write(head);
    let sent = 0;
    const timer = setInterval(() => {
      if (request.destroyed) return clearInterval(timer);
      if (sent++ < times) return void request.write(chunk);
      clearInterval(timer);
      request.end(tail);
    }, 50);
  });
}

describe('an upload slower than the minimum rate', () => {
  it('is cut off and nothing of it is kept; an upload at a fair rate over several windows passes', async () => {
    // 1 byte every 50 ms: 4 bytes in a window that asks for 204.
    expect(await send('%', 20)).toBe('ECONNRESET');
    await vi.waitFor(async () => expect(await fs.promises.readdir(spool())).toEqual([]));
    expect(await fs.promises.readdir(stored())).toEqual([]);

    // 2 KiB every 50 ms for half a second: 40 KiB/s, over two windows.
    expect(await send('%'.repeat(2048), 10)).toBe(200);
    expect((await fs.promises.stat(path.join(stored(), 'received.pdf'))).size).toBeGreaterThan(20_000);
    expect(await fs.promises.readdir(spool())).toEqual([]);
  });
});
