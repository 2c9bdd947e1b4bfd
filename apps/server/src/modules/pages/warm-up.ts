import type { FastifyInstance } from 'fastify';

/** Visitors' pages rendered once before the process listens, with the newest car's detail page (warmUpPages). */
export const WARM_UP_PAGES = ['/', '/item/list/car'];

/**
 * Renders WARM_UP_PAGES and the newest car's detail page in-process, so the first requests of a new process (a
 * deploy, a restart under traffic) do not pay the loading of the render's modules and a cold render on a loop that
 * load shedding watches (decision 0322): a detail page's first render cost three times the next ones. Their views are
 * not counted. A page that fails to render only means the first visitor renders it. Answers the pages warmed up.
 */
export async function warmUpPages(app: FastifyInstance): Promise<string[]> {
  const local = { remoteAddress: '127.0.0.1' };
  const newest = await app.inject({ url: '/api/items/search?category=1&size=1', ...local });
  const itemNo =
    newest.statusCode === 200 ? newest.json<{ items: { itemNo: number }[] }>().items[0]?.itemNo : undefined;
  const urls = [...WARM_UP_PAGES, ...(itemNo === undefined ? [] : [`/item/detail/car/${itemNo}`])];
  await app.detailViews.uncounted(async () => {
    for (const url of urls) {
      const response = await app.inject({ url, ...local });
      app.log.debug({ url, status: response.statusCode }, 'page warmed up');
    }
  });
  return urls;
}
