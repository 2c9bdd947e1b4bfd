import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { VersionReader } from '../../db/fresh-versions.ts';
import { listingReads } from '../detail/service.ts';
import { cachePublicly } from '../../platform/http-cache.ts';
import { keptBasis } from '../../platform/kept-answers.ts';
import type { Translate } from '../../platform/messages.ts';
import { createPageHead, withPageHead } from './head.ts';
import { siteHead } from './site-head.ts';
import { createSeoService } from './service.ts';

/**
 * GET /sitemap.xml (public listed items) and GET /robots.txt pointing to it. Every absolute link is built on the
 * configured origin, never on the request's Host: these answers are cached publicly, so a forged Host would stay.
 */
export function seoRoutes(db: Db, origin: string) {
  const seo = createSeoService(db, origin);
  return async (app: FastifyInstance) => {
    cachePublicly(app);
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seo.sitemap()),
    );

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

/** For the web app's index.html: the head of each public page (a listing's, else the site's pages, in its language). */
export function seoPageRenderer(
  db: Db,
  translate: { common: Translate; detail: Translate },
  origin: string,
  versions: VersionReader,
) {
  const pageHead = createPageHead(listingReads(db), translate);
  return async (request: FastifyRequest, pathname: string, indexHtml: string) => {
    const basis = keptBasis(await versions.forRequest(request), new Date());
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const head =
      (await pageHead(pathname, request.language, origin, basis)) ??
      siteHead(pathname, query, request.language, translate.common);
    return head && { status: head.status, html: withPageHead(indexHtml, head) };
  };
}
