import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_MB } from '@market/domain';
import { interpolate, loadNamespace, lookup, NAMESPACES, type Messages } from './index.ts';

describe('interpolate and lookup', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'x' })).toBe('1 and x and {{c}}');
  });

  it('fills the upload limit from the rule in every text, and no text writes the number itself', async () => {
    expect(interpolate('up to {{maxUploadMb}} MB')).toBe(`up to ${MAX_UPLOAD_MB} MB`);
    const leaves = (messages: Messages): string[] =>
      Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
    for (const tag of ['ko', 'en', 'fr', 'ar', 'ru', 'es'] as const)
      for (const namespace of NAMESPACES)
        for (const text of leaves(await loadNamespace(tag, namespace)))
          expect(text, `${tag}/${namespace}`).not.toMatch(/\d\s?(MB|Mo|МБ|ميغابايت)/);
  });

  it('finds nested keys only at leaves', () => {
    const messages = { a: { b: 'text' } };
    expect(lookup(messages, 'a.b')).toBe('text');
    expect(lookup(messages, 'a')).toBeUndefined();
    expect(lookup(messages, 'a.b.c')).toBeUndefined();
  });
});
