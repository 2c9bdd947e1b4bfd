import { describe, expect, it } from 'vitest';
import { interpolate, lookup } from './index.ts';

describe('interpolate and lookup', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'x' })).toBe('1 and x and {{c}}');
  });

  it('finds nested keys only at leaves', () => {
    const messages = { a: { b: 'text' } };
    expect(lookup(messages, 'a.b')).toBe('text');
    expect(lookup(messages, 'a')).toBeUndefined();
    expect(lookup(messages, 'a.b.c')).toBeUndefined();
  });
});
