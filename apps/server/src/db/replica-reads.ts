import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { DatabaseLog } from './client.ts';

/**
 * Reads that may lag the primary by the replica's delay (a fraction of a second): the work running now asked for them
 * (a visitor's search, a look-up list, a detail answer; docs/decisions/0273). Anything else reads the primary.
 */
const mayLag = new AsyncLocalStorage<true>();

/** Runs `work` (the rest of a request) with its plain reads sent to the replica, when there is one. */
export function withReplicaReads<T>(work: () => T): T {
  return mayLag.run(true, work);
}

/** A statement that only reads and takes no lock: it may go to a replica. */
export function isPlainRead(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i.test(text);
}

/** After the replica failed, reads go to the primary for this long before it is tried again. */
const REPLICA_RETRY_MS = 5000;

type Query = (...args: unknown[]) => Promise<unknown>;

function statementText(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * The pool's query, sending the plain reads of work that may lag to the replica's pool. A replica that fails (stopped,
 * unreachable, a statement cancelled by recovery) costs nothing but time: the read runs on the primary, and the
 * primary takes every read for REPLICA_RETRY_MS.
 */
export function routeReads(primary: Query, replica: pg.Pool, log: DatabaseLog): Query {
  const replicaQuery = replica.query.bind(replica) as Query;
  let downUntil = 0;
  return async (...args: unknown[]) => {
    if (mayLag.getStore() !== true || Date.now() < downUntil || !isPlainRead(statementText(args))) {
      return primary(...args);
    }
    try {
      return await replicaQuery(...args);
    } catch (error) {
      downUntil = Date.now() + REPLICA_RETRY_MS;
      log.warn({ err: error }, 'database: the replica failed a read; reading the primary for a while');
      return primary(...args);
    }
  };
}
