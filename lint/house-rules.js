/**
 * The server modules' layers judged by what a file does, not by its name (docs/decisions/0290): a file that registers
 * routes is a routes file and is named so; a routes file reaches no repo but through a service, however many helpers
 * stand between; and a module file re-exports nothing, so no file is made a door to another's functions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HTTP_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const ROUTES_FILE = /(^|-)routes\.ts$/;
const SERVICE_FILE = /(^|-)service\.ts$/;
const REPO_FILE = /(^|-)repo\.ts$/;

const isRoutePath = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/')) ||
  (node?.type === 'TemplateLiteral' && node.quasis[0]?.value.cooked.startsWith('/'));

/** `app.get('/path', ...)` and the like, or `app.route({ url, ... })`. */
function registersRoute(call) {
  const { callee } = call;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  const name = callee.property.name;
  if (HTTP_VERBS.has(name)) return isRoutePath(call.arguments[0]);
  return (
    name === 'route' &&
    call.arguments[0]?.type === 'ObjectExpression' &&
    call.arguments[0].properties.some((property) => property.key?.name === 'url')
  );
}

const routesNamed = {
  meta: {
    type: 'problem',
    docs: { description: 'A module file that registers routes is named routes.ts or *-routes.ts.' },
    messages: {
      misnamed:
        'This file registers routes: name it routes.ts or <subject>-routes.ts, so the layer rules see it (decision 0290).',
    },
    schema: [],
  },
  create(context) {
    if (ROUTES_FILE.test(path.basename(context.filename))) return {};
    let reported = false;
    return {
      CallExpression(node) {
        if (reported || !registersRoute(node)) return;
        reported = true;
        context.report({ node, messageId: 'misnamed' });
      },
    };
  },
};

/** The relative value imports of a file (type-only imports reach nothing at run time). */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm;
const importsCache = new Map();
function valueImportsOf(file) {
  if (!importsCache.has(file)) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // An import of a file that does not exist is the type checker's to report.
    }
    const found = [...text.matchAll(VALUE_IMPORT)].map((match) => path.resolve(path.dirname(file), match[1]));
    importsCache.set(file, found);
  }
  return importsCache.get(file);
}

/** The first chain of imports from `file` to a repo that passes no service, or undefined. */
function pathToRepo(file, seen = new Set()) {
  for (const imported of valueImportsOf(file)) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    const name = path.basename(imported);
    if (REPO_FILE.test(name)) return [imported];
    if (SERVICE_FILE.test(name) || !imported.includes(`${path.sep}modules${path.sep}`)) continue;
    const rest = pathToRepo(imported, seen);
    if (rest) return [imported, ...rest];
  }
  return undefined;
}

const routesReachNoRepo = {
  meta: {
    type: 'problem',
    docs: { description: 'A routes file reaches no repo but through a service, whatever stands between.' },
    messages: {
      reachesRepo: 'Routes reach a repo only through a service (decisions 0189, 0290); this import leads to {{chain}}.',
    },
    schema: [],
  },
  create(context) {
    if (!ROUTES_FILE.test(path.basename(context.filename))) return {};
    // Every run reads the files afresh: an editor's server lints the same file many times.
    importsCache.clear();
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source?.value.startsWith('.')) return;
      const imported = path.resolve(path.dirname(context.filename), node.source.value);
      if (REPO_FILE.test(path.basename(imported))) return; // the boundary zone reports a direct import
      if (SERVICE_FILE.test(path.basename(imported))) return;
      const chain = pathToRepo(imported, new Set([context.filename, imported]));
      if (!chain) return;
      const root = path.dirname(context.filename);
      context.report({
        node,
        messageId: 'reachesRepo',
        data: { chain: [imported, ...chain].map((file) => path.relative(root, file)).join(' -> ') },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const noReExport = {
  meta: {
    type: 'problem',
    docs: { description: 'A module file exports only what it defines.' },
    messages: {
      reExport:
        'A module file exports only what it defines: import this where it is defined (decision 0290), or move it.',
    },
    schema: [],
  },
  create(context) {
    const imported = new Set();
    const isImported = (node) => node?.type === 'Identifier' && imported.has(node.name);
    return {
      ImportDeclaration(node) {
        for (const specifier of node.specifiers) imported.add(specifier.local.name);
      },
      ExportAllDeclaration(node) {
        context.report({ node, messageId: 'reExport' });
      },
      ExportNamedDeclaration(node) {
        if (node.source) return context.report({ node, messageId: 'reExport' });
        // `export { x }` of an imported x, and `export const y = x`.
        if (node.specifiers.some((specifier) => isImported(specifier.local))) {
          return context.report({ node, messageId: 'reExport' });
        }
        const declarations = node.declaration?.type === 'VariableDeclaration' ? node.declaration.declarations : [];
        if (declarations.some((declarator) => isImported(declarator.init))) {
          context.report({ node, messageId: 'reExport' });
        }
      },
    };
  },
};

export const houseRules = {
  meta: { name: 'house' },
  rules: { 'routes-named': routesNamed, 'routes-reach-no-repo': routesReachNoRepo, 'no-re-export': noReExport },
};
