import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The server's throw-away data folder: made once by the runner (its workers load this file again and inherit the
 * variable) and removed when the runner exits, after the server has stopped.
 */
function throwAwayDataDir(): string {
  const made = process.env.MARKET_E2E_DATA_DIR;
  if (made) return made;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
  process.env.MARKET_E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}
const dataDir = throwAwayDataDir();

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // The real server on the built web app, with an embedded database of its own that is thrown away afterwards.
  webServer: {
    command: 'node ../node_modules/.bin/tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The account specs read emailed codes from the dev outbox (GET /api/dev/outbox); never on in production.
      DEV_OUTBOX: 'on',
      // The specs log in as the demo users and open demo listings; refused in production.
      DEMO_DATA: 'on',
      // Whom a refused seller is told to contact (and the invoice's exporter details).
      EXPORTER_EMAIL: 'sales@rhgroup.example',
      EXPORTER_PHONE: '+82 32 000 0000',
      // Each spec's own buyer registers from an address of its own (e2e/fixtures.ts), named by the runner on loopback.
      TRUST_PROXY: 'loopback',
      // A loaded test machine must not have its requests refused as overload.
      LOAD_SHEDDING: 'off',
    },
  },
});
