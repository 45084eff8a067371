// Runs npm scripts side by side, as many at once as there are cores: `node scripts/run-parallel.mjs
// typecheck lint format:check`. Each script's output is printed whole when it ends (never
// interleaved); the exit code is the first failure's, after every script has finished.
// Plain Node ESM on purpose: it runs before anything is compiled.
import { spawn } from 'node:child_process';
import os from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} script @returns {Promise<number>} */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = status === 0 ? 'passed' : `FAILED (${signal ?? `exit ${status}`})`;
      process.stdout.write(`\n── npm run ${script}: ${verdict} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(status);
    });
  });
}

const queue = [...scripts];
/** @type {number[]} */
const failures = [];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), scripts.length) }, async () => {
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    const status = await run(script);
    if (status !== 0) failures.push(status);
  }
});
await Promise.all(lanes);
process.exit(failures[0] ?? 0);
