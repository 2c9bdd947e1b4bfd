import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long a request may wait for the database, all its statements together, before it is answered 503
 * (docs/decisions/0099, 0128).
 */
export const DATABASE_WAIT_MS = 1000;

/**
 * How long the work running now (a request) has waited for the database: the time during which at least one of its
 * statements was waiting (statements run side by side wait side by side, which counts once).
 */
class SharedWait {
  private waitedMs = 0;
  private waiting = 0;
  private since = 0;

  /** What is left of `limitMs` now. */
  left(limitMs: number): number {
    return limitMs - this.waitedMs - (this.waiting > 0 ? Date.now() - this.since : 0);
  }

  begin(): void {
    if (this.waiting++ === 0) this.since = Date.now();
  }

  end(): void {
    if (--this.waiting === 0) this.waitedMs += Date.now() - this.since;
  }
}

const waits = new AsyncLocalStorage<SharedWait>();

/**
 * Runs `work` (the rest of a request) with one wait budget for the database: its statements share DATABASE_WAIT_MS
 * of waiting in all, so a request of three statements cannot wait three seconds. Time spent running (or on other
 * work, such as reading an upload) does not count.
 */
export function withSharedDatabaseWait<T>(work: () => T): T {
  return waits.run(new SharedWait(), work);
}

/** The wait budget of the work running now, if it has one (for tests). */
export const sharedDatabaseWait = (): SharedWait | undefined => waits.getStore();

/** The database was busy for longer than DATABASE_WAIT_MS: the request is refused, nothing ran. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('database busy: waited too long for a connection');
  }
}

/** node-postgres' pool gives this when no connection came free within connectionTimeoutMillis. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/;

/** Is this (or what it was caused by) a wait for the database that timed out? */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof DatabaseBusyError || (e instanceof Error && POOL_TIMEOUT.test(e.message))) return true;
  }
  return false;
}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs tasks one at a time in the order they came (PGlite is one connection), and refuses a task that waited longer
 * than `maxWaitMs` with DatabaseBusyError instead of letting the queue grow into ten-second waits.
 */
export class WaitQueue {
  private running = false;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly maxWaitMs = DATABASE_WAIT_MS) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running = true;
        task()
          .then(resolve, reject)
          .finally(() => this.next());
      };
      if (!this.running) return start();
      // A request's statements share one budget; work outside a request (jobs, view batches) waits maxWaitMs.
      const shared = waits.getStore();
      const wait = shared ? shared.left(this.maxWaitMs) : this.maxWaitMs;
      if (wait <= 0) return reject(new DatabaseBusyError());
      shared?.begin();
      const entry: Waiting = {
        start: () => {
          shared?.end();
          start();
        },
        timer: setTimeout(() => {
          shared?.end();
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new DatabaseBusyError());
        }, wait),
      };
      this.waiting.push(entry);
    });
  }

  private next(): void {
    const entry = this.waiting.shift();
    if (!entry) {
      this.running = false;
      return;
    }
    clearTimeout(entry.timer);
    entry.start();
  }
}
