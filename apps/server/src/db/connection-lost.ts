/**
 * Errors that mean the connection to PostgreSQL went away (a restart, a failover, an administrator ending backends,
 * a network cut), not that the statement was wrong: SQLSTATE class 08 and 57P01-57P03, socket errors, and the
 * messages node-postgres gives a client whose connection ended.
 */
const LOST_STATES = /^(08...|57P0[123])$/;
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH']);
const LOST_MESSAGES = /Connection terminated|not queryable|Connection ended/i;

export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_STATES.test(code) || LOST_SOCKET_CODES.has(code))) return true;
    if (e instanceof Error && LOST_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * Runs a statement or a whole transaction again, once, when the connection was lost under it: PostgreSQL has rolled
 * back what the lost connection had not committed, and the pool opens a new connection for the second try.
 */
export async function onceMoreIfConnectionLost<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    return run();
  }
}
