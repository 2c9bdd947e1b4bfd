import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { isConnectionLost, onceMoreIfConnectionLost } from './connection-lost.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { routeReads } from './replica-reads.ts';
import { DATABASE_WAIT_MS, WaitQueue } from './wait-queue.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs plain SQL with parameters; for migrations bookkeeping, locks and benchmarks. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * The same for a statement run very often in a few shapes (the search's): on PostgreSQL a prepared statement named
   * by its text, parsed once per connection and, once PostgreSQL finds its generic plan as good, planned once too.
   * Its text must not carry values (they go in `params`), or each value would be a statement of its own.
   */
  prepared<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * PGlite only: how many statements and transactions have been handed to the database so far. No other process can
   * change an embedded database (its data folder is locked), so while the count is what it was right after a read was
   * handed over, nothing has changed since that read (decision 0160).
   */
  statementsHanded?: () => number;
  /** Internal handles for the migrator. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  // PGlite runs one statement at a time; its own queue never gives up. Ours refuses a long wait (decision 0099).
  const queue = new WaitQueue();
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const exec = client.exec.bind(client);
  let handed = 0;
  client.query = ((...args: Parameters<typeof query>) => {
    handed += 1;
    return queue.run(() => query(...args));
  }) as typeof client.query;
  client.transaction = ((callback: Parameters<typeof transaction>[0]) => {
    handed += 1;
    return queue.run(() => transaction(callback));
  }) as typeof client.transaction;
  client.exec = ((...args: Parameters<typeof exec>) => {
    handed += 1;
    return exec(...args);
  }) as typeof client.exec;
  return {
    statementsHanded: () => handed,
    db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    // One process, one connection, statements in turn: nothing to gain from naming them.
    async prepared<T>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    async close() {
      await client.close();
      onClose();
    },
  };
}

/**
 * Session settings of every connection. No JIT: every statement here is short, and a cost estimate above
 * `jit_above_cost` (a lateral join over a computed series of years is estimated at 1,000 loops) made PostgreSQL
 * spend 25 ms compiling a search that runs in 0.3 ms.
 */
export const SESSION_OPTIONS = '-c jit=off';

/** Where the pool reports a connection it lost outside a query (the server's log; tests that end backends pass theirs). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/** For the command-line tools, which have no logger of their own. */
export const consoleDatabaseLog: DatabaseLog = { warn: (details, message) => console.warn(message, details) };

function openPool(url: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    // A request that waited this long for a free connection is answered 503, not kept waiting (decision 0099).
    connectionTimeoutMillis: DATABASE_WAIT_MS,
    options: SESSION_OPTIONS,
  });
  // An idle connection the server closed (restart, failover, a dropped database) must not crash the process: the
  // pool drops it and opens a new one on the next query. It is logged, not swallowed.
  pool.on('error', (error) =>
    log.warn({ err: error }, 'database: an idle connection was lost; the pool opens another'),
  );
  // A checked-out client has no listener of the pool's: a connection ended between two statements of a transaction
  // would otherwise be an uncaught exception. Its next statement fails, and release() drops the client.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn({ err: error }, 'database: a connection in use was lost')),
  );
  return pool;
}

/** The primary at `url`; with `replicaUrl`, the reads that may lag go to that replica (db/replica-reads.ts). */
export function fromPostgres(url: string, log: DatabaseLog, replicaUrl?: string): Database {
  const pool = openPool(url, log);
  const replica = replicaUrl === undefined ? undefined : openPool(replicaUrl, log);
  // A connection lost under a query (a backend ended, a failover) costs one retry on a new connection, not a failure:
  // single statements through the pool, and whole transactions (never a statement inside one).
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const onPrimary = (...args: unknown[]) => onceMoreIfConnectionLost(() => query(...args));
  pool.query = (replica ? routeReads(onPrimary, replica, log) : onPrimary) as typeof pool.query;
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
  // Drizzle's own transaction on a pool sends BEGIN outside its try: a connection lost right then is never given back,
  // and every such loss would take one of the pool's ten connections for good. Here the transaction runs on a client
  // checked out and released by us, a lost one released as broken so the pool drops it.
  db.transaction = (action, config) =>
    onceMoreIfConnectionLost(async () => {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        return await drizzlePostgres(client, { schema, casing: 'snake_case' }).transaction(action, config);
      } catch (error) {
        if (isConnectionLost(error)) lost = error as Error;
        throw error;
      } finally {
        client.release(lost);
      }
    });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async prepared<T>(sql: string, params: unknown[] = []) {
      return (await pool.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
    },
    close: async () => {
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}

/** A prepared statement's name: its text's digest, so one text is one statement on every connection. */
function statementName(sql: string): string {
  return `s${createHash('sha1').update(sql).digest('base64url')}`;
}

/** A PostgreSQL server when a URL is given, else PGlite persisted under dataDir (one process per folder). */
export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string; databaseReplicaUrl?: string | undefined },
  log: DatabaseLog,
): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, log, options.databaseReplicaUrl);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite') });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
