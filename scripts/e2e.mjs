// End-to-end tests: `npm run test:e2e [-- playwright test args]`.
//   1. makes sure Debian's Chromium is installed, and nginx when TEST_DATABASE_URL is set (for
//      the reverse-proxy spec); installs what is missing when running as root,
//   2. builds the app (always, so the specs exercise the current code; with E2E_BUILD_NO_CHECK=1,
//      which npm test sets after its type check, without type-checking the server again),
//   3. runs the e2e specs with Playwright Test against that build and answers its exit code.
// Plain Node ESM on purpose: it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
const playwrightArgs = process.argv.slice(2);
const started = Date.now();

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const step = (message) => console.log(`\n[e2e] ${message}`);
const fail = (message, code = 1) => {
  console.error(`\n[e2e] ${message}`);
  process.exit(code);
};

// 1. Debian packages -------------------------------------------------------------------------
// The reverse-proxy spec needs PostgreSQL for its two instances and skips itself without
// TEST_DATABASE_URL, so nginx is only needed when that is set.
const packages = [
  { name: 'chromium', binary: chromiumPath, variable: 'CHROMIUM_PATH', why: "The end-to-end tests drive Debian's Chromium" },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'nginx', binary: nginxPath, variable: 'NGINX_PATH', why: "The reverse-proxy spec runs the app behind Debian's nginx" }]
    : []),
];
for (const pkg of packages.filter((p) => fs.existsSync(p.binary))) step(`${pkg.name}: ${pkg.binary}`);
if (!process.env.TEST_DATABASE_URL) step('TEST_DATABASE_URL is not set: the reverse-proxy spec (nginx, two instances on PostgreSQL) will be skipped');
const missing = packages.filter((p) => !fs.existsSync(p.binary));
if (missing.length > 0) {
  const names = missing.map((p) => p.name).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      `${missing.map((p) => `${p.name} is not installed at ${p.binary}. ${p.why}.`).join('\n')}\nInstall with:\n\n` +
        `    sudo apt-get install -y ${names}\n\n` +
        `then run \`npm run test:e2e\` again (or set ${missing.map((p) => p.variable).join(' / ')} to an existing binary).`,
    );
  }
  step(`Missing: ${missing.map((p) => p.binary).join(', ')}; installing Debian's packages (apt-get update && apt-get install -y ${names})`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...missing.map((p) => p.name)]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv });
    if (result.error) fail(`Could not run apt-get: ${result.error.message}. Install them yourself: apt-get install -y ${names}`);
    if (result.status !== 0) fail(`\`apt-get ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`, result.status || 1);
  }
  for (const pkg of missing) {
    if (!fs.existsSync(pkg.binary)) fail(`Installed Debian's ${pkg.name}, but there is still nothing at ${pkg.binary}. Is ${pkg.variable} right?`);
  }
}

// 2. Build -----------------------------------------------------------------------------------
// The specs run against a private copy of the build, so that anything else writing dist/
// while they run (`npm run build`, `npm start`, the watcher of `npm run dev`, a benchmark)
// cannot pull files from under them. The copy keeps dist/'s layout, sits beside a
// package.json that makes its .js files ES modules and a link to node_modules.
const dist = path.join(root, 'dist');
const snapshotRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-e2e-build-'));
const snapshotDist = path.join(snapshotRoot, 'dist');
const removeSnapshot = () => {
  if (!process.env.E2E_KEEP_BUILD) fs.rmSync(snapshotRoot, { recursive: true, force: true });
};
process.on('exit', removeSnapshot);

// npm test type-checks everything before it gets here (E2E_BUILD_NO_CHECK=1): the build only emits.
const buildArgs = process.env.E2E_BUILD_NO_CHECK === '1' ? ['--no-check'] : [];

for (let attempt = 1; ; attempt++) {
  step(`Building the app (${['node scripts/build.mjs', ...buildArgs].join(' ')})`);
  const buildStarted = Date.now();
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...buildArgs], { cwd: root, stdio: 'inherit' });
  if (build.error) fail(`Could not run the build: ${build.error.message}`);
  if (build.status !== 0) fail(`The build failed (exit ${build.status ?? build.signal}); no end-to-end tests were run.`, build.status || 1);
  step(`Built in ${seconds(buildStarted)}`);
  const problem = copyBuild();
  if (!problem) break;
  if (attempt >= 3) fail(`The build is incomplete: ${problem}.`);
  step(`${problem}; did something else rebuild dist/ at the same time? Building again.`);
}

/** Copies dist/ into the snapshot and answers what is missing from the copy, if anything. */
function copyBuild() {
  try {
    fs.rmSync(snapshotDist, { recursive: true, force: true });
    fs.cpSync(dist, snapshotDist, { recursive: true });
    fs.writeFileSync(path.join(snapshotRoot, 'package.json'), '{ "private": true, "type": "module" }\n');
    if (!fs.existsSync(path.join(snapshotRoot, 'node_modules'))) {
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(snapshotRoot, 'node_modules'), 'dir');
    }
  } catch (error) {
    return `copying dist/ failed (${error instanceof Error ? error.message : error})`;
  }
  const index = path.join(snapshotDist, 'client/index.html');
  if (!fs.existsSync(index)) return 'dist/client/index.html is missing';
  const required = [
    'server/main.js',
    'server/db/migrations/meta/_journal.json',
    // Every file index.html loads; the Atom feed it links to is a route, not a file.
    ...[...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/([^"]+)"/g)]
      .map((m) => m[1])
      .filter((file) => file !== 'status.atom')
      .map((file) => `client/${file}`),
  ];
  const missing = required.find((file) => !fs.existsSync(path.join(snapshotDist, file)));
  return missing ? `dist/${missing} is missing` : null;
}

// 3. Playwright Test ------------------------------------------------------------------------
step(`Running the end-to-end specs (playwright test${playwrightArgs.length > 0 ? ` ${playwrightArgs.join(' ')}` : ''})`);
const specsStarted = Date.now();
// Run by this Node (the project's), not by whichever `node` the bin script's #! line finds first.
const playwrightBin = path.join(root, 'node_modules/.bin/playwright');
const child = spawn(process.execPath, [playwrightBin, 'test', ...playwrightArgs], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_DIST_DIR: snapshotDist,
    // Absolute: specs hand it to @fastify/static, which refuses a relative root.
    E2E_CLIENT_DIR: process.env.E2E_CLIENT_DIR ? path.resolve(process.env.E2E_CLIENT_DIR) : path.join(snapshotDist, 'client'),
    CHROMIUM_PATH: chromiumPath,
    NGINX_PATH: nginxPath,
  },
});

// Pass a stop request on, so Playwright can close its browsers and servers, instead of orphaning them.
const forward = (signal) => () => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));

child.on('error', (error) => fail(`Could not start Playwright Test: ${error.message}`));
child.on('exit', (code, signal) => {
  const exitCode = code ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1);
  step(`End-to-end specs ${exitCode === 0 ? 'passed' : `failed (exit ${exitCode})`} in ${seconds(specsStarted)}; total ${seconds(started)}`);
  process.exit(exitCode);
});

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal];
}
