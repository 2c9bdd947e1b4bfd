import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, SearchQuery } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createSearchService } from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the search answer written as text (card-json.ts)', () => {
  it('is byte for byte JSON.stringify of the answer object, on every listing, masked and not', async () => {
    const service = createSearchService(database);
    const member = { admission: true } as CurrentUser;
    for (const user of [null, member]) {
      for (const category of [1, 2]) {
        let query: SearchQuery = { sort: 'newest', size: 60, category } as SearchQuery;
        for (let guard = 0; guard < 50; guard++) {
          const [object, text] = await Promise.all([service.search(query, user), service.searchJson(query, user)]);
          expect(text).toBe(JSON.stringify(object));
          if (!object.nextCursor) break;
          query = { ...query, after: object.nextCursor };
        }
      }
    }
    // An empty page.
    const empty = { sort: 'price_asc', size: 5, yearFrom: 2100 } as SearchQuery;
    expect(await service.searchJson(empty, member)).toBe(JSON.stringify(await service.search(empty, member)));
  });
});
