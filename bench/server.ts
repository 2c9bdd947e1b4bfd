import { createHash } from 'node:crypto';
/**
 * What the benchmarks share: the real server as a child process pinned to core 0, waiting for it, and the statistics
 * of a list of latencies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoopDelay } from './loop-delay.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  process: ChildProcess;
  /** Stops the server (SIGTERM), waits for it to exit and removes its throw-away data folder. */
  stop(): Promise<void>;
  /** The server's event loop delay since the last call (or its start), from loop-delay.ts; undefined if none came. */
  loopDelay(): Promise<LoopDelay | undefined>;
}

/**
 * Starts `apps/server/src/main.ts` on 127.0.0.1:`port`, pinned to core 0 (`taskset -c 0`), with the demo data and a
 * throw-away DATA_DIR (its PGlite database when `env` has no DATABASE_URL). `env` adds to or overrides this process's
 * environment. Not in production mode, which refuses the demo accounts the benchmarks log in with; that mode only adds
 * HSTS and the Secure cookie flag, so the figures are the same.
 */
export function startServer(port: number, env: NodeJS.ProcessEnv = {}): BenchServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-'));
  const child = spawn(
    'taskset',
    [
      '-c',
      '0',
      process.execPath,
      '--import',
      'tsx',
      '--import',
      path.join(root, 'bench/loop-delay.ts'),
      path.join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        DEMO_DATA: 'on',
        BENCH_LOOP_DELAY_FILE: path.join(dataDir, 'loop-delay.json'),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const loopDelayFile = path.join(dataDir, 'loop-delay.json');
  return {
    process: child,
    async loopDelay() {
      child.kill('SIGUSR2');
      for (let tries = 0; tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (fs.existsSync(loopDelayFile)) {
          const measured = JSON.parse(fs.readFileSync(loopDelayFile, 'utf8')) as LoopDelay;
          fs.rmSync(loopDelayFile);
          return measured;
        }
      }
      return undefined;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until GET /api/health answers 200 (a first start on an empty database migrates and seeds it first). */
export async function waitForServer(port: number, timeoutSeconds = 180): Promise<void> {
  const end = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** The value at quantile `q` of an ascending list (the nearest rank below). */
export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The session cookie (`sid=...`) of a demo account (password demo1234) logged in on the server at `port`. */
export async function loginCookie(port: number, userId: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: Buffer.from(userId).toString('base64'),
      pw: createHash('sha256').update('demo1234').digest('hex'),
    }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error(`login ${userId}: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** The machine's load averages (1, 5, 15 minutes), for the figures' context on a shared machine. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
