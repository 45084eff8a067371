// Fails when an installed package declares a Node.js engine range that leaves out a Node
// version this project supports (package.json "engines"). Production dependencies must run on
// every supported Node; development tools on the Node the tests run on at least, and on every
// supported version unless listed below with the reason.
//   node scripts/check-engines.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ours = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const supported = ours.engines?.node;
if (!supported) throw new Error('package.json must state the supported Node versions in "engines.node"');

/** The lowest version each alternative of the range admits (20.19.0, 22.13.0, 24.0.0): every one must be admitted by our dependencies. */
export function supportedMinimums(range) {
  const alternatives = new semver.Range(range).set.map((comparators) => comparators.map((c) => c.value).join(' '));
  return [...new Set(alternatives.map((alternative) => semver.minVersion(alternative)?.version).filter(Boolean))];
}

function productionPaths() {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return new Set(
    out
      .split('\n')
      .filter(Boolean)
      .map((p) => path.resolve(p)),
  );
}

function* installedPackages(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(full);
      continue;
    }
    if (fs.existsSync(path.join(full, 'package.json'))) yield full;
    yield* installedPackages(path.join(full, 'node_modules'));
  }
}

const minimums = supportedMinimums(supported);
const production = productionPaths();
const problems = [];
for (const dir of installedPackages(path.join(root, 'node_modules'))) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const range = manifest.engines?.node;
  if (!range || !production.has(path.resolve(dir))) continue;
  const left = minimums.filter((version) => !semver.satisfies(version, range, { includePrerelease: true }));
  if (left.length > 0) problems.push(`${manifest.name}@${manifest.version} declares node "${range}": leaves out ${left.join(', ')}`);
}

if (problems.length > 0) {
  console.error(`Production dependencies that do not run on every supported Node (${supported}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`engines: every production dependency admits Node ${minimums.join(', ')} (${supported})`);
