import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { errorBody, RETRY_AFTER_SECONDS } from './errors.ts';
import type { Translate } from './messages.ts';

/**
 * The process is overloaded when the event loop lags this much, or is busy this share of the time: a request taken
 * on then would wait behind the others for longer than refusing it costs (docs/decisions/0099).
 */
export const MAX_EVENT_LOOP_DELAY_MS = 500;
export const MAX_EVENT_LOOP_UTILIZATION = 0.98;

/**
 * Load shedding (LOAD_SHEDDING=on): while the process is overloaded every request is answered at once with a
 * localized 503 and Retry-After, instead of queueing until it times out.
 */
export function loadSheddingPlugin(translate: Translate) {
  return fp(async (app: FastifyInstance) => {
    await app.register(underPressure, {
      maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: MAX_EVENT_LOOP_UTILIZATION,
      pressureHandler: (request, reply, type, value) => {
        request.log.warn({ type, value }, 'overloaded: request refused');
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
