import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader } from './language.ts';

describe('languageFromAcceptHeader', () => {
  it('picks the best-weighted supported language', () => {
    expect(languageFromAcceptHeader('de-DE, ru;q=0.8, ar;q=0.9')).toBe(3);
    expect(languageFromAcceptHeader('es-MX')).toBe(5);
  });

  it('ignores unsupported, zero-weighted and malformed entries', () => {
    expect(languageFromAcceptHeader('de, fr;q=0')).toBeUndefined();
    expect(languageFromAcceptHeader(';;;,q=x')).toBeUndefined();
    expect(languageFromAcceptHeader(undefined)).toBeUndefined();
  });
});
