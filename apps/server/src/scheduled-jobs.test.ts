import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { deleteDeadVerificationCodes } from './modules/users/verification-repo.ts';
import { createTestDatabase } from './test/database.ts';
import { deleteStaleRateLimits } from './platform/rate-limit.ts';
import { claimTurn, SCHEDULED_JOBS, startScheduledJobs, type JobContext } from './scheduled-jobs.ts';
import { deleteEndedSessions } from './platform/session.ts';
import { LocalDiskStorage } from './platform/storage.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function keys(sql: string): Promise<string[]> {
  return (await database.query<{ key: string }>(sql)).map((row) => row.key).sort();
}

describe('cleanup jobs', () => {
  it('deletes sessions past their absolute or idle timeout and keeps live ones', async () => {
    const [user] = await database.query<{ user_no: number }>("SELECT user_no FROM users WHERE user_id = 'demo-buyer'");
    await database.query(
      `INSERT INTO sessions (token_hash, user_no, last_seen_at, expires_at) VALUES
        ('job-expired', $1, now(), now() - interval '1 second'),
        ('job-idle', $1, now() - interval '13 hours', now() + interval '1 day'),
        ('job-live', $1, now() - interval '1 hour', now() + interval '1 day')`,
      [user?.user_no],
    );
    expect(await deleteEndedSessions(database)).toBeGreaterThanOrEqual(2);
    expect(await keys("SELECT token_hash AS key FROM sessions WHERE token_hash LIKE 'job-%'")).toEqual(['job-live']);
  });

  it('deletes rate-limit counters whose window has passed unless a delay still runs', async () => {
    await database.query(
      `INSERT INTO rate_limits (key, count, window_start, blocked_until) VALUES
        ('job:old', 3, now() - interval '2 hours', NULL),
        ('job:old-delay-over', 9, now() - interval '2 hours', now() - interval '1 minute'),
        ('job:old-still-blocked', 9, now() - interval '2 hours', now() + interval '5 minutes'),
        ('job:recent', 2, now() - interval '10 minutes', NULL)`,
    );
    expect(await deleteStaleRateLimits(database)).toBeGreaterThanOrEqual(2);
    expect(await keys("SELECT key FROM rate_limits WHERE key LIKE 'job:%'")).toEqual([
      'job:old-still-blocked',
      'job:recent',
    ]);
  });

  it('deletes verification codes that can neither be checked nor spent', async () => {
    await database.query(
      `INSERT INTO verification_codes (purpose, target, code_hash, expires_at, token_hash, token_expires_at) VALUES
        ('register', 'job-expired', 'x', now() - interval '1 minute', NULL, NULL),
        ('register', 'job-token-expired', 'x', now() - interval '1 hour', 'job-t1', now() - interval '1 minute'),
        ('register', 'job-token-live', 'x', now() - interval '5 minutes', 'job-t2', now() + interval '20 minutes'),
        ('register', 'job-live', 'x', now() + interval '5 minutes', NULL, NULL)`,
    );
    expect(await deleteDeadVerificationCodes(database)).toBeGreaterThanOrEqual(2);
    expect(await keys("SELECT target AS key FROM verification_codes WHERE target LIKE 'job-%'")).toEqual([
      'job-live',
      'job-token-live',
    ]);
  });

  it('are on the server’s list of scheduled jobs', () => {
    expect(SCHEDULED_JOBS.map((job) => job.name)).toEqual(
      expect.arrayContaining([
        'delete ended sessions',
        'delete stale rate-limit counters',
        'delete dead verification codes',
        'remove unclaimed attachments',
        'send queued mail and texts',
      ]),
    );
  });
});

describe('startScheduledJobs', () => {
  it('runs each job at its interval, logs a failure and stops when asked', async () => {
    vi.useFakeTimers();
    try {
      const ok = vi.fn(async () => 0);
      const failing = vi.fn(async () => {
        throw new Error('boom');
      });
      const log = { error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
      const context = { database, storage: new LocalDiskStorage(os.tmpdir()) } as unknown as JobContext;
      // Every look gets the turn here: taking turns across processes is the next test's.
      const stop = startScheduledJobs(
        context,
        log,
        [
          { name: 'ok', everyMs: 1000, run: ok },
          { name: 'failing', everyMs: 1000, run: failing },
        ],
        async () => true,
      );
      expect(ok).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      expect(ok).toHaveBeenCalledTimes(2);
      expect(ok).toHaveBeenCalledWith(context);
      expect(log.error).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(ok).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each turn of a job to one of three processes asking at once (decision 0274)', async () => {
    const job = { name: `once-${Math.random()}`, everyMs: 60_000, run: async () => 0 };
    const askAll = async () => (await Promise.all([1, 2, 3].map(() => claimTurn(database, job)))).filter(Boolean);
    expect(await askAll()).toHaveLength(1);
    // Within the interval nobody runs it again.
    expect(await askAll()).toHaveLength(0);
    // An interval later (the last start moved back by one), one process runs it again.
    await database.query(
      "UPDATE scheduled_job_runs SET started_at = started_at - interval '60 seconds' WHERE name = $1",
      [job.name],
    );
    expect(await askAll()).toHaveLength(1);
    const [row] = await database.query<{ started_by: string }>(
      'SELECT started_by FROM scheduled_job_runs WHERE name = $1',
      [job.name],
    );
    expect(row?.started_by).toBe(`${os.hostname()}:${process.pid}`);
  });
});
