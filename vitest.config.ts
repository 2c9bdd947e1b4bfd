import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The server's test files that replace a module with `vi.mock`: they need a fresh module graph of their own. */
function serverFilesMocking(dir = 'apps/server/src'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFilesMocking(file);
    return entry.name.endsWith('.test.ts') && /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}
const mocking = serverFilesMocking();

/**
 * The server's files, on a database and data folder of their own each (test/database.ts, test/data-dir.ts). Those
 * that mock nothing share their worker's loaded modules (`isolate: false`): importing the app anew took each of the
 * 92 files 1 to 3 s (docs/decisions/0340). `npm test` runs both projects again on PostgreSQL.
 */
function serverProject(name: string, isolated: boolean): TestProjectInlineConfiguration {
  return {
    // The server's page tests render the web app from its sources (modules/pages/pages.test.ts).
    define: { __APP_VERSION__: JSON.stringify('test') },
    test: {
      name,
      include: isolated ? mocking : ['apps/server/src/**/*.test.ts'],
      exclude: isolated ? [] : mocking,
      isolate: isolated,
      environment: 'node',
      globalSetup: ['./apps/server/src/test/global-setup.ts'],
      setupFiles: ['./test-setup/fail-on-console.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Every run in its own order (the seed is printed; replay with --sequence.seed N): docs/decisions/0190.
    sequence: { shuffle: true },
    // One test file per core: Vitest's default (cores - 1) ran one file at a time on the 2-core CI machine, which
    // then spent most of the run starting files rather than testing. Server files running together keep their
    // databases and data folders apart (test/data-dir.ts): docs/decisions/0340.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // Plants a bad import in each zone of lint/boundaries.js and lints it (docs/decisions/0130).
        test: { name: 'lint', include: ['lint/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test-setup/fail-on-console.ts'],
        },
      },
      serverProject('server', false),
      serverProject('server-mocking', true),
      './apps/web/vite.config.ts',
    ],
  },
});
