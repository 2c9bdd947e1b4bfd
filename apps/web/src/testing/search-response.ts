import { searchResponseSchema, type SearchResponse } from '@market/domain';
import { fixture } from './api-fixture.ts';

/** An empty page of the listings search (GET /api/items/search), parsed with the server's schema. */
export const emptySearch = (): SearchResponse =>
  fixture(searchResponseSchema, {
    items: [],
    total: 0,
    totalEstimated: false,
    nextCursor: null,
    prevCursor: null,
    facets: { category: [], maker: [], estimated: false },
  });
