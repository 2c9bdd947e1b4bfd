import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@market/domain';
import { loadNamespace, NAMESPACES, PLURAL_CATEGORIES, type Messages } from './index.ts';

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

const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** A text's key without its plural suffix: `count_few` is a form of `count`. */
const baseOf = (key: string) => PLURAL_FORM.exec(key)?.[1] ?? key;

/** The plural forms of each counted text, by key without suffix. */
function pluralForms(messages: Map<string, string>): Map<string, Map<string, string>> {
  const forms = new Map<string, Map<string, string>>();
  for (const [key, text] of messages) {
    const [, base, category] = PLURAL_FORM.exec(key) ?? [];
    if (!base || !category) continue;
    forms.set(base, (forms.get(base) ?? new Map()).set(category, text));
  }
  return forms;
}

/** The category holds a single whole number (Arabic's zero, one, two), which a text may then write in words. */
function holdsOneNumber(tag: string, category: string): boolean {
  const rules = new Intl.PluralRules(tag);
  return Array.from({ length: 1001 }, (_, n) => rules.select(n)).filter((c) => c === category).length === 1;
}

/** Written the same in every language: trade terms and codes. */
const ACRONYMS = new Set(['FOB', 'CIF', 'CFR', 'CBM', 'VIN', 'USD', 'PDF', 'RORO', 'LHD', 'RHD', 'ID', 'ETD', 'ETA']);

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  it('has every key, non-empty and with the same placeholders, in all six languages', async () => {
    const english = flatten(await loadNamespace('en', namespace));
    expect(english.size).toBeGreaterThan(0);
    const englishSingles = [...english].filter(([key]) => !PLURAL_FORM.test(key));
    const englishPlurals = pluralForms(english);
    for (const tag of LANGUAGE_TAGS) {
      const messages = flatten(await loadNamespace(tag, namespace));
      for (const [key, text] of englishSingles) {
        const translated = messages.get(key);
        expect(translated?.trim(), `${tag}/${namespace}: ${key}`).toBeTruthy();
        expect(placeholders(translated ?? ''), `${tag}/${namespace}: ${key} placeholders`).toEqual(placeholders(text));
      }
      const plurals = pluralForms(messages);
      expect([...plurals.keys()].sort(), `${tag}/${namespace}: counted texts`).toEqual(
        [...englishPlurals.keys()].sort(),
      );
      for (const [base, englishForms] of englishPlurals) {
        const expected = placeholders(englishForms.get('other') ?? '');
        for (const [category, text] of plurals.get(base) ?? []) {
          const where = `${tag}/${namespace}: ${base}_${category}`;
          expect(text.trim(), where).toBeTruthy();
          const found = placeholders(text);
          expect(
            holdsOneNumber(tag, category) ? found.filter((name) => name !== 'count') : found,
            `${where} placeholders`,
          ).toEqual(holdsOneNumber(tag, category) ? expected.filter((name) => name !== 'count') : expected);
        }
      }
      expect(
        [...messages.keys()].filter((key) => !english.has(key) && !englishPlurals.has(baseOf(key))),
        `${tag}/${namespace}: extra keys`,
      ).toEqual([]);
    }
  });

  // A counted text has exactly the forms the language's CLDR rules choose from (Intl.PluralRules, which picks them
  // at run time): Russian one/few/many/other, Arabic all six, Korean other only, French and Spanish one/many/other.
  it('gives each counted text exactly the plural forms of its language', async () => {
    for (const tag of LANGUAGE_TAGS) {
      const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
      for (const [base, forms] of pluralForms(flatten(await loadNamespace(tag, namespace)))) {
        expect([...forms.keys()].sort(), `${tag}/${namespace}: ${base}`).toEqual(categories);
      }
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
  // dotted keys, {{name}} placeholders and plural forms: no nesting, formats, unescaped values, contexts or
  // ordinals (decisions 0199, 0281).
  it("uses only the syntax the web app's translation module reads", async () => {
    for (const tag of LANGUAGE_TAGS) {
      for (const [key, text] of flatten(await loadNamespace(tag, namespace))) {
        const where = `${tag}/${namespace}: ${key}`;
        expect(text, `${where} nests a text`).not.toMatch(/\$t\(/);
        expect(text.replace(/\{\{\s*\w+\s*\}\}/g, ''), `${where} has a placeholder other than {{name}}`).not.toMatch(
          /\{\{|\}\}/,
        );
        expect(key, `${where} is an ordinal form`).not.toMatch(/_ordinal_\w+$/);
      }
    }
  });
});
