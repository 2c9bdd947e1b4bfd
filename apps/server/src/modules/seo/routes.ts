import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routePath, ROUTES } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { listingReads } from '../detail/service.ts';
import { cachePublicly } from '../../platform/http-cache.ts';
import type { Translate } from '../../platform/messages.ts';
import { escapeHtml } from '../../platform/html.ts';
import { createPageHead, withPageHead } from './head.ts';

/** A sitemap holds at most 50,000 URLs (https://www.sitemaps.org/protocol.html): the newest listings. */
export const SITEMAP_MAX_ITEMS = 49_000;

/**
 * GET /sitemap.xml (public listed items) and GET /robots.txt pointing to it. Every absolute link is built on the
 * configured origin, never on the request's Host: these answers are cached publicly, so a forged Host would stay.
 */
export function seoRoutes(db: Db, origin: string) {
  const repo = listingReads(db);
  return async (app: FastifyInstance) => {
    cachePublicly(app);
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
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

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
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
            // An invoice's check is for whoever holds its code, not for search engines (decision 0150).
            'Disallow: /verify/',
            `Sitemap: ${origin}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
  };
}

/** For the web app's index.html: the head of pages that have one of their own (the car detail page). */
export function seoPageRenderer(db: Db, translate: { common: Translate; detail: Translate }, origin: string) {
  const pageHead = createPageHead(listingReads(db), translate);
  return async (request: FastifyRequest, pathname: string, indexHtml: string) => {
    const head = await pageHead(pathname, request.language, origin);
    return head && { status: head.status, html: withPageHead(indexHtml, head) };
  };
}
