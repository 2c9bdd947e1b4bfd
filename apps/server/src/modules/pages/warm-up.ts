import type { FastifyInstance } from 'fastify';

/**
 * Visitors' pages rendered once before the process listens: neither a detail page (its render counts a view) nor
 * more than the server render's chunks and React's first compilation need.
 */
export const WARM_UP_PAGES = ['/', '/item/list/car'];

/**
 * Renders WARM_UP_PAGES in-process, so the first requests of a new process (a deploy, a restart under traffic) do not
 * pay the loading of the render's modules and a cold render on a loop that load shedding watches (decision 0322).
 * A page that fails to render only means the first visitor renders it.
 */
export async function warmUpPages(app: FastifyInstance): Promise<void> {
  for (const url of WARM_UP_PAGES) {
    const response = await app.inject({ url, remoteAddress: '127.0.0.1' });
    app.log.debug({ url, status: response.statusCode }, 'page warmed up');
  }
}
