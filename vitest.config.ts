import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
      {
        // The server's page tests render the web app from its sources (modules/pages/pages.test.ts).
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          setupFiles: ['./test-setup/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
