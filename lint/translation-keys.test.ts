import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, PLURAL_CATEGORIES, type Messages, type Namespace } from '@market/i18n';

// Every key the code asks for exists in the English catalog (locales.test.ts keeps every language to its keys). The
// type check covers the web app's keys written out; this covers the keys built from values (`state.${state}`) and the
// server's, found by the calls that read each namespace.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

function keysOf(namespace: Namespace): string[] {
  const file = path.join(root, 'packages/i18n/locales/en', `${namespace}.json`);
  const flatten = (messages: Messages, prefix: string): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`.replace(PLURAL_SUFFIX, '')] : flatten(value, `${prefix}${key}.`),
    );
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages, '');
}
const CATALOG = new Map(NAMESPACES.map((namespace) => [namespace, new Set(keysOf(namespace))]));

function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .flatMap((name) =>
      /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-fixture|api-schema/.test(name) ? [path.join(folder, name)] : [],
    );
}

/** A key as the code writes it: a literal, or a template whose `${...}` parts stand for any text. */
interface Use {
  where: string;
  namespace: Namespace;
  key: string;
}

/** Whether a used key (a template matches when some key of the catalog fits it) exists. */
function exists({ namespace, key }: Use): boolean {
  const keys = CATALOG.get(namespace);
  if (!keys) return false;
  if (!key.includes('${')) return keys.has(key);
  // A template cut at a nested one (`a.${x ? `b` : c}`) stands for any text from its cut on.
  const parts = key.replace(/\$\{[^}]*$/, '${}').split(/\$\{[^}]*\}/);
  const pattern = new RegExp(`^${parts.map((part) => part.replace(/[.*+?^()|[\]\\]/g, '\\$&')).join('.+')}$`);
  return [...keys].some((known) => pattern.test(known));
}

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);
const KEY = /(['`])((?:(?!\1)[^\n])+)\1/.source;

/** The web app: t('key') in the namespaces the file reads (useTranslation, TFunction<'x'>), `namespace:key` anywhere. */
function webUses(file: string): Use[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const named = [...text.matchAll(/useTranslation\(\s*\[?\s*'([\w-]+)'|TFunction<'([\w-]+)'>/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  const hasT = /useTranslation\(\s*\)/.test(text) || named.length > 0;
  const namespaces = [
    ...new Set(named.length > 0 || hasT ? [...named, ...(/useTranslation\(\s*\)/.test(text) ? ['common'] : [])] : []),
  ].filter(isNamespace);
  const uses: Use[] = [];
  for (const match of text.matchAll(new RegExp(`\\bt\\(\\s*${KEY}`, 'g'))) {
    const key = match[2] ?? '';
    const where = `${file}: ${key}`;
    const prefixed = /^([\w-]+):(.+)$/.exec(key);
    if (prefixed && isNamespace(prefixed[1] ?? ''))
      uses.push({ where, namespace: prefixed[1] as Namespace, key: prefixed[2] ?? '' });
    else if (namespaces.length > 0) uses.push(...namespaces.map((namespace) => ({ where, namespace, key })));
  }
  return uses;
}

/** The server: the calls that read each namespace. */
const SERVER_CALLS: [RegExp, Namespace][] = [
  [/messageKey:\s*/, 'errors'],
  [/\bmail\(\s*[\w.]+\s*,\s*/, 'mail'],
  [/\btranslate\.common\(\s*[\w.]+\s*,\s*/, 'common'],
  [/\btranslate\.detail\(\s*[\w.]+\s*,\s*/, 'detail'],
];

/** Calls that read a namespace in one file only (`say` is the invoice's t there, a printer elsewhere). */
const FILE_CALLS: Record<string, [RegExp, Namespace][]> = {
  'apps/server/src/modules/seo/site-head.ts': [[/\btranslate\(\s*[\w.]+\s*,\s*/, 'common']],
  'apps/server/src/modules/inquiries/invoice-pdf.ts': [[/\bsay\(\s*/, 'invoice']],
  'apps/server/src/modules/staff/create-staff.ts': [[/\bproblem\(\s*/, 'errors']],
};

function serverUses(file: string): Use[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  // A file's own `mail` wrapper (a message to queue) is not the mail translator.
  const calls = [
    ...SERVER_CALLS.filter(([, namespace]) => namespace !== 'mail' || !/const mail = \(/.test(text)),
    ...(FILE_CALLS[file] ?? []),
  ];
  return calls.flatMap(([call, namespace]) =>
    [...text.matchAll(new RegExp(call.source + KEY, 'g'))].map((match) => ({
      where: `${file}: ${match[2] ?? ''}`,
      namespace,
      key: match[2] ?? '',
    })),
  );
}

describe('the keys the code uses', () => {
  const web = sources('apps/web/src').flatMap(webUses);
  const server = sources('apps/server/src').flatMap(serverUses);

  it('are found in the code (the scan still reads it)', () => {
    expect(web.length).toBeGreaterThan(1000);
    expect(server.length).toBeGreaterThan(100);
  });

  it('are told from misspelled ones, written out or built', () => {
    const use = (key: string): Use => ({ where: key, namespace: 'search', key });
    expect(['results.count', 'sort.${sort}', 'sort.${a ? `x` : b'].map((key) => exists(use(key)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['results.cuont', 'sortt.${sort}', 'results'].map((key) => exists(use(key)))).toEqual([false, false, false]);
  });

  it('exist in the catalogs, written out or built from a template', () => {
    const byUse = new Map<string, boolean>();
    for (const use of web) byUse.set(use.where, (byUse.get(use.where) ?? false) || exists(use));
    for (const use of server) byUse.set(use.where, (byUse.get(use.where) ?? false) || exists(use));
    expect([...byUse].filter(([, found]) => !found).map(([where]) => where)).toEqual([]);
  });
});
