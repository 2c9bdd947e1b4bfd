import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { answersAsOfNow } from './page-data.ts';

/** What a server render hands over: the detail answer as of `renderedAt`, and a query it left to the browser. */
function renderedPage(renderedAt: number) {
  const server = new QueryClient();
  server.setQueryData(queryKeys.detail('5'), { item: { itemNo: 5 } }, { updatedAt: renderedAt });
  void server.prefetchQuery({ queryKey: queryKeys.sellerRatings(5), queryFn: () => new Promise(() => {}) });
  return dehydrate(server, { shouldDehydrateQuery: () => true });
}

const isStale = (client: QueryClient, queryKey: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey })!.isStaleByTime(30_000);

describe("a server-rendered page's answers in the browser", () => {
  it('are fresh as of the arrival of a page rendered minutes ago, so hydration asks for none of them again', () => {
    const page = renderedPage(Date.now() - 5 * 60_000);
    const browser = createQueryClient();
    hydrate(browser, answersAsOfNow(page));
    expect(isStale(browser, queryKeys.detail('5'))).toBe(false);
    expect(browser.getQueryData(queryKeys.detail('5'))).toEqual({ item: { itemNo: 5 } });

    const asRendered = createQueryClient();
    hydrate(asRendered, page);
    expect(isStale(asRendered, queryKeys.detail('5'))).toBe(true);
  });

  it('leave a query without an answer as it is, for the browser to ask', () => {
    const { queries } = answersAsOfNow(renderedPage(Date.now()), 1_000);
    const ratings = queries.find((query) => query.queryKey[0] === 'seller-ratings')!;
    expect(ratings.state.status).toBe('pending');
    expect(ratings.state.dataUpdatedAt).toBe(0);
  });
});
