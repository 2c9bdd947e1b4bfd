import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@market/domain';
import { loadNamespace, NAMESPACES, type Messages } from './index.ts';

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Written the same in every language: trade terms and codes. */
const ACRONYMS = new Set(['FOB', 'CIF', 'CFR', 'CBM', 'VIN', 'USD', 'PDF', 'RORO', 'LHD', 'RHD', 'ID', 'ETD', 'ETA']);

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  it('has every key, non-empty and with the same placeholders, in all six languages', async () => {
    const english = flatten(await loadNamespace('en', namespace));
    expect(english.size).toBeGreaterThan(0);
    for (const tag of LANGUAGE_TAGS) {
      const messages = flatten(await loadNamespace(tag, namespace));
      for (const [key, text] of english) {
        const translated = messages.get(key);
        expect(translated?.trim(), `${tag}/${namespace}: ${key}`).toBeTruthy();
        expect(placeholders(translated ?? ''), `${tag}/${namespace}: ${key} placeholders`).toEqual(placeholders(text));
      }
      expect(
        [...messages.keys()].filter((key) => !english.has(key)),
        `${tag}/${namespace}: extra keys`,
      ).toEqual([]);
    }
  });

  // "ASK", "RESERVED": capital English words a buyer reads in place of a price or a state are texts, never left in
  // English (issue 34); acronyms an authority or a trade writes as they are stay.
  it('leaves no capital English word untranslated', async () => {
    const english = flatten(await loadNamespace('en', namespace));
    const words = [...english].filter(([, text]) => /^[A-Z]{3,}( [A-Z]{2,})*$/.test(text) && !ACRONYMS.has(text));
    for (const tag of LANGUAGE_TAGS.filter((other) => other !== 'en')) {
      const messages = flatten(await loadNamespace(tag, namespace));
      for (const [key, text] of words) expect(messages.get(key), `${tag}/${namespace}: ${key}`).not.toBe(text);
    }
  });

  // The web app's translation module (apps/web/src/lib/i18n/translations.ts) replaced i18next and reads only namespaces,
  // dotted keys and {{name}} placeholders: no nesting, formats, unescaped values or plurals (decision 0199).
  it("uses only the syntax the web app's translation module reads", async () => {
    for (const tag of LANGUAGE_TAGS) {
      for (const [key, text] of flatten(await loadNamespace(tag, namespace))) {
        const where = `${tag}/${namespace}: ${key}`;
        expect(text, `${where} nests a text`).not.toMatch(/\$t\(/);
        expect(text.replace(/\{\{\s*\w+\s*\}\}/g, ''), `${where} has a placeholder other than {{name}}`).not.toMatch(
          /\{\{|\}\}/,
        );
        expect(key, `${where} is a plural or context form`).not.toMatch(/_(zero|one|two|few|many|other|ordinal_\w+)$/);
      }
    }
  });
});
