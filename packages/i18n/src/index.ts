import { directionOf, formatNumber, LANGUAGE_TAGS, MAX_UPLOAD_MB, type LanguageTag } from '@market/domain';

export const NAMESPACES = [
  'common',
  'errors',
  'account',
  'mail',
  'invoice',
  'detail',
  'inquiry',
  'item-form',
  'search',
  'admin',
  'condition',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A namespace's messages: nested objects whose leaves are strings. */
export interface Messages {
  [key: string]: string | Messages;
}

export const LOCALES = LANGUAGE_TAGS.map((tag, code) => ({ code, tag, dir: directionOf(tag) }));

const namespaces = new Map<string, Promise<Messages>>();

/**
 * Loads one language's namespace lazily, so a page downloads only the language it shows; imported once: the server render asks for the shell's texts on every page, and a dynamic
 * import of a module already loaded still goes through the module loader's resolution each time.
 */
export function loadNamespace(tag: LanguageTag, namespace: Namespace): Promise<Messages> {
  const id = `${tag}/${namespace}`;
  let messages = namespaces.get(id);
  if (!messages) {
    messages = import(`../locales/${tag}/${namespace}.json`).then((module: { default: Messages }) => module.default);
    // One that failed (a chunk the browser could not fetch) is asked for again next time.
    messages.catch(() => namespaces.delete(id));
    namespaces.set(id, messages);
  }
  return messages;
}

export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The CLDR plural categories, the suffixes of a counted text's forms (`key_one`, `key_few`, ...). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const pluralRules = new Map<LanguageTag, Intl.PluralRules>();

/** The plural category of a count in a language, by the CLDR rules the runtime carries (no rules shipped). */
export function pluralCategory(tag: LanguageTag, count: number): PluralCategory {
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules.select(count);
}

/**
 * A text by key in a language: with a numeric `count`, the form of its plural category (`key_few` in Russian for
 * 3), as i18next names them; a key without forms reads as it is.
 */
export function textOf(
  messages: Messages,
  tag: LanguageTag,
  key: string,
  values?: Readonly<Record<string, unknown>>,
): string | undefined {
  const count = values?.count;
  return (
    (typeof count === 'number' ? lookup(messages, `${key}_${pluralCategory(tag, count)}`) : undefined) ??
    lookup(messages, key)
  );
}

/** Limits the texts state, filled into every text from the rule itself, so that no text states an old limit. */
const RULE_VALUES: Record<string, number> = { maxUploadMb: MAX_UPLOAD_MB };

/**
 * Replaces {{name}} placeholders: in the server's messages and the web app's texts (web's lib/i18n/translations.ts).
 * A numeric count shows with the separators every language reads alike (`formatNumber`), as the amounts do.
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name] ?? RULE_VALUES[name];
    if (value === undefined) return match;
    return name === 'count' && typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

export type { KeyOf, KeysUnder, PrefixedKey } from './keys.ts';
