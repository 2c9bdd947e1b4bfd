// `npm run typecheck`: the typecheck script of every workspace that has one, as many at once as the machine has cores
// (the workspaces do not read each other's output; one after another they took 83 s on the 2-core CI machine).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runParallel } from './run-parallel.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

/** Source files under a workspace: the larger programs start first, so the last to start are the short ones. */
function sourceCount(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) count += sourceCount(path.join(dir, entry.name));
    else if (/\.tsx?$/.test(entry.name)) count += 1;
  }
  return count;
}

const workspaces = manifest('.')
  .workspaces.filter((workspace) => manifest(workspace).scripts?.typecheck)
  .map((workspace) => ({ workspace, size: sourceCount(path.join(root, workspace)) }))
  .sort((a, b) => b.size - a.size);
const passed = await runParallel(
  workspaces.map(({ workspace }) => ({
    name: `typecheck ${workspace}`,
    command: 'npm',
    args: ['run', '--silent', 'typecheck', '-w', workspace],
  })),
  root,
);
process.exit(passed ? 0 : 1);
