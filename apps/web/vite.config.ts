import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { assetHistory } from './build/asset-history.ts';
import { buyerChunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress-plugin.ts';

/**
 * One id per build: the app compares it with the server's to offer a refresh after a new release. The server
 * render's build (run after the browser's) takes the browser build's, so both render the same.
 */
function buildVersion(ssrBuild: boolean): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  if (ssrBuild) return (JSON.parse(fs.readFileSync('dist/version.json', 'utf8')) as { version: string }).version;
  return new Date().toISOString().replace(/\D/g, '').slice(0, 14);
}

function versionFile(appVersion: string): Plugin {
  return {
    name: 'version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: appVersion }) });
    },
  };
}

/** Only the browser build: the server render's bundle (dist/ssr) is neither served nor versioned. */
function clientBuildOnly(plugin: Plugin): Plugin {
  return { ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild };
}

export default defineConfig(({ isSsrBuild = false }) => {
  const appVersion = buildVersion(isSsrBuild);
  return {
    plugins: [
      react(),
      clientBuildOnly(versionFile(appVersion)),
      clientBuildOnly(assetHistory(appVersion)),
      clientBuildOnly(precompress()),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(appVersion),
      // The server render takes its libraries into its bundle in their production builds, as the browser's: a
      // server run without NODE_ENV=production would otherwise render with React's and MUI's development code,
      // several times slower, and MUI's labelled class names, which the browser's styles do not match.
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    ssr: { noExternal: isSsrBuild ? true : undefined },
    build: {
      outDir: 'dist',
      // The browser build keeps the assets of the builds before it (build/asset-history.ts prunes the older ones);
      // the server render's bundle (dist/ssr) is only ever the new one.
      emptyOutDir: isSsrBuild,
      sourcemap: true,
      copyPublicDir: !isSsrBuild,
      // Preload links for the page's first script's own imports only (the boot chunk and the bundler's runtime), so
      // the page fetches them with the entry rather than one round trip after it. None for a chunk's imports: the app
      // starts after the page has loaded (decision 0155), and adding some fifty <link rel="modulepreload"> to the head
      // of a large page took a long task of its own (decision 0156).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
      },
      // The domain's zod schemas are built by top-level calls, which the bundler would otherwise keep (and run at
      // start) in every page that uses one function of their module.
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['z'] },
        // A buyer's page loads a handful of scripts rather than some seventy (docs/decisions/0194).
        output: isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: buyerChunkGroups({
                  entry: 'src/main.tsx',
                  app: 'src/start.tsx',
                  screens: {
                    home: 'src/features/home/home-page.tsx',
                    list: 'src/features/search/list-pages.tsx',
                    'car-detail': 'src/app/car-detail-route.tsx',
                  },
                  mui: 'src/lib/mui-scope.tsx',
                }),
              },
            },
      },
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['../../test-setup/fail-on-console.ts', './src/testing/setup.ts'],
      // A test's first render compiles the lazy screen it opens: 5.4 s for the login page on a shared 2-core machine
      // at a load average of 15, with user-event typing without delay (decision 0181). Typing no longer needs it.
      testTimeout: 20_000,
    },
  };
});
