import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { MAX_CONCURRENT_UPLOADS, UPLOADS_BUSY_RETRY_SECONDS } from './uploads.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const boundary = '----slot-test';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
);
const tail = Buffer.from(`%%EOF\n\r\n--${boundary}--\r\n`);

function upload(payload: PassThrough | Buffer) {
  return app.inject({
    method: 'POST',
    url: '/api/user/upload-attached-file',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('concurrent uploads', () => {
  it(`takes ${MAX_CONCURRENT_UPLOADS} at once, answers the next 503 with Retry-After, and frees the slots`, async () => {
    // Bodies that have begun and not ended: each request holds its slot until its body is complete.
    const bodies = Array.from({ length: MAX_CONCURRENT_UPLOADS + 1 }, () => {
      const body = new PassThrough();
      body.write(head);
      return body;
    });
    const pending = bodies.map((body) => upload(body));
    const first = await Promise.race(pending.map((response, index) => response.then((r) => ({ r, index }))));
    expect(first.r.statusCode).toBe(503);
    expect(first.r.headers['retry-after']).toBe(String(UPLOADS_BUSY_RETRY_SECONDS));
    expect(first.r.json().message).toBe('The server is busy with other uploads. Please try again in a few seconds.');

    for (const body of bodies) body.end(tail);
    const answers: LightMyRequestResponse[] = await Promise.all(pending);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_CONCURRENT_UPLOADS);

    // Refused uploads give their slot back too.
    for (let i = 0; i <= MAX_CONCURRENT_UPLOADS; i++) {
      expect(
        (await upload(Buffer.concat([head.subarray(0, head.length - 9), Buffer.from('GIF89a'), tail]))).statusCode,
      ).toBe(415);
    }
    // Every slot came back: as many again are taken.
    const again = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_UPLOADS }, () => upload(Buffer.concat([head, tail]))),
    );
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(MAX_CONCURRENT_UPLOADS).fill(201));
  });
});
