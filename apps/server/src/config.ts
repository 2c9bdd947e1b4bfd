import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseS3Url } from './platform/s3-storage.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  SMS_GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, 'must be the site origin, e.g. https://cars.example.com (no path)')
    .optional(),
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
  /** The site's origin for canonical links and the sitemap; the request's Host when unset. */
  publicUrl: string | undefined;
  /** Text messages go to this HTTP gateway; into the outbox when unset. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Files go to this S3-compatible bucket when set; otherwise to the local disk under dataDir/media. */
  storageUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once; fails with the list of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.DEV_OUTBOX === 'on' && e.NODE_ENV === 'production') {
    throw new ConfigError(['DEV_OUTBOX: must not be on when NODE_ENV is production']);
  }
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
    publicUrl: e.PUBLIC_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    storageUrl: e.STORAGE_URL,
  };
}
