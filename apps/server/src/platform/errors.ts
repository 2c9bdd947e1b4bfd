import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  EMAIL_EXAMPLE,
  ERROR_CODES,
  MAX_LANDED_COST_MULTIPLE,
  type ErrorBody,
  type ErrorCode,
  type LanguageCode,
} from '@market/domain';
import { isConnectionLost } from '../db/connection-lost.ts';
import { isDatabaseBusy } from '../db/wait-queue.ts';
import { AppError } from './app-error.ts';
import type { Translate } from './messages.ts';

/** Seconds a client should wait after a 503 (the database connection was lost twice in a row, or was busy). */
export const RETRY_AFTER_SECONDS = 2;

/** Placeholders of field messages (the email rule shows an example address). */
const FIELD_PARAMS = { email: EMAIL_EXAMPLE, maxMultiple: MAX_LANDED_COST_MULTIPLE };

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { code?: string; path?: PropertyKey[]; input?: unknown; message?: string } };
}

function valueAt(source: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    source,
  );
}

/**
 * A field's message key: a key set by a domain schema, else 'required' when the request left the field out or empty
 * (coercing schemas see NaN, not undefined, so the raw request is what tells), else 'invalid'.
 */
function fieldMessageKey(issue: ZodLikeIssue, source: unknown, field: string): string {
  const message = issue.params?.issue?.message ?? issue.message ?? '';
  if (message.startsWith('field.')) return message;
  const raw = valueAt(source, field.split('.'));
  return raw === undefined || raw === null || raw === '' ? 'field.required' : 'field.invalid';
}

function fieldName(issue: ZodLikeIssue, context: string): string {
  const path =
    issue.params?.issue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

function codeForFastifyError(error: FastifyError): { code: ErrorCode; messageKey?: string } {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { code: 'BAD_REQUEST', messageKey: 'invalidJson' };
  }
  switch (error.statusCode) {
    case 404:
      return { code: 'NOT_FOUND' };
    case 405:
      return { code: 'METHOD_NOT_ALLOWED' };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 429:
      return { code: 'RATE_LIMITED' };
    case 503:
      return { code: 'UNAVAILABLE' };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return { code: 'BAD_REQUEST' };
  return { code: 'INTERNAL' };
}

export function errorBody(
  translate: Translate,
  language: LanguageCode,
  code: ErrorCode,
  extra: {
    messageKey?: string;
    params?: Record<string, string | number>;
    codeNumber?: number;
    fields?: Record<string, string>;
  } = {},
): ErrorBody {
  const body: ErrorBody = {
    code,
    message: translate(language, extra.messageKey ?? ERROR_CODES[code].key, extra.params),
  };
  if (extra.codeNumber !== undefined) body.codeNumber = extra.codeNumber;
  if (extra.fields) {
    body.fields = Object.fromEntries(
      Object.entries(extra.fields).map(([name, key]) => [name, translate(language, key, FIELD_PARAMS)]),
    );
  }
  return body;
}

/**
 * Every failure becomes `{ code, message, codeNumber?, fields? }` in the request's language. A 4xx says what is wrong;
 * a 5xx says only that something failed, with an id to find it in the log, never a stack trace.
 */
export function errorHandlerPlugin(translate: Translate) {
  return fp(async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = request.language;
      if (error instanceof AppError) {
        const { status } = ERROR_CODES[error.code];
        if (status >= 500) request.log.error({ err: error }, 'application error');
        if (error.options.retryAfterSeconds !== undefined) reply.header('retry-after', error.options.retryAfterSeconds);
        return reply.status(status).send(errorBody(translate, language, error.code, error.options));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const sources: Record<string, unknown> = {
          body: request.body,
          querystring: request.query,
          params: request.params,
        };
        const source = sources[context];
        const fields: Record<string, string> = {};
        for (const issue of error.validation as ZodLikeIssue[]) {
          const field = fieldName(issue, context);
          fields[field] ??= fieldMessageKey(issue, source, field);
        }
        return reply.status(400).send(errorBody(translate, language, 'VALIDATION', { fields }));
      }
      const busy = isDatabaseBusy(error);
      if (busy || isConnectionLost(error)) {
        request.log.warn({ err: error }, busy ? 'database busy' : 'database connection lost');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(errorBody(translate, language, 'UNAVAILABLE'));
      }
      const { code, messageKey } = codeForFastifyError(error);
      const { status } = ERROR_CODES[code];
      if (status >= 500) {
        const errorId = randomUUID();
        request.log.error({ err: error, errorId }, 'unexpected error');
        return reply.status(status).send({ ...errorBody(translate, language, code, { params: { errorId } }), errorId });
      }
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send(errorBody(translate, language, code, { messageKey }));
    });
  });
}
