import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routePath, ROUTES } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { createDetailRepo } from '../detail/repo.ts';
import type { Translate } from '../../platform/messages.ts';
import { createPageHead, escapeHtml, withPageHead } from './head.ts';

/** A sitemap holds at most 50,000 URLs (https://www.sitemaps.org/protocol.html): the newest listings. */
export const SITEMAP_MAX_ITEMS = 49_000;

/**
 * The site's address: PUBLIC_URL when configured (it must be in production, so a forged Host cannot reach a cached
 * sitemap or page), else as the request reached it; a Host that is no host name falls back to localhost.
 */
export function requestOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl;
  const host = /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/** GET /sitemap.xml (public listed items) and GET /robots.txt pointing to it. */
export function seoRoutes(db: Db, publicUrl?: string) {
  const repo = createDetailRepo(db);
  return async (app: FastifyInstance) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = requestOrigin(request, publicUrl);
      const entries = [
        `  <url><loc>${escapeHtml(origin)}/</loc></url>`,
        `  <url><loc>${escapeHtml(origin + ROUTES.carList)}</loc></url>`,
        ...(await repo.publicItems(SITEMAP_MAX_ITEMS)).map(
          (item) =>
            `  <url><loc>${escapeHtml(origin + routePath('carDetail', { itemNo: item.itemNo }))}</loc>` +
            `<lastmod>${item.updateDate.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
        );
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Allow: /api/media/',
            'Disallow: /api/',
            'Disallow: /users/',
            `Sitemap: ${requestOrigin(request, publicUrl)}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
  };
}

/** For the web app's index.html: the head of pages that have one of their own (the car detail page). */
export function seoPageRenderer(db: Db, translate: { common: Translate; detail: Translate }, publicUrl?: string) {
  const pageHead = createPageHead(createDetailRepo(db), translate);
  return async (request: FastifyRequest, pathname: string, indexHtml: string) => {
    const head = await pageHead(pathname, request.language, requestOrigin(request, publicUrl));
    return head && { status: head.status, html: withPageHead(indexHtml, head) };
  };
}
