import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { parsePictureVariant, pictureVariantKey, servedPictureWidth, type PictureWidth } from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import { pictureVariants } from '../../platform/pictures.ts';
import { isStorageKey, type FileStorage } from '../../platform/storage.ts';

/** Only listing pictures and sales contact portraits are public; receipts and documents have their own guarded routes. */
const PUBLIC_PREFIXES = ['car/', 'special/', 'contacts/'];
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Stored names are never reused, so a picture can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A stored file never changes under its name: its ETag is made of the name. */
const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

/**
 * A listing picture's WebP copy of one width, made from its display copy the first time it is asked for (pictures
 * stored before the copies existed, docs/decisions/0095) and stored; concurrent first requests share one encoding.
 * Null when there is no display copy or it cannot be decoded; a copy that cannot be stored is still sent.
 */
function variantMaker(storage: FileStorage, log: FastifyBaseLogger) {
  const making = new Map<string, Promise<Buffer | null>>();
  const make = async (displayKey: string, key: string, width: PictureWidth) => {
    const display = await storage.read(displayKey);
    if (!display) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of display.stream) chunks.push(chunk as Buffer);
    const made = await pictureVariants(Buffer.concat(chunks), [width]).catch((error: unknown) => {
      log.warn({ err: error, key: displayKey }, 'a stored picture could not be decoded');
      return null;
    });
    const data = made?.[0]?.data ?? null;
    if (data) await storage.put(key, data).catch((error: unknown) => log.error({ err: error, key }, 'not stored'));
    return data;
  };
  return (displayKey: string, key: string, width: PictureWidth) => {
    let pending = making.get(key);
    if (!pending) {
      pending = make(displayKey, key, width).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}

/** A picture with its cache headers, or 304 when the client holds it already (its ETag). */
function send(reply: FastifyReply, key: string, type: string, body: Buffer | { stream: Readable; size: number }) {
  const etag = etagOf(key);
  reply.type(type).header('cache-control', IMMUTABLE).header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) {
    if (!Buffer.isBuffer(body)) body.stream.destroy();
    return reply.status(304).send();
  }
  if (Buffer.isBuffer(body)) return reply.send(body);
  return reply.header('content-length', body.size).send(body.stream);
}

export function mediaRoutes(storage: FileStorage): FastifyPluginAsync {
  return async (app) => {
    const makeVariant = variantMaker(storage, app.log);
    app.get(
      '/media/*',
      {
        schema: {
          tags: ['media'],
          summary:
            'A public picture by its stored name; `<name>-w{160,360,720,1000}.webp` are WebP widths of a listing ' +
            'picture, no wider than 360 with `Save-Data: on`',
          hide: false,
        },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const type = CONTENT_TYPES[key.split('.').pop() ?? ''];
        if (!isStorageKey(key) || !type || !PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) {
          throw new AppError('NOT_FOUND');
        }
        const variant = parsePictureVariant(key);
        if (!variant) {
          const file = await storage.read(key);
          if (!file) throw new AppError('NOT_FOUND');
          return send(reply, key, type, file);
        }
        // The same address answers with a smaller copy when data is saved, so caches keep the two apart.
        reply.header('vary', 'Save-Data');
        const width = servedPictureWidth(variant.width, String(request.headers['save-data']).toLowerCase() === 'on');
        const servedKey = pictureVariantKey(variant.displayKey, width)!;
        const stored = await storage.read(servedKey);
        if (stored) return send(reply, servedKey, type, stored);
        const made = await makeVariant(variant.displayKey, servedKey, width);
        if (!made) throw new AppError('NOT_FOUND');
        return send(reply, servedKey, type, made);
      },
    );
  };
}
