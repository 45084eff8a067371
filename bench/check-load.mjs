// What the checks case (bench/checks.mjs) and the scale case (bench/scale.mjs) share: a local HTTP
// target for the checks in a process of its own, CPU time read from /proc, and the app's metrics.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The token the bench's instances are started with, so that it may read their /metrics. */
export const METRICS_TOKEN = 'checks-bench-metrics-token-0123456789abcdef';

const ticks = () => Number(process.env.CLK_TCK ?? 100);

/** CPU seconds (user + system) used so far by one process, from /proc; null once it has ended. */
export function cpuOfPid(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticks();
  } catch {
    return null;
  }
}

/** CPU seconds used so far by the processes whose command name is `name` (all of them), from /proc. */
export function cpuOfCommand(name) {
  let total = 0;
  for (const seconds of cpuByPidOfCommand(name).values()) total += seconds;
  return total;
}

/** CPU seconds used so far by each process whose command name is `name`, by pid, from /proc. */
export function cpuByPidOfCommand(name) {
  const byPid = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== name) continue;
      const fields = stat.slice(close + 2).split(' ');
      byPid.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticks());
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/** An instance's /metrics text (null when it does not answer). */
export async function metricsText(url) {
  try {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(30_000) });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/**
 * The values of every series of metric `name` in an exposition text, labelled or not (a metric
 * split by service or by instance has several).
 */
export function metricValues(text, name) {
  const values = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    const value = Number(rest.slice(rest.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) values.push(value);
  }
  return values;
}

/** One metric of an instance: the largest of its series (null when the instance or the metric is missing). */
export async function metric(url, name) {
  const text = await metricsText(url);
  const values = text === null ? [] : metricValues(text, name);
  return values.length > 0 ? Math.max(...values) : null;
}

/** An HTTP target in a process of its own, so its CPU is neither the app's nor the bench's. */
export function startTarget() {
  const source = `const http = require('node:http');
    const server = http.createServer((_q, r) => r.end('ok'));
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-target-')), 'target.cjs');
  fs.writeFileSync(file, source);
  const child = fork(file, [], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  return new Promise((resolve) =>
    child.once('message', (port) =>
      resolve({
        port,
        pid: child.pid,
        stop: () => {
          child.kill();
          fs.rmSync(path.dirname(file), { recursive: true, force: true });
        },
      }),
    ),
  );
}
