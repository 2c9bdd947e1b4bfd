import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@market/domain';
import { sendText, type CompressibleText } from './compressed-text.ts';
import { errorBody } from './errors.ts';
import { etagMatches } from './http-cache.ts';
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

/** How long a shared cache (a CDN) may keep a visitor's page: a price changed is on every visitor's page by then. */
const SHARED_PAGE_SECONDS = 30;

/** A page's own index.html (head tags, its rendered content) and HTTP status. */
export interface PageAnswer {
  status: number;
  html: string | CompressibleText;
  /**
   * The same for every visitor in the language (no session went into it): sent with its ETag and a Cache-Control
   * that lets a shared cache keep it for SHARED_PAGE_SECONDS; any other page is `private, no-store`.
   */
  shared?: { etag: string };
  /** Refused for now (429): sent with this Retry-After. */
  retryAfterSeconds?: number;
}

/** A page's answer; undefined for the plain index.html. */
export type PageRenderer = (
  request: FastifyRequest,
  pathname: string,
  indexHtml: string,
) => Promise<PageAnswer | undefined>;

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
      // The build writes .br and .gz beside each text asset; they go out as they are, with Vary: Accept-Encoding.
      const common = { preCompressed: true, cacheControl: false, index: false } as const;
      // The files at the top (favicon, version.json), found once at start.
      await app.register(fastifyStatic, {
        ...common,
        root: options.webDist,
        wildcard: false,
        // The server render's own bundle (WEB_DIST/ssr) is run by the server, never sent.
        globIgnore: ['ssr/**', 'assets/**'],
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
        setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
      });
      // The hashed assets, looked up on disk at each request: a build made while this process runs adds its own, which
      // a page rendered by a newer process behind the same load balancer may ask this one for (docs/decisions/0270).
      await app.register(fastifyStatic, {
        ...common,
        root: path.join(options.webDist, 'assets'),
        prefix: '/assets/',
        wildcard: true,
        decorateReply: false,
        setHeaders(reply) {
          reply.header('cache-control', IMMUTABLE);
          trimAssetHeaders(reply);
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
      // A page is in the visitor's language and may show what their session sees (docs/decisions/0090): a shared
      // cache keeps one per language and cookie, and a page with a session is never stored (decision 0226).
      reply.status(page?.status ?? (clientRoute ? 200 : 404)).header('vary', 'Accept-Language, Cookie');
      if (page?.retryAfterSeconds) reply.header('retry-after', String(page.retryAfterSeconds));
      if (page?.shared && page.status === 200) {
        reply
          .header('cache-control', `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}`)
          .header('etag', page.shared.etag);
        if (etagMatches(request.headers['if-none-match'], page.shared.etag)) return reply.status(304).send();
      } else {
        reply.header('cache-control', 'private, no-store');
      }
      const html = page?.html ?? indexHtml;
      const type = 'text/html; charset=utf-8';
      return typeof html === 'string' ? reply.type(type).send(html) : sendText(request, reply, html, type);
    };
    // Pages answer from a route rather than the not-found handler, so the route hooks (compression) apply to them.
    // A page's reads may come from the database replica (docs/decisions/0273).
    app.get('/*', { schema: { hide: true }, config: { replicaReads: true } }, pageOrNotFound);
    app.setNotFoundHandler(pageOrNotFound);
  });
}
