import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROBE = '__lint-probe';

/**
 * One deliberate bad import in each zone of lint/boundaries.js, written to a file inside the tree (the rules judge a
 * file by where it stands) and linted with the project's own configuration; and one allowed import that must pass.
 */
type Planted = { file: string; source: string };
type Case = Planted & { zone: string; rule: string | null; beside?: Planted[] };
const bad = (
  zone: string,
  file: string,
  source: string,
  rule = 'import-x/no-restricted-paths',
  beside: Planted[] = [],
): Case => ({ zone, file, source, rule, beside });
const USERS = 'apps/server/src/modules/users';
/** A helper of no layer's name that runs its module's SQL through the repo. */
const helperUsingRepo = {
  file: `${USERS}/${PROBE}-helper.ts`,
  source: "import { createUsersRepo } from './repo.ts';\nexport const probe = createUsersRepo;",
};
const CASES: Case[] = [
  bad(
    'the web app imports a server file',
    `apps/web/src/lib/${PROBE}.ts`,
    "export { loadConfig } from '../../../server/src/config.ts';",
  ),
  bad(
    'the domain imports a server file',
    `packages/domain/src/${PROBE}.ts`,
    "export { loadConfig } from '../../../apps/server/src/config.ts';",
  ),
  bad('the domain imports i18n by path', `packages/domain/src/${PROBE}.ts`, "export * from '../../i18n/src/index.ts';"),
  bad(
    'the server imports a web file',
    `apps/server/src/${PROBE}.ts`,
    "export { initI18n } from '../../web/src/lib/i18n/i18n.ts';",
  ),
  bad(
    'shared web code imports a feature',
    `apps/web/src/lib/${PROBE}.ts`,
    "export { SearchPage } from '../features/search/search-page.tsx';",
  ),
  bad(
    'a feature imports the app shell',
    `apps/web/src/features/search/${PROBE}.ts`,
    "export { routes } from '../../app/router.tsx';",
  ),
  bad(
    'a feature imports another feature',
    `apps/web/src/features/search/${PROBE}.ts`,
    "export { useDetail } from '../detail/use-detail.ts';",
  ),
  bad(
    'platform/ imports a module',
    `apps/server/src/platform/${PROBE}.ts`,
    "export { UsersService } from '../modules/users/service.ts';",
  ),
  bad(
    'db/ imports platform/',
    `apps/server/src/db/${PROBE}.ts`,
    "export { hashPassword } from '../platform/passwords.ts';",
  ),
  bad('db/ imports the seed', `apps/server/src/db/${PROBE}.ts`, "export { seedSteps } from '../seed/steps.ts';"),
  bad(
    'a module imports the seed',
    `apps/server/src/modules/users/${PROBE}.ts`,
    "export { DEMO_PASSWORD } from '../../seed/users-demo.ts';",
  ),
  bad('platform/ imports the seed', `apps/server/src/platform/${PROBE}.ts`, "export * from '../seed/steps.ts';"),
  bad(
    'a module imports another module’s repo',
    `apps/server/src/modules/search/${PROBE}.ts`,
    "export { UsersRepo } from '../users/repo.ts';",
  ),
  bad(
    'a repo imports its service',
    `apps/server/src/modules/users/${PROBE}-repo.ts`,
    "export { UsersService } from './service.ts';",
  ),
  bad(
    'a service imports routes',
    `apps/server/src/modules/users/${PROBE}/service.ts`,
    "export { usersRoutes } from '../routes.ts';",
  ),
  bad(
    'routes import their repo',
    `apps/server/src/modules/users/${PROBE}-routes.ts`,
    "export { createUsersRepo } from './repo.ts';",
  ),
  bad(
    'routes import a repo of their module by another name',
    `apps/server/src/modules/users/${PROBE}/routes.ts`,
    "export { createVerificationRepo } from '../verification-repo.ts';",
  ),
  bad(
    'a module file outside a repo runs SQL',
    `apps/server/src/modules/search/${PROBE}.ts`,
    "export { sql } from 'drizzle-orm';",
    'no-restricted-imports',
  ),
  bad(
    'a module file outside a repo uses the schema’s tables',
    `apps/server/src/modules/search/${PROBE}.ts`,
    "export { items } from '../../db/schema/index.ts';",
    'no-restricted-imports',
  ),
  // The layers by meaning (lint/house-rules.js, decision 0290).
  bad(
    'a file registers routes under another name than routes',
    `${USERS}/${PROBE}.ts`,
    "import type { FastifyPluginAsync } from 'fastify';\n" +
      "export const probe: FastifyPluginAsync = async (app) => { app.get('/probe', async () => 'ok'); };",
    'house/routes-named',
  ),
  bad(
    'a file registers a route by app.route under another name than routes',
    `${USERS}/${PROBE}-admission.ts`,
    "import type { FastifyPluginAsync } from 'fastify';\n" +
      "export const probe: FastifyPluginAsync = async (app) => { app.route({ method: 'GET', url: '/probe', handler: async () => 'ok' }); };",
    'house/routes-named',
  ),
  bad(
    'routes reach a repo through a helper that is no service',
    `${USERS}/${PROBE}-routes.ts`,
    `export { probe } from './${PROBE}-helper.ts';`,
    'house/routes-reach-no-repo',
    [helperUsingRepo],
  ),
  bad(
    'a service re-exports its repo’s functions',
    `${USERS}/${PROBE}/service.ts`,
    "export { createUsersRepo } from '../repo.ts';",
    'house/no-re-export',
  ),
  bad(
    'a module file re-exports all of another file',
    `${USERS}/${PROBE}.ts`,
    "export * from './repo.ts';",
    'house/no-re-export',
  ),
  bad(
    'a module file exports what it imports',
    `${USERS}/${PROBE}.ts`,
    "import { createUsersRepo } from './repo.ts';\nexport { createUsersRepo };",
    'house/no-re-export',
  ),
  bad(
    'a module file exports an imported function under a new name',
    `${USERS}/${PROBE}.ts`,
    "import { createUsersService } from './service.ts';\nexport const probe = createUsersService;",
    'house/no-re-export',
  ),
  {
    zone: 'allowed: routes reach the repo through their service',
    file: `${USERS}/${PROBE}-routes.ts`,
    source:
      "import type { FastifyPluginAsync } from 'fastify';\nimport { createUsersService } from './service.ts';\n" +
      "export const probe: FastifyPluginAsync = async (app) => { app.get('/probe', async () => typeof createUsersService); };",
    rule: null,
  },
  {
    zone: 'allowed: the seed uses db/, platform/ and a module',
    file: `apps/server/src/seed/${PROBE}.ts`,
    source: [
      "export { rowsOf } from '../db/transaction.ts';",
      "export { hashPassword } from '../platform/passwords.ts';",
      "export { claimAttachedFile } from '../modules/users/service.ts';",
    ].join('\n'),
    rule: null,
  },
  {
    zone: 'allowed: a module uses another module’s service',
    file: `apps/server/src/modules/search/${PROBE}.ts`,
    source: "import { claimAttachedFile } from '../users/service.ts';\nexport const probe = () => claimAttachedFile;",
    rule: null,
  },
];

const written = new Set<string>();
function write(file: string, source: string) {
  const absolute = path.join(ROOT, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, `${source}\n`);
  written.add(absolute);
  return absolute;
}
function removeAll() {
  for (const file of written) rmSync(file, { force: true });
  rmSync(path.join(ROOT, `apps/server/src/modules/users/${PROBE}`), { recursive: true, force: true });
  written.clear();
}

async function ruleIds(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintFiles([path.join(ROOT, file)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the import boundaries of eslint.config.js', () => {
  beforeAll(removeAll);
  afterAll(removeAll);

  for (const { zone, file, source, rule, beside = [] } of CASES) {
    it(rule ? `fails when ${zone}` : `passes when ${zone.replace('allowed: ', '')}`, async () => {
      for (const planted of beside) write(planted.file, planted.source);
      write(file, source);
      try {
        const ids = await ruleIds(file);
        if (rule) expect(ids).toContain(rule);
        else expect(ids).toEqual([]);
      } finally {
        removeAll();
      }
    });
  }

  it('fails on an import cycle', async () => {
    write(`apps/server/src/platform/${PROBE}-a.ts`, `import { b } from './${PROBE}-b.ts';\nexport const a = () => b;`);
    write(`apps/server/src/platform/${PROBE}-b.ts`, `import { a } from './${PROBE}-a.ts';\nexport const b = () => a;`);
    try {
      expect(await ruleIds(`apps/server/src/platform/${PROBE}-a.ts`)).toContain('import-x/no-cycle');
    } finally {
      removeAll();
    }
  });
});
