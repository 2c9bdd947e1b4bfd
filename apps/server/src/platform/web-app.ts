import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@market/domain';
import { errorBody } from './errors.ts';
import type { Translate } from './messages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hashed asset is a script, a style or a picture, never a document: the document-only headers helmet sets on every
 * answer (about 700 bytes) do nothing on it, and a page loads some thirty of them (docs/decisions/0193). It keeps what
 * SECURITY.md asks of every answer (nosniff, a CSP with object-src, base-uri and frame-ancestors; HSTS in production)
 * and Cross-Origin-Resource-Policy; an immutable file needs no validator either.
 */
const ASSET_CSP = "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'";
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
];

function trimAssetHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  reply.header('content-security-policy', ASSET_CSP);
}

/**
 * index.html with the build's stylesheets (the static styles of the first view, a few KB) in the page itself: linked,
 * the stylesheet held the first paint for a round trip on a slow connection (docs/decisions/0156).
 */
export function withInlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const sheet = path.join(webDist, file);
    return fs.existsSync(sheet) ? `<style>${fs.readFileSync(sheet, 'utf8')}</style>` : link;
  });
}

/** The id of the built web app (dist/version.json), which the app compares with its own; 'dev' when not built. */
export function readWebVersion(webDist: string): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : 'dev';
  } catch {
    return 'dev';
  }
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A page's own index.html (head tags) and HTTP status; undefined for the plain index.html. */
export type PageRenderer = (
  request: FastifyRequest,
  pathname: string,
  indexHtml: string,
) => Promise<{ status: number; html: string } | undefined>;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every client route of the
 * spec (200) and for any other path (404, where the app shows its not-found page). Unknown /api paths get JSON.
 * renderPage gives a page its own head, content and status (modules/pages).
 */
export function webAppPlugin(options: { webDist: string; translate: Translate; renderPage?: PageRenderer }) {
  return fp(async (app: FastifyInstance) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const indexHtml = fs.existsSync(indexFile)
      ? withInlineStylesheets(fs.readFileSync(indexFile, 'utf8'), options.webDist)
      : undefined;
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        // The server render's own bundle (WEB_DIST/ssr) is run by the server, never sent.
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
        // The build writes .br and .gz beside each text asset; they go out as they are, with Vary: Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const inAssets = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
          reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
          if (inAssets) trimAssetHeaders(reply);
        },
      });
    } else {
      app.log.warn('No built web app found: serving the API only. Run `npm run build` to build it.');
    }

    const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(pathname) || !indexHtml || !wantsPage) {
        const params = { method: request.method, path: pathname.slice(0, 200) };
        return reply.status(404).send(errorBody(options.translate, request.language, 'ROUTE_NOT_FOUND', { params }));
      }
      const clientRoute = isClientRoute(pathname);
      const page = clientRoute ? await options.renderPage?.(request, pathname, indexHtml) : undefined;
      // A page is in the visitor's language and may show what their session sees (docs/decisions/0090).
      return reply
        .status(page?.status ?? (clientRoute ? 200 : 404))
        .header('cache-control', 'private, no-store')
        .header('vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(page?.html ?? indexHtml);
    };
    // Pages answer from a route rather than the not-found handler, so the route hooks (compression) apply to them.
    app.get('/*', { schema: { hide: true } }, pageOrNotFound);
    app.setNotFoundHandler(pageOrNotFound);
  });
}
