// Load runs against one server with wrk (Debian's package; written in C, so the load generator
// takes far less of the machine than a Node one would): a warm-up run (discarded, lets V8
// optimise the hot path and fills the keep-alive sockets), then measured runs, whose figures
// `summarise` adds up per side.
import { execFile, execFileSync } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';

export const WRK_PATH = process.env.WRK_PATH || '/usr/bin/wrk';

export function assertWrk() {
  if (!fs.existsSync(WRK_PATH)) throw new Error(`wrk is not installed at ${WRK_PATH}: apt-get install -y wrk (or set WRK_PATH)`);
}

/**
 * One measured run: `warmup` seconds of load first (discarded), then `duration` seconds whose
 * figures are answered raw, for `summarise` to add up with the side's other runs. `cpu`
 * (optional) snapshots CPU times in ms ({ server, machine, bench }, see processes.mjs): CPU per
 * request stays meaningful when the client or other work on the machine limits req/s, and the
 * machine's other CPU use says how far to trust the req/s.
 * @param {{ url: string; headers?: Record<string, string>; connections: number; duration: number; warmup: number;
 *   cpu?: () => { server: number; machine: number; bench: number } | null }} options
 */
export async function loadOnce({ url, headers = {}, connections, duration, warmup, cpu = () => null }) {
  if (warmup > 0) await wrk({ url, headers, connections, duration: warmup });
  const before = cpu();
  const r = await wrk({ url, headers, connections, duration });
  const after = cpu();
  const used = (key) => (before?.[key] == null || after?.[key] == null ? null : after[key] - before[key]);
  const server = used('server');
  const machine = used('machine');
  const bench = used('bench');
  return { ...r, seconds: duration, serverMs: server, othersMs: machine === null || server === null || bench === null ? null : machine - server - bench };
}

/**
 * The order of a pair's measured slices, `perSide` each: A B, B A, A B, ... so that a machine
 * speeding up or slowing down during the pair's runs weighs on both sides alike (seen here: the
 * same build answered 28,000 to 50,000 req/s within a quarter of an hour, and one 10 s run after
 * the other put that drift into the ratio). `first` is who opens.
 * @template T
 * @param {number} perSide
 * @param {[T, T]} first
 * @returns {T[]}
 */
export function interleaved(perSide, [a, b]) {
  return Array.from({ length: perSide }, (_, k) => (k % 2 === 0 ? [a, b] : [b, a])).flat();
}

/**
 * One side's figures over its slices: req/s over all its measured seconds, CPU per request over
 * all its requests, the median of the slices' p50 and the worst p99, every failure counted.
 * @param {{ totalRequests: number; seconds: number; serverMs: number | null; othersMs: number | null; p50Ms: number | null;
 *   p99Ms: number | null; non2xx3xx: number; socketErrors: number; timeouts: number }[]} runs
 */
export function summarise(runs) {
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const all = (pick) => (runs.every((run) => pick(run) !== null) ? sum(pick) : null);
  const seconds = sum((r) => r.seconds);
  const totalRequests = sum((r) => r.totalRequests);
  const serverMs = all((r) => r.serverMs);
  const othersMs = all((r) => r.othersMs);
  const p50s = runs
    .map((r) => r.p50Ms)
    .filter((v) => v !== null)
    .sort((x, y) => x - y);
  const p99s = runs.map((r) => r.p99Ms).filter((v) => v !== null);
  return {
    requestsPerSec: seconds > 0 ? totalRequests / seconds : 0,
    serverCpuUsPerRequest: serverMs === null || totalRequests === 0 ? null : (serverMs * 1000) / totalRequests,
    // Percent of one core used by everything else on the machine (wrk included) during the runs.
    otherCpuPercent: othersMs === null || seconds === 0 ? null : Math.max(0, (othersMs / (seconds * 1000)) * 100),
    p50Ms: p50s.length > 0 ? p50s[Math.floor((p50s.length - 1) / 2)] : null,
    p99Ms: p99s.length > 0 ? Math.max(...p99s) : null,
    totalRequests,
    // wrk counts answers outside 2xx/3xx; the bench checks the exact status before loading.
    unexpectedStatus: sum((r) => r.non2xx3xx),
    errors: sum((r) => r.socketErrors),
    timeouts: sum((r) => r.timeouts),
    slices: runs.length,
  };
}

function wrk({ url, headers, connections, duration }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '5s'];
  const pinned = pinnedCores();
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = pinned ? ['taskset', ['-c', String(pinned.loadGenerator), WRK_PATH, ...args]] : [WRK_PATH, args];
    execFile(command, commandArgs, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${stderr || error.message}`));
      resolve(parseWrk(stdout));
    });
  });
}

/** The figures of wrk's text report (wrk 4.x). */
export function parseWrk(text) {
  const number = (pattern) => {
    const match = pattern.exec(text);
    return match ? Number(match[1]) : 0;
  };
  const latencyMs = (percentile) => {
    const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(text);
    if (!match) return null;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSec: number(/Requests\/sec:\s+([\d.]+)/),
    totalRequests: number(/(\d+) requests in /),
    p50Ms: latencyMs(50),
    p99Ms: latencyMs(99),
    non2xx3xx: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}

/**
 * On a machine with two cores or more, the servers run on core 0 and wrk on core 1 (taskset):
 * left to the scheduler, wrk and the server under test sometimes shared a core for a whole run,
 * and one server's figures came out a third lower than in the next run.
 */
export function pinnedCores() {
  if (os.availableParallelism() < 2 || !fs.existsSync('/usr/bin/taskset')) return null;
  return { servers: 0, loadGenerator: 1 };
}

/** Pins every thread of a server process to the servers' core. */
export function pinServer(pid) {
  const pinned = pinnedCores();
  if (pinned) execFileSync('taskset', ['-apc', String(pinned.servers), String(pid)], { stdio: 'ignore' });
}
