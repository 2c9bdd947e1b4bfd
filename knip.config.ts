import type { KnipConfig } from 'knip';

// Knip evaluates the web app's Vite config as the server render's build does, which reads the browser build's
// dist/version.json; a fixed version lets it load before any build (`npm run lint` runs first on a fresh checkout).
process.env.APP_VERSION ??= 'knip';

/** Dead files, exports and dependencies (`npm run lint`); entries beyond what knip's plugins find. */
const config: KnipConfig = {
  workspaces: {
    '.': { entry: ['scripts/*.mjs', 'lint/*.js'] },
    'apps/server': { entry: ['src/**/*-cli.ts'] },
    'apps/web': { entry: ['src/entry-server.tsx'] },
    bench: { entry: ['*.ts'] },
  },
  // System commands the tests and benchmarks run (poppler-utils, util-linux).
  ignoreBinaries: ['pdftotext', 'pdftoppm', 'taskset', 'runuser'],
};

export default config;
