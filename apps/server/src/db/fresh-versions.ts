import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { listingVersion, recentViewVersion, referenceVersion, sessionVersion } from './schema/index.ts';
import { rowsOf } from './transaction.ts';

/**
 * A read shared by callers that arrive while it runs, yet never older than the caller: one that arrives while a read
 * is under way waits for the next one, which starts when that ends. So an answer always reflects every write committed
 * before its request came, and under load one statement serves every request of a round trip.
 */
export function sharedFreshRead<Value>(read: () => Promise<Value>): () => Promise<Value> {
  let running: Promise<Value> | undefined;
  let next: Promise<Value> | undefined;
  const start = (): Promise<Value> => {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return running ?? start();
      });
    return next;
  };
}

/** The versions of what server processes keep in memory (decisions 0097, 0125, 0160). */
export interface Versions {
  reference: number;
  listing: number;
  session: number;
  recentViews: number;
}

/**
 * The versions as of a request: read once per request, after it arrived, in one statement shared with the other
 * requests of the round trip (`sharedFreshRead`). The session layer and the detail answer of a request use the same
 * read, so a detail answer, a visitor's or a buyer's, costs a share of one statement for its checks.
 */
export function createVersionReader(db: Db) {
  const read = sharedFreshRead(async (): Promise<Versions> => {
    const [row] = rowsOf<Versions>(
      await db.execute(sql`
        SELECT
          (SELECT ${referenceVersion.version} FROM ${referenceVersion} WHERE ${referenceVersion.id} = 1)::float8 AS reference,
          (SELECT ${listingVersion.version} FROM ${listingVersion} WHERE ${listingVersion.id} = 1)::float8 AS listing,
          (SELECT ${sessionVersion.version} FROM ${sessionVersion} WHERE ${sessionVersion.id} = 1)::float8 AS session,
          (SELECT ${recentViewVersion.version} FROM ${recentViewVersion} WHERE ${recentViewVersion.id} = 1)::float8 AS "recentViews"`),
    );
    if (!row) throw new Error('versions: no row');
    return {
      reference: Number(row.reference),
      listing: Number(row.listing),
      session: Number(row.session),
      recentViews: Number(row.recentViews),
    };
  });
  const byRequest = new WeakMap<object, Promise<Versions>>();
  return {
    /** The versions read for `request` (any object standing for one request), read on first use. */
    forRequest(request: object): Promise<Versions> {
      let versions = byRequest.get(request);
      if (!versions) byRequest.set(request, (versions = read()));
      return versions;
    },
  };
}
export type VersionReader = ReturnType<typeof createVersionReader>;
