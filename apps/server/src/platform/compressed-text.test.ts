import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compressed-text.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding({ headers: { 'accept-encoding': header } })).toBe(expected);
  });

  it('takes no encoding when the client asks for x-no-compression', () => {
    expect(preferredEncoding({ headers: { 'accept-encoding': 'br', 'x-no-compression': '' } })).toBeUndefined();
  });
});
