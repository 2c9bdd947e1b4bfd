import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';

interface CounterRow {
  count: number;
  blocked: boolean;
}

/**
 * Counters kept in PostgreSQL, so every server process sees the same counts. Keys name what is counted and for whom
 * (`login-id:<id>`, `login-ip:<address>`, ...). The client's address is the socket's: no proxy is trusted, so a
 * forged X-Forwarded-For changes nothing.
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  /** Counts one request; refuses it with 429 once more than `limit` fall in the window. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const [row] = await this.database.query<CounterRow>(
      `INSERT INTO rate_limits (key, count, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN 1
                      ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN now()
                             ELSE rate_limits.window_start END
       RETURNING count, false AS blocked`,
      [key, windowSeconds],
    );
    if ((row?.count ?? 0) > limit) throw new AppError('RATE_LIMITED');
  }

  /** Refuses with 429 while any of the keys is in a delay set by recordFailure. */
  async assertNotBlocked(...keys: string[]): Promise<void> {
    const rows = await this.database.query<{ key: string }>(
      'SELECT key FROM rate_limits WHERE key = ANY($1) AND blocked_until > now()',
      [keys],
    );
    if (rows.length > 0) throw new AppError('RATE_LIMITED');
  }

  /**
   * Counts a failure. After `free` failures in the window each further one blocks the key for a delay that doubles
   * (base, 2 x base, 4 x base, ...) up to `maxSeconds`.
   */
  async recordFailure(
    key: string,
    policy: { free: number; baseSeconds: number; maxSeconds: number; windowSeconds: number },
  ): Promise<void> {
    await this.database.query(
      `INSERT INTO rate_limits (key, count, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN 1
                      ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN now()
                             ELSE rate_limits.window_start END`,
      [key, policy.windowSeconds],
    );
    await this.database.query(
      `UPDATE rate_limits SET blocked_until = now() + make_interval(secs => LEAST($4::float8, $3::float8 * power(2, count - $2 - 1)))
       WHERE key = $1 AND count > $2`,
      [key, policy.free, policy.baseSeconds, policy.maxSeconds],
    );
  }

  async clear(key: string): Promise<void> {
    await this.database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }
}

/** Login failures: 5 free per account, then 30 s, 60 s, ... up to 15 minutes; 30 free per address. */
export const LOGIN_ACCOUNT_POLICY = { free: 5, baseSeconds: 30, maxSeconds: 900, windowSeconds: 3600 };
export const LOGIN_ADDRESS_POLICY = { free: 30, baseSeconds: 30, maxSeconds: 900, windowSeconds: 3600 };
