import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser or a shared cache may keep a public lookup before asking again (docs/decisions/0098). */
export const PUBLIC_MAX_AGE_SECONDS = 300;

/** Does `If-None-Match` name this ETag (weak comparison, RFC 9110 13.1.2)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Public GET answers of the routes of `app` (an encapsulated plugin) carry a weak ETag of their body and
 * `Cache-Control: public, max-age=<maxAge>` unless the route set one; a request naming the ETag in If-None-Match gets
 * 304 without the body. Answers that depend on who asks (the session plugin marked them `private`) are left alone.
 * Weak, because compression sends other bytes of the same content under the same tag.
 */
export function cachePublicly(app: FastifyInstance, maxAgeSeconds = PUBLIC_MAX_AGE_SECONDS): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /private|no-store/.test(cacheControl)) return payload;
    const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag);
    if (!cacheControl) reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}

/** Adds a name to the response's Vary header unless it is there already. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim().toLowerCase());
  if (names.includes('*') || names.includes(name.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${name}` : name);
}
