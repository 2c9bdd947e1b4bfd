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

/** Loads one language's namespace lazily, so a page downloads only the language it shows. */
export async function loadNamespace(tag: LanguageTag, namespace: Namespace): Promise<Messages> {
  const module = (await import(`../locales/${tag}/${namespace}.json`)) as { default: Messages };
  return module.default;
}

export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {{name}} placeholders: in the server's messages and the web app's texts (web's lib/translations.ts). */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
