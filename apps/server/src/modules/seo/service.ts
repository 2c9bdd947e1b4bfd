import { routePath, ROUTES } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../platform/html.ts';
import { listingReads } from '../detail/service.ts';

/** A sitemap holds at most 50,000 URLs (https://www.sitemaps.org/protocol.html): the newest listings. */
const SITEMAP_MAX_ITEMS = 49_000;

/** What search engines are told: the sitemap of the public pages, every link on the configured origin. */
export function createSeoService(db: Db, origin: string) {
  const listings = listingReads(db);
  return {
    async sitemap(): Promise<string> {
      const entries = [
        `  <url><loc>${escapeHtml(origin)}/</loc></url>`,
        `  <url><loc>${escapeHtml(origin + ROUTES.carList)}</loc></url>`,
        ...(await listings.publicItems(SITEMAP_MAX_ITEMS)).map(
          (item) =>
            `  <url><loc>${escapeHtml(origin + routePath('carDetail', { itemNo: item.itemNo }))}</loc>` +
            `<lastmod>${item.updateDate.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    },
  };
}
