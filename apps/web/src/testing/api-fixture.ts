import { z } from 'zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@market/domain';
import type { ApiAnswer, ApiMethod, ApiPath } from '../lib/api-client.ts';

/**
 * A fake API answer that the server could send: `value` parsed with the schema the server answers with (from
 * `@market/domain`), returned as the schema gives it. A fixture that does not match fails the test at once, with the
 * fields that differ, instead of feeding a page an answer no server sends (issue 17).
 */
export function fixture<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`A test fixture does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A JSON answer, parsed with the route's response schema first (see `fixture`). */
export function apiAnswer<S extends z.ZodType>(schema: S, value: z.input<S>, status = 200): Response {
  return jsonResponse(status, fixture(schema, value));
}

/**
 * For a route whose answer the server declares inline (no schema in `@market/domain` to parse with): the answer is
 * typed by the server's OpenAPI document (generated/api-schema.ts), so the typecheck holds it to what the route declares.
 */
export function routeAnswer<M extends ApiMethod, P extends ApiPath<M>>(
  _method: M,
  _path: P,
  value: ApiAnswer<M, P>,
  status = 200,
): Response {
  return jsonResponse(status, value);
}

/** An error answer as the server sends it: the status is the code's own (ERROR_CODES), so the two cannot disagree. */
export function apiError(code: ErrorCode, message = 'Test error.', extra: Omit<ErrorBody, 'code' | 'message'> = {}) {
  return jsonResponse(ERROR_CODES[code].status, { code, message, ...extra } satisfies ErrorBody);
}

/** An answer with no body (204), for routes that declare none. */
export const noContent = (): Response => new Response(null, { status: 204 });
