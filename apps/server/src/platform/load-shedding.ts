import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { errorBody, RETRY_AFTER_SECONDS } from './errors.ts';
import type { Translate } from './messages.ts';

/**
 * The process is overloaded when its event loop lags this much: a request taken on then would wait longer than the
 * database queue lets a statement wait (docs/decisions/0099). A loop merely busy all the time is not overloaded.
 */
export const MAX_EVENT_LOOP_DELAY_MS = 1000;

/**
 * Load shedding (LOAD_SHEDDING=on): while the process is overloaded every request is answered at once with a
 * localized 503 and Retry-After, instead of queueing until it times out.
 */
export function loadSheddingPlugin(translate: Translate, onShed: () => void = () => {}) {
  return fp(async (app: FastifyInstance) => {
    // One line a second while overloaded, not one per refused request.
    let loggedAt = 0;
    await app.register(underPressure, {
      maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
      pressureHandler: (request, reply, type, value) => {
        if (Date.now() - loggedAt >= 1000) {
          loggedAt = Date.now();
          request.log.warn({ type, value }, 'overloaded: refusing requests');
        }
        onShed();
        // Fastify stops at a sent reply: the route does not run. Built JSON, so no route's answer schema applies.
        reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .type('application/json; charset=utf-8')
          .send(Buffer.from(JSON.stringify(errorBody(translate, request.language, 'UNAVAILABLE'))));
      },
    });
  });
}
