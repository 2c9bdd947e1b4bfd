import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withReplicaReads } from '../db/replica-reads.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's reads may come from the replica, a moment behind the primary (docs/decisions/0273). */
    replicaReads?: boolean;
  }
}

/** Set by any change a browser sends: its reads go to the primary until the cookie ends. */
export const WROTE_COOKIE = 'wrote';
/** Far longer than a healthy replica lags (milliseconds), short enough to leave the replica nearly every read. */
export const READ_YOUR_WRITES_SECONDS = 10;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With a replica (DATABASE_REPLICA_URL): a route marked `replicaReads` reads from it, unless the browser sent a change
 * in the last READ_YOUR_WRITES_SECONDS, so a buyer sees their own inquiry at once. The mark lives in the browser (a
 * cookie), so it holds whichever process behind the balancer answers next.
 */
export function readYourWritesPlugin(options: { secure: boolean }) {
  return fp(async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const replica =
        SAFE_METHODS.has(request.method) &&
        request.routeOptions.config.replicaReads === true &&
        request.cookies[WROTE_COOKIE] === undefined;
      if (replica) withReplicaReads(done);
      else done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      reply.setCookie(WROTE_COOKIE, '1', {
        path: '/',
        maxAge: READ_YOUR_WRITES_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
      });
    });
  });
}
