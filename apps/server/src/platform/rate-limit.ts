import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** `free` attempts in the window, then each further one waits base, 2 x base, 4 x base, ... up to maxSeconds. */
export interface DelayPolicy {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}

/** The longest window of any limit: a row older than this and not blocked counts nothing any more. */
const LONGEST_WINDOW_SECONDS = 3600;

/** Login attempts per (account, address): 5, then 30 s, 60 s, ... up to 15 minutes, counted over an hour. */
export const LOGIN_ACCOUNT_POLICY: DelayPolicy = { free: 5, baseSeconds: 30, maxSeconds: 900, windowSeconds: 3600 };
/**
 * Login attempts per account from every client but the one it last logged in from: 10, then 30 s, 60 s, ... capped at
 * 15 minutes, so a botnet's guesses at one account are bounded while a lock never lasts long (issue 30).
 */
export const LOGIN_ACCOUNT_WIDE_POLICY: DelayPolicy = {
  free: 10,
  baseSeconds: 30,
  maxSeconds: 900,
  windowSeconds: 3600,
};
/** Login failures per address across accounts: 30, then the same growing delays. */
export const LOGIN_ADDRESS_POLICY: DelayPolicy = { free: 30, baseSeconds: 30, maxSeconds: 900, windowSeconds: 3600 };

function rateLimited(retryAfterSeconds: number | null | undefined): AppError {
  return new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, retryAfterSeconds ?? 1) });
}

/** SQL of the count after this attempt: a window that has passed starts again at 1. */
const NEXT_COUNT = `CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN 1 ELSE r.count + 1 END`;
const NEXT_WINDOW_START = `CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN now() ELSE r.window_start END`;

/** SQL of the delay set once a count reaches `free` ($3), doubling from base ($4) up to max ($5). */
function delayAfter(count: string): string {
  return `CASE WHEN ${count} >= $3
    THEN now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, ${count} - $3))) END`;
}

/**
 * Counters kept in PostgreSQL, so every server process sees the same counts. Keys name what is counted and for whom
 * (`login:<client>:<id>`, `login-ip:<client>`, `login-account:<id>`, ...); the client is `clientKey(request.ip)`,
 * the socket's address unless TRUST_PROXY names the proxies in front, IPv6 by its /64. Every attempt is counted by one statement before it is checked, so a burst of parallel
 * requests cannot all pass a check made before any of them was counted.
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  /** Counts one request; refuses it with 429 (Retry-After: the window's end) once more than `limit` fall in the window. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const { count, retryAfterSeconds } = await this.count(key, windowSeconds);
    if (count > limit) throw rateLimited(retryAfterSeconds);
  }

  /** Counts one request and says whether it is over `limit`, for limits that must not show in the answer. */
  async exceeded(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.count(key, windowSeconds)).count > limit;
  }

  private async count(key: string, windowSeconds: number) {
    const [row] = await this.database.query<{ count: number; retryAfterSeconds: number }>(
      `INSERT INTO rate_limits AS r (key, count, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET count = ${NEXT_COUNT}, window_start = ${NEXT_WINDOW_START}
       RETURNING count, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int
         AS "retryAfterSeconds"`,
      [key, windowSeconds],
    );
    return { count: row?.count ?? 0, retryAfterSeconds: row?.retryAfterSeconds ?? windowSeconds };
  }

  /**
   * Counts an attempt before it is checked. While the key waits out a delay the attempt is refused (429 with
   * Retry-After) and not counted; the attempt that reaches `free` is still checked but starts the delay, so at most
   * `free` attempts are checked before the first wait, however many arrive at once. A success calls clear or refund.
   */
  async attempt(key: string, policy: DelayPolicy): Promise<void> {
    const counted = await this.database.query(
      `INSERT INTO rate_limits AS r (key, count, window_start, blocked_until)
         VALUES ($1, 1, now(), ${delayAfter('1')})
       ON CONFLICT (key) DO UPDATE
         SET count = ${NEXT_COUNT}, window_start = ${NEXT_WINDOW_START}, blocked_until = ${delayAfter(NEXT_COUNT)}
         WHERE r.blocked_until IS NULL OR r.blocked_until <= now()
       RETURNING 1`,
      [key, policy.windowSeconds, policy.free, policy.baseSeconds, policy.maxSeconds],
    );
    if (counted.length > 0) return;
    const [row] = await this.database.query<{ wait: number | null }>(
      'SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS wait FROM rate_limits WHERE key = $1',
      [key],
    );
    throw rateLimited(row?.wait);
  }

  /** Takes back one attempt of a key shared by many accounts or clients when it succeeded, lifting a delay it started. */
  async refund(key: string, policy: DelayPolicy): Promise<void> {
    await this.database.query(
      `UPDATE rate_limits SET count = greatest(count - 1, 0),
         blocked_until = CASE WHEN count - 1 >= $2 THEN blocked_until END
       WHERE key = $1`,
      [key, policy.free],
    );
  }

  async clear(key: string): Promise<void> {
    await this.database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }
}

/** Scheduled: removes counters whose window has passed and that hold no delay (the next hit would restart them). */
export async function deleteStaleRateLimits(database: Database): Promise<number> {
  const rows = await database.query(
    `DELETE FROM rate_limits
     WHERE window_start < now() - make_interval(secs => $1) AND (blocked_until IS NULL OR blocked_until <= now())
     RETURNING 1`,
    [LONGEST_WINDOW_SECONDS],
  );
  return rows.length;
}
