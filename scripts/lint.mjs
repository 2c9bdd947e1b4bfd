// `npm run lint`: ESLint, Prettier's check and knip, as many at once as the machine has cores (one after another they
// took 73 s on the 2-core CI machine; ESLint alone is about half of it, so it starts first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runParallel } from './run-parallel.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const passed = await runParallel(
  [
    { name: 'eslint', command: bin('eslint'), args: ['.'] },
    { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
    { name: 'knip', command: bin('knip'), args: ['--no-progress'] },
  ],
  root,
);
process.exit(passed ? 0 : 1);
