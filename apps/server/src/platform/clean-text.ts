import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/**
 * NUL (PostgreSQL cannot store it in text) and UTF-16 surrogates without their pair (a lone `\ud800` in JSON): in a
 * `u` pattern a well-formed pair is one code point, so only lone halves match the surrogate range.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
const BAD_TEXT = /[\u0000\ud800-\udfff]/u;

function isBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

/** The dotted path of the first string, value or key, that holds bad text ('' for the value itself), else undefined. */
export function badTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (isBadText(key)) return childPath;
    const found = badTextPath(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses (400, the field named) text that holds NUL or a lone surrogate anywhere in `value`. */
export function assertCleanText(value: unknown, context: string): void {
  const path = badTextPath(value);
  if (path !== undefined) throw new AppError('VALIDATION', { fields: { [path || context]: 'field.badCharacters' } });
}

/**
 * Every route's params, query and body, as the route will use them (after validation, so a Base64 field is checked
 * decoded), before any handler reaches the database. Multipart fields are checked where they are read (uploads.ts).
 */
export const cleanTextPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    assertCleanText(request.params, 'params');
    assertCleanText(request.query, 'query');
    assertCleanText(request.body, 'body');
  });
});
