import { describe, expect, it } from 'vitest';
import { compareItemNos } from './compare.ts';

describe('a compare link', () => {
  it('keeps up to four listing numbers in order, once each, and drops anything else', () => {
    expect(compareItemNos('12, 34,12,abc,0,-5,56,78,90')).toEqual([12, 34, 56, 78]);
    expect(compareItemNos(null)).toEqual([]);
  });
});
