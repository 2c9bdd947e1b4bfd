import type { Database } from './client.ts';

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

const VERSIONS_SQL = `
  SELECT
    (SELECT version FROM reference_version WHERE id = 1)::float8 AS reference,
    (SELECT version FROM listing_version WHERE id = 1)::float8 AS listing,
    (SELECT version FROM session_version WHERE id = 1)::float8 AS session,
    (SELECT version FROM recent_view_version WHERE id = 1)::float8 AS "recentViews"`;

/**
 * The versions as of a request: read once per request, after it arrived, in one statement shared with the other
 * requests of the round trip (`sharedFreshRead`). The session layer and the detail answer of a request use the same
 * read, so a detail answer, a visitor's or a buyer's, costs a share of one statement for its checks. On the embedded
 * database, which no other process can change, the last read is used again while no statement has been handed to the
 * database since it: nothing can have moved a version.
 */
export function createVersionReader(database: Database) {
  let last: { handed: number; versions: Versions } | undefined;
  const read = sharedFreshRead(async (): Promise<Versions> => {
    // This read's own statement is the next one handed over.
    const handed = (database.statementsHanded?.() ?? 0) + 1;
    const [row] = await database.query<Versions>(VERSIONS_SQL);
    if (!row) throw new Error('versions: no row');
    const versions = {
      reference: Number(row.reference),
      listing: Number(row.listing),
      session: Number(row.session),
      recentViews: Number(row.recentViews),
    };
    last = { handed, versions };
    return versions;
  });
  const current = (): Promise<Versions> =>
    last && database.statementsHanded?.() === last.handed ? Promise.resolve(last.versions) : read();
  const byRequest = new WeakMap<object, Promise<Versions>>();
  return {
    /** The versions read for `request` (any object standing for one request), read on first use. */
    forRequest(request: object): Promise<Versions> {
      let versions = byRequest.get(request);
      if (!versions) byRequest.set(request, (versions = current()));
      return versions;
    },
  };
}
export type VersionReader = ReturnType<typeof createVersionReader>;
