import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress-plugin.ts';

/** One id per build: the app compares it with the server's to offer a refresh after a new release. */
const appVersion = process.env.APP_VERSION ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

function versionFile(): Plugin {
  return {
    name: 'version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: appVersion }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['../../test-setup/fail-on-console.ts', './src/testing/setup.ts'],
    // Typing with user-event in jsdom takes seconds on a busy 2-core machine; 5 s timed out in CI under load.
    testTimeout: 20_000,
  },
});
