// One load run against one server with autocannon: a warm-up run (discarded, lets V8 optimise
// the hot path and fills the keep-alive sockets), then the measured run.
import autocannon from 'autocannon';

// cpu (optional) snapshots CPU times in ms ({ server, machine, bench }, see processes.mjs).
// CPU per request stays meaningful when the client or other work on the machine limits req/s,
// and the machine's other CPU use says how far to trust the req/s.
export async function runCase({ url, headers = {}, expectStatus, connections, duration, warmup, cpu = () => null }) {
  if (warmup > 0) await fire({ url, headers, connections, duration: warmup });
  const before = cpu();
  const r = await fire({ url, headers, connections, duration });
  const after = cpu();
  const total = Object.values(r.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  const used = (key) => (before?.[key] == null || after?.[key] == null ? null : after[key] - before[key]);
  const server = used('server');
  const others = used('machine') === null || server === null ? null : used('machine') - server - used('bench');
  return {
    requestsPerSec: r.requests.average,
    serverCpuUsPerRequest: server === null || total === 0 ? null : (server * 1000) / total,
    // Percent of one core used by everything else on the machine during the run.
    otherCpuPercent: others === null ? null : Math.max(0, (others / (duration * 1000)) * 100),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    totalRequests: total,
    unexpectedStatus: total - (r.statusCodeStats[expectStatus]?.count ?? 0),
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

function fire({ url, headers, connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
