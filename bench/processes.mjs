// Child processes for the bench: the built app and the baseline, each on its own event loop.
// Every child and temp dir is registered so that any exit (normal, error, Ctrl-C) cleans up.
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const children = new Set();
const tempDirs = new Set();

export function installCleanup() {
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench`);
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node dist/server/main.js` on a free port with a fresh PGlite data dir. `env` adds
 * variables on top (the analytics case points DATABASE_URL at its own PostgreSQL database);
 * `fromSource` runs src/server/main.ts through tsx instead of the build.
 */
export async function startApp(appRoot, { env: extraEnv = {}, fromSource = false } = {}) {
  const root = path.resolve(appRoot);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  tempDirs.add(dataDir);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    SEED_SAMPLE_SERVICES: 'true', // a realistic /api/services body, not []
  };
  // Whatever the caller's shell has must not point the bench at a real database or proxy set-up.
  for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY']) delete env[key];
  Object.assign(env, extraEnv);
  const entry = fromSource ? ['--import', 'tsx', path.join(root, 'src/server/main.ts')] : [path.join(root, 'dist/server/main.js')];
  const child = spawn(process.execPath, entry, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = track(child, 'app');
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/healthz`, output);
  return {
    url,
    child,
    output,
    dataDir,
    async stop() {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
      tempDirs.delete(dataDir);
    },
  };
}

/** Forks the baseline server with the recorded routes; resolves once it listens. */
export function startBaseline(routes) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-server.mjs');
  const child = fork(script, [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const output = track(child, 'baseline');
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline exited (${code}) before listening:\n${output.text()}`)));
    child.once('message', (/** @type {any} */ { port }) => resolve({ url: `http://127.0.0.1:${port}`, child, output, stop: () => stop(child) }));
    child.send({ routes });
  });
}

/** A process's resident memory in MB, from /proc (0 where there is none). */
export function rssMb(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Idle: started, healthy, nothing asked of it for this long (its own timers still run). */
const IDLE_SECONDS = 15;

/** The app's RSS once it has sat idle for IDLE_SECONDS after start-up (the largest of the last 5 s). */
export async function idleRss(app) {
  const samples = [];
  for (let second = 0; second < IDLE_SECONDS; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push(rssMb(app.child.pid));
  }
  return Math.max(...samples.slice(-5));
}

/** Throws if a child died mid-run (a dead server would otherwise show up as a silent 0 req/s). */
export function assertAlive(...servers) {
  for (const s of servers) {
    if (s.child.exitCode !== null || s.child.signalCode !== null) throw new Error(`server ${s.url} died:\n${s.output.text()}`);
  }
}

/**
 * CPU times in ms: the server child's, the whole machine's busy time and this process's
 * (the load generator). From /proc, so null where there is none (only Linux has it).
 */
export function cpuSnapshot(child) {
  try {
    // Fields after the ")" that ends the command name: utime is the 12th, stime the 13th, in ticks.
    const fields = afterCommandName(fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8'));
    const server = ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
    // First line of /proc/stat: cpu user nice system idle iowait irq softirq steal ...
    const all = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const busy = all.slice(0, 8).reduce((a, b) => a + b, 0) - (all[3] ?? 0) - (all[4] ?? 0);
    const own = process.cpuUsage();
    // cutime + cstime: the load generator's runs (wrk), counted once each has exited.
    const self = afterCommandName(fs.readFileSync('/proc/self/stat', 'utf8'));
    const loadGenerator = ((Number(self[13]) + Number(self[14])) * 1000) / clockTicks();
    return { server, machine: (busy * 1000) / clockTicks(), bench: (own.user + own.system) / 1000 + loadGenerator };
  } catch {
    return null;
  }
}

let ticks;
function clockTicks() {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

function track(child, name) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  // Kept, not printed: shown only if the child fails, so the table stays readable.
  let buf = '';
  const keep = (chunk) => {
    buf = (buf + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { text: () => `[${name}] ${buf.trim() || '(no output)'}` };
}

async function waitForHealth(child, url, output) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited (${child.exitCode}) during start-up:\n${output.text()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app not healthy within 60 s:\n${output.text()}`);
}

/** The fields of a /proc/<pid>/stat line after the ")" that ends the command name. */
function afterCommandName(statLine) {
  return (statLine.split(') ')[1] ?? '').split(' ');
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((/** @type {(value?: void) => void} */ resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
