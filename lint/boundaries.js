/**
 * The import boundaries of the repository as `import-x/no-restricted-paths` zones (docs/decisions/0130). Paths are
 * relative to the repository root; the rule resolves every import to its file first, so a relative path, an alias
 * and a package name that lead to the same file are judged alike.
 */

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** What one server module may import of another: what it does (service.ts) and its request shapes (schemas.ts). */
export const MODULE_SURFACE = ['service.ts', 'schemas.ts'];

/**
 * `layers`: the zones every file keeps, tests included. `modules`: a server module reaches another only through its
 * surface, and a web feature reaches no other feature; tests are exempt from these, since they set up data across
 * modules.
 */
export function boundaryZones({ features, modules }) {
  const layers = [
    {
      target: ['apps/web', 'packages', 'e2e'],
      from: 'apps/server',
      message: 'Only the server imports server files; share code through packages/domain.',
    },
    {
      target: ['apps/server', 'packages'],
      from: 'apps/web',
      message: 'Only the web app imports web files; share code through packages/domain.',
    },
    {
      target: 'packages/domain',
      from: ['packages/i18n', 'apps'],
      message: 'packages/domain imports nothing of ours.',
    },
    // The web app: app/ composes features; features use components/ and lib/; those know no feature.
    {
      target: [`${WEB}/components`, `${WEB}/lib`],
      from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/testing`],
      message: 'Shared code imports no feature, app or test code.',
    },
    { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature does not import the app shell.' },
    // Inside a module: routes -> service -> repo, never back up and never skipping the service. The names hold by
    // meaning (lint/house-rules.js, decision 0290): SQL only in a *repo.ts, routes only in a *routes.ts.
    {
      target: `${SERVER}/modules/*/**/*repo.ts`,
      from: [`${SERVER}/modules/*/**/*service.ts`, `${SERVER}/modules/*/**/*routes.ts`],
      message: 'A repo runs SQL for its service; it imports no service or routes.',
    },
    {
      target: `${SERVER}/modules/*/**/*service.ts`,
      from: `${SERVER}/modules/*/**/*routes.ts`,
      message: 'A service imports no routes.',
    },
    {
      target: `${SERVER}/modules/*/**/*routes.ts`,
      from: `${SERVER}/modules/*/**/*repo.ts`,
      message: 'Routes call their service; only a service uses a repo (decision 0189).',
    },
  ];
  const moduleZones = [
    // The server's floors, bottom up: db/, platform/, modules/, seed/. platform/ and db/ know no module (the schedule
    // of jobs composes modules, as app.ts does); the seed, on top, is imported by main.ts, the CLIs and tests alone.
    { target: `${SERVER}/db`, from: `${SERVER}/platform`, message: 'db/ is below platform/: it imports none of it.' },
    {
      target: [`${SERVER}/platform`, `${SERVER}/db`],
      from: `${SERVER}/modules`,
      message: 'platform/ and db/ know no module; app.ts composes them.',
    },
    {
      target: [
        `${SERVER}/db`,
        `${SERVER}/platform`,
        `${SERVER}/modules`,
        `${SERVER}/openapi`,
        `${SERVER}/app.ts`,
        `${SERVER}/config.ts`,
        `${SERVER}/scheduled-jobs.ts`,
      ],
      from: `${SERVER}/seed`,
      message: 'The seed is the top floor: only main.ts, the CLIs and tests import it.',
    },
    ...modules.map((module) => ({
      target: `${SERVER}/modules/${module}`,
      from: modules.filter((other) => other !== module).map((other) => `${SERVER}/modules/${other}`),
      except: MODULE_SURFACE.map((file) => `./${file}`),
      message: `Modules meet only through their ${MODULE_SURFACE.join(' and ')}.`,
    })),
    ...features.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `${WEB}/features/${other}`),
      message: 'A feature does not import another feature: compose them in app/, share through components/ or lib/.',
    })),
  ];
  return { layers, modules: moduleZones };
}
