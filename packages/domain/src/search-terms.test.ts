import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.ts';
import { isSearchCursor } from './search-terms.ts';

describe('isSearchCursor', () => {
  it('takes what the query schema takes as a cursor, without zod', () => {
    for (const value of ['abc_DEF-123', 'x'.repeat(200), 'x'.repeat(201), 'a b', 'a=b', '', 'ä']) {
      expect(isSearchCursor(value), value).toBe(searchQuerySchema.shape.after.safeParse(value).success);
    }
  });
});
