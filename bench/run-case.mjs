// One load run against one server with wrk (Debian's package; written in C, so the load
// generator takes far less of the machine than a Node one would): a warm-up run (discarded, lets
// V8 optimise the hot path and fills the keep-alive sockets), then the measured run.
import { execFile, execFileSync } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';

export const WRK_PATH = process.env.WRK_PATH || '/usr/bin/wrk';

export function assertWrk() {
  if (!fs.existsSync(WRK_PATH)) throw new Error(`wrk is not installed at ${WRK_PATH}: apt-get install -y wrk (or set WRK_PATH)`);
}

// cpu (optional) snapshots CPU times in ms ({ server, machine, bench }, see processes.mjs).
// CPU per request stays meaningful when the client or other work on the machine limits req/s,
// and the machine's other CPU use says how far to trust the req/s.
/**
 * @param {{ url: string; headers?: Record<string, string>; connections: number; duration: number; warmup: number;
 *   cpu?: () => { server: number; machine: number; bench: number } | null }} options
 */
export async function runCase({ url, headers = {}, connections, duration, warmup, cpu = () => null }) {
  if (warmup > 0) await wrk({ url, headers, connections, duration: warmup });
  const before = cpu();
  const r = await wrk({ url, headers, connections, duration });
  const after = cpu();
  const used = (key) => (before?.[key] == null || after?.[key] == null ? null : after[key] - before[key]);
  const server = used('server');
  const machine = used('machine');
  const bench = used('bench');
  const others = machine === null || server === null || bench === null ? null : machine - server - bench;
  return {
    requestsPerSec: r.requestsPerSec,
    serverCpuUsPerRequest: server === null || r.totalRequests === 0 ? null : (server * 1000) / r.totalRequests,
    // Percent of one core used by everything else on the machine (wrk included) during the run.
    otherCpuPercent: others === null ? null : Math.max(0, (others / (duration * 1000)) * 100),
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    totalRequests: r.totalRequests,
    // wrk counts answers outside 2xx/3xx; the bench checks the exact status before loading.
    unexpectedStatus: r.non2xx3xx,
    errors: r.socketErrors,
    timeouts: r.timeouts,
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
