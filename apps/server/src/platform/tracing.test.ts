import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { trace } from '@opentelemetry/api';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { startTracing, type Tracing } from './tracing.ts';

interface ReceivedSpan {
  name: string;
  traceId: string;
}

/** A local OTLP/HTTP collector: keeps the spans posted to /v1/traces (JSON, as the exporter sends them). */
const received: ReceivedSpan[] = [];
const collector = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const payload = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[];
      };
      for (const resource of payload.resourceSpans) {
        for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let tracing: Tracing;
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  tracing = startTracing({ endpoint: `http://127.0.0.1:${port}`, serviceName: 'market-test' });
  const config = testConfig({ logLevel: 'info' });
  app = await buildApp(config, { database: await createTestDatabase(), tracing });
});

afterAll(async () => {
  await app.close();
  await tracing.shutdown();
  collector.close();
});

describe('traces (decision 0272)', () => {
  it('sends a span of each request to the configured OTLP endpoint', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    await tracing.flush();
    const requestSpans = received.filter((span) => span.name === 'GET /api/health');
    expect(requestSpans).toHaveLength(1);
    expect(requestSpans[0]?.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes the trace id into every log line written inside a traced request', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = pino({ mixin: tracing.logMixin }, sink);
    const traceId = trace.getTracer('test').startActiveSpan('request', (span) => {
      log.info('inside');
      span.end();
      return span.spanContext().traceId;
    });
    log.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', traceId });
    expect(lines[1]).not.toHaveProperty('traceId');
  });

  it.runIf(process.env.DATABASE_URL)('traces the statements a request runs on PostgreSQL', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      await trace.getTracer('test').startActiveSpan('parent', async (span) => {
        await pool.query('SELECT 1');
        span.end();
      });
      await tracing.flush();
      expect(received.some((span) => span.name.startsWith('pg.query'))).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
