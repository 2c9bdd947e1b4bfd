import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { isStorageKey, type FileStorage } from '../../platform/storage.ts';

/** Only listing pictures and sales contact portraits are public; receipts and documents have their own guarded routes. */
const PUBLIC_PREFIXES = ['car/', 'special/', 'contacts/'];
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function mediaRoutes(storage: FileStorage): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/media/*',
      { schema: { tags: ['media'], summary: 'A public picture by its stored name', hide: false } },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const type = CONTENT_TYPES[key.split('.').pop() ?? ''];
        if (!isStorageKey(key) || !type || !PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) {
          throw new AppError('NOT_FOUND');
        }
        const file = await storage.read(key);
        if (!file) throw new AppError('NOT_FOUND');
        // Stored names are never reused, so a picture can be cached for good.
        return reply
          .type(type)
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.stream);
      },
    );
  };
}
