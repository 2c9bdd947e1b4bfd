import { directionOf, LANGUAGE_TAGS, type LanguageTag } from '@market/domain';

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

/** Replaces {{name}} placeholders: in the server's messages and the web app's texts (web's lib/i18n/translations.ts). */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
