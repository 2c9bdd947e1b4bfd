import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EXPENSIVE_PER_SECOND } from './platform/fair-share.ts';
import { parseS3Url } from './platform/s3-storage.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Named ranges proxy-addr (Fastify's trustProxy) knows. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the number of proxy hops in front of the server, or the proxies' addresses and CIDRs, comma-separated.
 * Unset (or 0): no proxy is trusted and X-Forwarded-For is ignored. "true" (trust any sender) is refused: it would let
 * every client choose the address its limits are counted by.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be the number of proxy hops or a comma-separated list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('RH Group <no-reply@localhost>'),
  DEV_OUTBOX: z.enum(['on', 'off']).default('off'),
  DEMO_DATA: z.enum(['on', 'off']).default('off'),
  SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  EXPORTER_NAME: z.string().min(1).default('RH Group'),
  EXPORTER_ADDRESS: z.string().min(1).optional(),
  EXPORTER_PHONE: z.string().min(1).optional(),
  EXPORTER_EMAIL: z.string().min(3).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, 'must be the site origin, e.g. https://cars.example.com (no path)')
    .optional(),
  TRUST_PROXY: trustProxySchema,
  RATES_FEED_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+/, 'must be an http:// or https:// URL')
    .optional(),
  LOAD_SHEDDING: z.enum(['on', 'off']).default('on'),
  CLIENT_WORK_PER_SECOND: z.coerce.number().positive().default(EXPENSIVE_PER_SECOND),
  STORAGE_URL: z
    .string()
    .refine(
      (value) => {
        try {
          return Boolean(parseS3Url(value));
        } catch {
          return false;
        }
      },
      { message: 'must be s3://[key:secret@]bucket?endpoint=http(s)://host:port&region=...' },
    )
    .optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('vehicle-export-marketplace'),
});

export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL server when set; otherwise the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built web app (index.html and hashed assets); while it is not built, the API is served alone. */
  webDist: string;
  production: boolean;
  /** Mail goes out through this SMTP server when set; otherwise (and for SMS) into the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serves the outbox at GET /api/dev/outbox for end-to-end tests; refused in production. */
  devOutbox: boolean;
  /** Seeds the demo accounts, listings and sales contacts; refused in production. */
  demoData: boolean;
  /** The site's origin for every absolute link (sitemap, canonical, Open Graph, mail); never the request's Host. */
  publicUrl: string;
  /** Text messages go to this HTTP gateway; into the outbox when unset. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Fastify's trustProxy: hop count or proxy addresses; false trusts no X-Forwarded-For. */
  trustProxy: false | number | string[];
  /** Refuses requests with 503 while the process is overloaded (docs/decisions/0099). */
  loadShedding: boolean;
  /** Renders and counted searches one client may start a second, after a burst (decision 0227). */
  clientWorkPerSecond: number;
  /** Files go to this S3-compatible bucket when set; otherwise to the local disk under dataDir/media. */
  storageUrl: string | undefined;
  /** The exporter printed at the head of every invoice. */
  exporter: Exporter;
  /** A streaming replica of DATABASE_URL that takes the reads which may lag a little (docs/decisions/0273). */
  databaseReplicaUrl: string | undefined;
  /** After SIGTERM: how long the process answers not-ready while still serving, before it closes (decision 0271). */
  drainMs: number;
  /** GET /metrics (Prometheus) on this port of metricsHost, never on the public one; off when unset (decision 0272). */
  metrics: { port: number; host: string } | undefined;
  /** Traces of requests and statements go to this OTLP/HTTP collector when set; off and cost-free otherwise. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** Where the scheduled job reads exchange rates (docs/decisions/0266); unset: staff keep them by hand. */
  ratesFeedUrl: string | undefined;
}

export interface Exporter {
  name: string;
  address: string | undefined;
  phone: string | undefined;
  email: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Production refuses what is unsafe there: dev-only switches on, and the settings it cannot run safely without. */
function productionProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.DEV_OUTBOX === 'on') problems.push('DEV_OUTBOX: must not be on when NODE_ENV is production');
  if (env.DEMO_DATA === 'on') problems.push('DEMO_DATA: must not be on when NODE_ENV is production');
  if (!env.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required when NODE_ENV is production (the origin of sitemap, canonical and mail links)');
  }
  if (!env.SMTP_URL) {
    problems.push('SMTP_URL: required when NODE_ENV is production (verification codes must reach their recipients)');
  }
  if (env.METRICS_PORT && ['0.0.0.0', '::'].includes(env.METRICS_HOST ?? '')) {
    problems.push(
      'METRICS_HOST: must be a private address (or the default 127.0.0.1), not every interface, when NODE_ENV is production',
    );
  }
  return problems;
}

/** Settings that contradict each other in any mode. */
function combinationProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.METRICS_PORT && env.METRICS_PORT === (env.PORT ?? '3000')) {
    problems.push('METRICS_PORT: must not be the public PORT (metrics are not for the public side)');
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    problems.push('DATABASE_REPLICA_URL: needs DATABASE_URL (the primary it replicates)');
  }
  if (env.RATES_FEED_URL && !env.RATES_FEED_URL.startsWith('https://')) {
    problems.push(
      'RATES_FEED_URL: must be https:// when NODE_ENV is production (rates buyers read must not be altered)',
    );
  }
  return problems;
}

/** Reads and validates the environment once; fails with the list of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = envSchema.safeParse(blankToUndefined);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...productionProblems(blankToUndefined),
    ...combinationProblems(blankToUndefined),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    production: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devOutbox: e.DEV_OUTBOX === 'on',
    demoData: e.DEMO_DATA === 'on',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    trustProxy: e.TRUST_PROXY,
    loadShedding: e.LOAD_SHEDDING === 'on',
    clientWorkPerSecond: e.CLIENT_WORK_PER_SECOND,
    storageUrl: e.STORAGE_URL,
    exporter: { name: e.EXPORTER_NAME, address: e.EXPORTER_ADDRESS, phone: e.EXPORTER_PHONE, email: e.EXPORTER_EMAIL },
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    drainMs: e.DRAIN_MS,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    ratesFeedUrl: e.RATES_FEED_URL,
  };
}
