// Runs commands as many at once as the machine has cores, in the order given (put the longest first). Each command's
// output is printed whole when it ends, so two never interleave. Resolves to whether every command succeeded.
import { spawn } from 'node:child_process';
import os from 'node:os';

function run({ name, command, args }, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

/** @param {{ name: string, command: string, args: string[] }[]} commands */
export async function runParallel(commands, cwd) {
  const queue = [...commands];
  const lanes = Math.max(1, Math.min(os.availableParallelism(), queue.length));
  let allPassed = true;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) if (!(await run(next, cwd))) allPassed = false;
    }),
  );
  return allPassed;
}
