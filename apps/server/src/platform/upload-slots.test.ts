import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { MAX_CONCURRENT_UPLOADS, MAX_UPLOADS_PER_CLIENT, UPLOADS_BUSY_RETRY_SECONDS } from './uploads.ts';

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

/** An upload from `address` (each upload from its own by default, as many clients' would be). */
let addresses = 0;
function upload(payload: PassThrough | Buffer, address = `198.51.100.${++addresses % 250}`) {
  return app.inject({
    method: 'POST',
    url: '/api/user/upload-attached-file',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
    remoteAddress: address,
  });
}

/** A body that has begun and not ended: its request holds its slot until the body is complete. */
function begun() {
  const body = new PassThrough();
  body.write(head);
  return body;
}

describe('concurrent uploads', () => {
  it(`takes ${MAX_CONCURRENT_UPLOADS} at once, answers the next 503 with Retry-After, and frees the slots`, async () => {
    const bodies = Array.from({ length: MAX_CONCURRENT_UPLOADS + 1 }, begun);
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

  it(`lets one client hold ${MAX_UPLOADS_PER_CLIENT} slots, answers its next 429, and leaves the rest to others`, async () => {
    // Twelve slow uploads from one address took every slot (issue 30): a seller's picture then got 503.
    const bodies = Array.from({ length: 12 }, begun);
    const pending = bodies.map((body) => upload(body, '203.0.113.9'));
    // Which of them reach the slots first is not known: the refused are the first to be answered.
    const refused: LightMyRequestResponse[] = [];
    for (const answer of pending) void answer.then((done) => refused.push(done));
    await vi.waitFor(() => expect(refused).toHaveLength(12 - MAX_UPLOADS_PER_CLIENT), { timeout: 20_000 });
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe(String(UPLOADS_BUSY_RETRY_SECONDS));
    }
    expect((await upload(Buffer.concat([head, tail]), '192.0.2.44')).statusCode).toBe(201);
    for (const body of bodies) body.end(tail);
    const all = await Promise.all(pending);
    expect(all.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_UPLOADS_PER_CLIENT);
  });
});
