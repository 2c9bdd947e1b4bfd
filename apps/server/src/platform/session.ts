import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CurrentUser, UserFlag } from '@market/domain';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

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
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_AFTER_SECONDS = 60;

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
  constructor(
    private readonly database: Database,
    private readonly secureCookie: boolean,
  ) {}

  /** The user of a live session token, touching its idle clock. */
  async load(token: string): Promise<{ user: CurrentUser; hash: string } | null> {
    const hash = sha256Hex(token);
    const idleLimit = sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;
    const [row] = await this.database.db
      .select({ ...currentUserColumns, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.userNo, sessions.userNo))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleLimit)));
    if (!row) return null;
    const { lastSeenAt, ...user } = row;
    if (Date.now() - lastSeenAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
      await this.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, hash));
    }
    return { user: asCurrentUser(user), hash };
  }

  /** A new session for the user (the request's old one, if any, is ended first): the token is set as a cookie. */
  async start(request: FastifyRequest, reply: FastifyReply, userNo: number): Promise<void> {
    if (request.sessionHash) await this.database.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionHash));
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
    if (request.sessionHash) await this.database.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionHash));
    request.sessionHash = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secureCookie });
  }

  /** Ends every session of a user (password change). */
  async endAll(userNo: number): Promise<void> {
    await this.database.db.delete(sessions).where(eq(sessions.userNo, userNo));
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

/** Adds a name to the response's Vary header unless it is there already. */
function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim().toLowerCase());
  if (names.includes('*') || names.includes(name.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${name}` : name);
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
      const session = await sessionStore.load(token);
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
