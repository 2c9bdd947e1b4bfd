// `npm test`: lint and type check, unit and integration tests on PGlite (and again on PostgreSQL when
// DATABASE_URL is set), then the end-to-end specs in headless Chromium. Ends with each step's time and one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const failures = [];
const durations = [];
let passed = 0;
let failed = 0;

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

for (const file of ['unit-pglite.json', 'unit-postgres.json', 'e2e.json'])
  fs.rmSync(path.join(results, file), { force: true });

step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npm', ['run', 'typecheck']);

const vitestArgs = (output) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
step('unit and integration tests (PGlite)', bin('vitest'), vitestArgs('test-results/unit-pglite.json'), {
  DATABASE_URL: '',
});
countVitest(path.join(results, 'unit-pglite.json'));
if (process.env.DATABASE_URL) {
  step('integration tests (PostgreSQL server)', bin('vitest'), [
    ...vitestArgs('test-results/unit-postgres.json'),
    '--project',
    'server',
    '--project',
    'server-mocking',
  ]);
  countVitest(path.join(results, 'unit-postgres.json'));
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  if (step('build the web app', 'npm', ['run', 'build'])) {
    step('end-to-end tests (Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
    countPlaywright(path.join(results, 'e2e.json'));
  }
} else if (process.env.CI === 'true') {
  console.error(`\n!!! Chromium not found at ${chromium}: end-to-end tests cannot run, and CI requires them.`);
  failures.push('end-to-end tests (no Chromium)');
} else {
  console.warn(`\n!!! SKIPPED the end-to-end tests: no Chromium at ${chromium}.`);
  console.warn('!!! Install it (apt-get install chromium) or set CHROMIUM_PATH to run them.\n');
}

console.log(`\n${durations.join('\n')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
