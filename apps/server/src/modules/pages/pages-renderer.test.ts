import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFairShare } from '../../platform/fair-share.ts';
import { createMemberPageCache } from './member-pages.ts';
import { createPageCache } from './page-cache.ts';
import { pagesRenderer } from './pages.ts';
import type { ServerRenderer } from './server-render.ts';

const INDEX_HTML = '<html><head><meta name="viewport" content="x"></head><body><div id="root"></div></body></html>';

const renderer: ServerRenderer = {
  PAGE_DATA_ID: 'page-data',
  render: () => Promise.resolve({ html: '<p>page</p>', head: '', data: {} }),
};

const visitor = (url: string) =>
  ({
    url,
    language: 1,
    ip: '203.0.113.66',
    headers: {},
    cookies: {},
    log: { warn: () => {}, error: () => {} },
  }) as unknown as FastifyRequest;

describe('a client over its budget of renders', () => {
  it('is refused a page nothing is kept for before the versions are read', async () => {
    let basisReads = 0;
    const render = pagesRenderer({
      seoPage: () => Promise.resolve(undefined),
      renderer,
      origin: 'https://cars.example.com',
      cache: createPageCache(),
      basis: () => {
        basisReads += 1;
        return Promise.resolve({ listing: 1, reference: 1 });
      },
      sessionUser: () => Promise.resolve(undefined),
      memberCache: createMemberPageCache(),
      personalData: () => Promise.reject(new Error('no member here')),
      fairShare: createFairShare({ burst: 1, perSecond: 0.001 }),
    });
    const first = await render(visitor('/item/detail/car/5?crawl=1'), '/item/detail/car/5', INDEX_HTML);
    expect(first?.status).toBe(200);
    expect(basisReads).toBe(1);
    // The kept page is still served to the client over its budget, after a check of its versions.
    expect((await render(visitor('/item/detail/car/5?crawl=1'), '/item/detail/car/5', INDEX_HTML))?.status).toBe(200);
    expect(basisReads).toBe(2);
    const refused = await render(visitor('/item/detail/car/5?crawl=2'), '/item/detail/car/5', INDEX_HTML);
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(basisReads).toBe(2);
  });
});
