import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CurrentUser, UserFlag } from '@market/domain';
import type { Database } from '../db/client.ts';
import type { VersionReader } from '../db/fresh-versions.ts';
import { sessions, users } from '../db/schema/index.ts';
import { addVary } from './http-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. */
    user: CurrentUser | null;
    /** The SHA-256 of the session token the request came with, when it named a live session. */
    sessionHash: string | null;
  }
}

export const SESSION_COOKIE = 'sid';
/** Idle and absolute lifetimes (ours, docs/decisions/0010). */
const SESSION_IDLE_SECONDS = 12 * 60 * 60;
const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** lastSeenAt is written at most this often, so reads stay reads; a session is kept in memory no longer either. */
const TOUCH_AFTER_SECONDS = 60;
/** How many sessions a server process keeps in memory (the longest kept dropped first; decision 0160). */
const CACHED_SESSIONS = 10_000;

/** A session as read, kept while the session version it was read under holds, until `until` (a Date.now() time). */
interface CachedSession {
  user: CurrentUser;
  version: number;
  until: number;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The UserInfo columns plus what the header shows. */
export const currentUserColumns = {
  userNo: users.userNo,
  userId: users.userId,
  userFlag: users.userFlag,
  admission: users.admission,
  partners: users.partners,
  secret: users.secret,
  companyName: users.companyName,
  countryCode: users.countryCode,
  thumbnail: users.thumbnail,
  name: users.name,
  staff: users.staff,
};

export function asCurrentUser(row: Omit<CurrentUser, 'userFlag'> & { userFlag: number }): CurrentUser {
  return { ...row, userFlag: row.userFlag as UserFlag };
}

export class Sessions {
  private readonly cache = new Map<string, CachedSession>();

  constructor(
    private readonly database: Database,
    private readonly secureCookie: boolean,
    private readonly versions: VersionReader,
  ) {}

  /**
   * The user of a live session token, touching its idle clock. A session read before is answered from memory while
   * the session version read for `request` (after it arrived) is the one it was read under, and for at most a minute
   * and never past its timeouts (decision 0160): a logout, a password change or any change to the account, in any
   * process, moves the version on, so the next request reads the session again.
   */
  async load(token: string, request: object): Promise<{ user: CurrentUser; hash: string } | null> {
    const hash = sha256Hex(token);
    const { session: version } = await this.versions.forRequest(request);
    const cached = this.cache.get(hash);
    if (cached && cached.version === version && Date.now() < cached.until) return { user: cached.user, hash };
    this.cache.delete(hash);
    const idleLimit = sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;
    const [row] = await this.database.db
      .select({
        ...currentUserColumns,
        lastSeenAt: sessions.lastSeenAt,
        // Seconds left before the absolute timeout, by the database's clock.
        secondsLeft: sql<number>`extract(epoch from ${sessions.expiresAt} - now())::float8`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.userNo, sessions.userNo))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleLimit)));
    if (!row) return null;
    const { lastSeenAt, secondsLeft, ...columns } = row;
    if (Date.now() - lastSeenAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
      await this.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, hash));
    }
    const user = asCurrentUser(columns);
    this.cache.set(hash, {
      user,
      version,
      until: Date.now() + Math.min(TOUCH_AFTER_SECONDS, Number(secondsLeft)) * 1000,
    });
    if (this.cache.size > CACHED_SESSIONS) this.cache.delete(this.cache.keys().next().value!);
    return { user, hash };
  }

  /** A new session for the user (the request's old one, if any, is ended first): the token is set as a cookie. */
  async start(request: FastifyRequest, reply: FastifyReply, userNo: number): Promise<void> {
    if (request.sessionHash) await this.forget(request.sessionHash);
    const token = randomBytes(32).toString('base64url');
    await this.database.db.insert(sessions).values({
      tokenHash: sha256Hex(token),
      userNo,
      expiresAt: sql`now() + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`,
    });
    request.sessionHash = sha256Hex(token);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookie,
      maxAge: SESSION_ABSOLUTE_SECONDS,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.sessionHash) await this.forget(request.sessionHash);
    request.sessionHash = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secureCookie });
  }

  /** Ends every session of a user (password change). */
  async endAll(userNo: number): Promise<void> {
    await this.database.db.delete(sessions).where(eq(sessions.userNo, userNo));
    for (const [hash, cached] of this.cache) if (cached.user.userNo === userNo) this.cache.delete(hash);
  }

  /** Ends one session (other processes learn of it by the session version the delete moves on). */
  private async forget(hash: string): Promise<void> {
    await this.database.db.delete(sessions).where(eq(sessions.tokenHash, hash));
    this.cache.delete(hash);
  }
}

/** Scheduled: removes sessions past their absolute or idle timeout (load refuses them already). */
export async function deleteEndedSessions(database: Database): Promise<number> {
  const rows = await database.query(
    'DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1) RETURNING 1',
    [SESSION_IDLE_SECONDS],
  );
  return rows.length;
}

/** What the session layer knows of a request, and whether the route looked at it. */
interface SessionState {
  user: CurrentUser | null;
  hash: string | null;
  read: boolean;
}
const states = new WeakMap<FastifyRequest, SessionState>();

function stateOf(request: FastifyRequest): SessionState {
  let state = states.get(request);
  if (!state) {
    state = { user: null, hash: null, read: false };
    states.set(request, state);
  }
  return state;
}

/** A request property backed by the session state, whose reading marks the answer personal. */
function readMarked<K extends 'user' | 'hash'>(key: K) {
  return {
    getter(this: FastifyRequest): SessionState[K] {
      const state = stateOf(this);
      state.read = true;
      return state[key];
    },
    setter(this: FastifyRequest, value: SessionState[K]) {
      stateOf(this)[key] = value;
    },
  };
}

/**
 * Reads the session cookie of API requests into request.user. A route that reads request.user or
 * request.sessionHash answers according to who asks (whoever it is, a visitor too), so its answer is marked
 * `Cache-Control: private, no-store` and `Vary: Cookie`: no shared cache keeps it, and no browser stores it.
 */
export function sessionPlugin(sessionStore: Sessions) {
  return fp(async (app) => {
    app.decorateRequest('user', readMarked('user'));
    app.decorateRequest('sessionHash', readMarked('hash'));
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !request.url.startsWith('/api/') || token.length > 100) return;
      const session = await sessionStore.load(token, request);
      if (session) {
        request.user = session.user;
        request.sessionHash = session.hash;
      }
    });
    app.addHook('onSend', async (request, reply) => {
      if (!states.get(request)?.read) return;
      reply.header('cache-control', 'private, no-store');
      addVary(reply, 'Cookie');
    });
  });
}
