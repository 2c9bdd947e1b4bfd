import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { startMetricsServer } from './metrics.ts';

let app: FastifyInstance;
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>>;

beforeAll(async () => {
  // No built web app: a page path answers the same 404 whatever is built in the working copy.
  app = await createTestApp({
    metrics: { port: 0, host: '127.0.0.1' },
    webDist: path.join(os.tmpdir(), 'no-web-build'),
  });
  metricsServer = await startMetricsServer(app.metrics!, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await metricsServer.close();
  await app.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of the sample whose name and labels are all in the line. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics (decision 0272)', () => {
  it('counts known requests by route pattern and status class, with their latency buckets', async () => {
    const health = { method: 'GET', route: '/api/health', status_class: '2xx' };
    const before = await scrape();
    const countBefore = sample(before, 'http_requests_total', health) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.inject('/api/no-such-route');
    await app.inject('/item/detail/car/123');
    await app.inject('/item/detail/car/456');

    const text = await scrape();
    expect(sample(text, 'http_requests_total', health)).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(countBefore + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '10' })).toBe(countBefore + 3);
    // Pages by their pattern, never their URL: one series for every listing.
    expect(sample(text, 'http_requests_total', { route: '/item/detail/car/:itemNo', status_class: '4xx' })).toBe(2);
    expect(text).not.toContain('/item/detail/car/123');
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(0);
  });

  it('reports the outbox, load shedding and the event loop', async () => {
    const text = await scrape();
    expect(sample(text, 'message_queue_depth', { state: 'pending' })).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^http_load_shed_total \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(0);
      expect(text).toMatch(/^db_pool_wait_seconds_count \d+$/m);
    }
  });

  it('answers nothing else on its port, and nothing on the public one', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/`)).status).toBe(404);
    expect((await app.inject('/metrics')).statusCode).toBe(404);
  });
});
