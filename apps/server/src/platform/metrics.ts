import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clientRoutePattern } from '@market/domain';
import type { Database } from '../db/client.ts';
import { MAX_SEND_ATTEMPTS } from './message-queue.ts';

/** Request durations: from a cached page (a millisecond) to a request that waited its whole database wait. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

/**
 * The process's Prometheus metrics (docs/decisions/0272): requests by route pattern, method and status class, their
 * latency, database pool use and wait, the mail and text queue, load-shedding answers, and Node's own (event-loop lag
 * among them). Served on a port of its own (startMetricsServer), never by the public app.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });
  readonly #duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  readonly #shed = new Counter({
    name: 'http_load_shed_total',
    help: 'Requests refused with 503 because the process was overloaded (load shedding)',
    registers: [this.registry],
  });
  readonly #poolWait = new Histogram({
    name: 'db_pool_wait_seconds',
    help: 'Time a statement or transaction waited for a free connection of the pool',
    buckets: WAIT_BUCKETS,
    registers: [this.registry],
  });

  constructor(database: Database) {
    collectDefaultMetrics({ register: this.registry });
    const { driver } = database;
    if (driver.kind === 'postgres') this.#watchPool(driver.pool);
    new Gauge({
      name: 'message_queue_depth',
      help: 'Mail and texts waiting in the outbox: still to be tried (pending) or given up after every attempt (failed)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const [row] = await database.query<{ pending: string | number; failed: string | number }>(
          `SELECT count(*) FILTER (WHERE attempts < $1) AS pending, count(*) FILTER (WHERE attempts >= $1) AS failed
           FROM message_queue`,
          [MAX_SEND_ATTEMPTS],
        );
        this.set({ state: 'pending' }, Number(row?.pending ?? 0));
        this.set({ state: 'failed' }, Number(row?.failed ?? 0));
      },
    });
  }

  /** A request answered: its route pattern (never the raw URL, which would be one series per listing). */
  answered(request: FastifyRequest, statusCode: number, seconds: number): void {
    const labels = {
      method: request.method,
      route: routePattern(request),
      status_class: `${Math.floor(statusCode / 100)}xx`,
    };
    this.#requests.inc(labels);
    this.#duration.observe(labels, seconds);
  }

  shed(): void {
    this.#shed.inc();
  }

  #watchPool(pool: pg.Pool): void {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool: open (total), idle, and requests waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    // pool.query checks a connection out through pool.connect as well: one place sees every wait.
    const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<unknown> | void;
    const wait = this.#poolWait;
    pool.connect = ((callback?: (...args: unknown[]) => void) => {
      const started = performance.now();
      const observe = () => wait.observe((performance.now() - started) / 1000);
      if (callback) {
        return connect((...args) => {
          observe();
          callback(...args);
        });
      }
      return (connect() as Promise<unknown>).finally(observe);
    }) as typeof pool.connect;
  }
}

/** The pattern of the route that answered: an API route's, a page's client route, or "unmatched". */
function routePattern(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '/*') return route;
  const pathname = request.url.split('?')[0] ?? '/';
  return clientRoutePattern(pathname) ?? 'unmatched';
}

/** Counts and times every answer of the app. */
export function metricsPlugin(metrics: Metrics) {
  return fp(async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.answered(request, reply.statusCode, reply.elapsedTime / 1000);
    });
  });
}

/** GET /metrics on a port of its own (METRICS_PORT on METRICS_HOST); anything else there answers 404. */
export async function startMetricsServer(
  metrics: Metrics,
  where: { port: number; host: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
