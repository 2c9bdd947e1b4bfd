import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@market/domain';
import { errorBody } from './errors.ts';
import type { Translate } from './messages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The id of the built web app (dist/version.json), which the app compares with its own; 'dev' when not built. */
export function readWebVersion(webDist: string): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'dev';
  } catch {
    return 'dev';
  }
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every client route of the
 * spec (200) and for any other path (404, where the app shows its not-found page). Unknown /api paths get JSON.
 */
export function webAppPlugin(options: { webDist: string; translate: Translate }) {
  return fp(async (app: FastifyInstance) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const inAssets = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
          reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn('No built web app found: serving the API only. Run `npm run build` to build it.');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(pathname) || !indexHtml || !wantsPage) {
        const params = { method: request.method, path: pathname.slice(0, 200) };
        return reply.status(404).send(errorBody(options.translate, request.language, 'ROUTE_NOT_FOUND', { params }));
      }
      return reply
        .status(isClientRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  });
}
