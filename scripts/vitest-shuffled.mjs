// `vitest run` with its tests in a shuffled order that is new on every run: an order-dependent
// test fails on some run instead of hiding behind one frozen order. The seed is printed before and,
// on failure, after the run; `TEST_SEED=<seed>` replays exactly that order.
// Usage: node scripts/vitest-shuffled.mjs [vitest arguments]
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const given = process.env.TEST_SEED;
if (given !== undefined && !/^\d{1,10}$/.test(given)) {
  console.error(`TEST_SEED must be a whole number (the seed a previous run printed), not "${given}".`);
  process.exit(2);
}
const seed = given ?? String(randomInt(1, 2 ** 31 - 1));
const label = [process.env.TEST_LOCAL_TIME && `TEST_LOCAL_TIME=${process.env.TEST_LOCAL_TIME}`, process.env.TZ && `TZ=${process.env.TZ}`]
  .filter(Boolean)
  .join(' ');
const replay = `TEST_SEED=${seed}${label ? ` ${label}` : ''}`;
console.log(`[tests] shuffled with seed ${seed}${given ? ' (from TEST_SEED)' : ''}; replay this order with ${replay}`);

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const child = spawn(process.execPath, [vitest, 'run', '--sequence.shuffle.tests', `--sequence.seed=${seed}`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (code !== 0) console.error(`\n[tests] failed with seed ${seed}: replay this order with ${replay}`);
  process.exit(code ?? (signal ? 1 : 0));
});
