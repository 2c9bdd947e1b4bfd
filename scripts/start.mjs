// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (which migrates, seeds an empty database and serves everything on http://localhost:3000).
// On the embedded database outside production it asks for the demo data unless DEMO_DATA says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The server render's bundle (docs/decisions/0090), built by the same `npm run build`.
const builtRender = path.join(root, 'apps/web/dist/ssr/entry-server.js');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src', 'packages/i18n'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = fs.existsSync(builtIndex) && fs.existsSync(builtRender) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log('Building the web app...');
  run('npm', ['run', 'build']);
}
const env = { ...process.env };
if (!env.DEMO_DATA && !env.DATABASE_URL && env.NODE_ENV !== 'production') env.DEMO_DATA = 'on';
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// The server shuts down gracefully on these; pass them on and exit as it does.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
