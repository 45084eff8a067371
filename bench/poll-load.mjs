// A steady load of polled answers, as open dashboards send them, for the scale case
// (bench/scale.mjs): open loop (a request leaves on time whether or not earlier ones were
// answered), spread over the instances in turn, on keep-alive connections, each route asked with
// the ETag of its previous answer from that instance and accepting brotli, as a browser does.
// Every answer is kept as a sample (route, when sent, milliseconds to its last byte, status).
import http from 'node:http';

/** An answer later than this counts as an error (and its time as this long). */
const TIMEOUT_MS = 10_000;
/** How often the loop wakes to send what is due. */
const STEP_MS = 20;

/**
 * @param {{ urls: string[]; routes: { path: string; weight: number }[]; perSecond: number }} options
 */
export function startPollLoad({ urls, routes, perSecond }) {
  /** @type {{ path: string; sentAt: number; ms: number; status: number | null; bytes: number; error?: string }[]} */
  const samples = [];
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  /** The last ETag each instance gave for each route. */
  const etags = urls.map(() => new Map());
  const rotation = routes.flatMap((r) => Array.from({ length: r.weight }, () => r.path));
  const inFlight = new Set();
  const started = performance.now();
  let sent = 0;
  const timer = perSecond > 0 && rotation.length > 0 ? setInterval(sendDue, STEP_MS) : undefined;

  function sendDue() {
    const due = Math.floor(((performance.now() - started) * perSecond) / 1000);
    while (sent < due) {
      const n = sent++;
      const instance = n % urls.length;
      const path = /** @type {string} */ (rotation[Math.floor(n / urls.length) % rotation.length]);
      const request = poll(instance, path).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
  }

  function poll(instance, path) {
    const sentAt = Date.now();
    const t0 = performance.now();
    const etag = etags[instance]?.get(path);
    return new Promise((resolve) => {
      const done = (/** @type {number | null} */ status, /** @type {number} */ bytes, /** @type {string | undefined} */ error = undefined) => {
        samples.push({ path, sentAt, ms: performance.now() - t0, status, bytes, ...(error ? { error } : {}) });
        resolve(undefined);
      };
      const req = http.get(
        `${urls[instance]}${path}`,
        { agent: agents[instance], headers: { 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) }, timeout: TIMEOUT_MS },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            const next = res.headers.etag;
            if (res.statusCode === 200 && typeof next === 'string') etags[instance]?.set(path, next);
            done(res.statusCode ?? null, bytes);
          });
          res.on('error', (error) => done(res.statusCode ?? null, bytes, error.message));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => done(null, 0, error.message));
    });
  }

  return {
    samples,
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all(inFlight);
      for (const agent of agents) agent.destroy();
    },
  };
}

/** Nearest-rank percentile of sorted numbers (0 when there are none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
}

/**
 * The samples sent within [from, to) (epoch ms), by route: how many, errors (no answer, a timeout
 * or a status other than 200 and 304), the share of 304s, and p50, p99 and max in milliseconds.
 */
export function summarisePolls(samples, from, to) {
  /** @type {Map<string, typeof samples>} */
  const byRoute = new Map();
  for (const s of samples) {
    if (s.sentAt < from || s.sentAt >= to) continue;
    const list = byRoute.get(s.path) ?? [];
    list.push(s);
    byRoute.set(s.path, list);
  }
  return [...byRoute.entries()].map(([path, list]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const errors = list.filter((s) => s.error || (s.status !== 200 && s.status !== 304)).length;
    return {
      path,
      requests: list.length,
      errors,
      notModifiedShare: list.filter((s) => s.status === 304).length / list.length,
      meanBytes: Math.round(list.reduce((sum, s) => sum + s.bytes, 0) / list.length),
      p50Ms: percentile(ms, 50),
      p99Ms: percentile(ms, 99),
      maxMs: ms[ms.length - 1] ?? 0,
    };
  });
}
