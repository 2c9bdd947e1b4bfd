/** How long a statement may wait for the database before the request is answered 503 (docs/decisions/0099). */
export const DATABASE_WAIT_MS = 1000;

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
      const entry: Waiting = {
        start,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new DatabaseBusyError());
        }, this.maxWaitMs),
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
