import { parseCheckTarget } from '#shared/status/monitoring-target.js';
import { resolveCheckHost, TargetRefusedError, type Lookup, type TargetPolicy } from '../check-target.ts';
import { dnsProbe } from './dns-check.ts';
import { httpProbe } from './http-check.ts';
import { failedProbe, ProbeTimeoutError } from './probe-errors.ts';
import { tcpProbe } from './tcp-check.ts';
import { performanceStopwatch, type ProbeResult, type ProbeSpec, type Stopwatch } from './types.ts';

export interface ProbeEnvironment {
  policy: TargetPolicy;
  dnsServers: string[];
  /** Host-name resolution for http and tcp; the system resolver by default. */
  lookup?: Lookup;
  /** How latency is timed; performance.now() by default. */
  stopwatch?: Stopwatch;
}

/**
 * Runs one check once. Never throws and never outlives its timeout by much: the host is
 * resolved and vetted (check-target.ts) inside the same deadline as the probe itself.
 */
export async function runProbe(spec: ProbeSpec, env: ProbeEnvironment): Promise<ProbeResult> {
  try {
    const parsed = parseCheckTarget(spec.type, spec.target);
    if (!parsed.ok) return { ok: false, latencyMs: null, error: parsed.message };
    const stopwatch = env.stopwatch ?? performanceStopwatch;
    if (spec.type === 'dns') return await dnsProbe(parsed.host, spec.expectedAddress, spec.timeoutMs, env.dnsServers, stopwatch);

    const elapsed = performanceStopwatch();
    const addresses = await withDeadline(resolveCheckHost(parsed.host, parsed.port, env.policy, env.lookup), spec.timeoutMs);
    const remaining = Math.max(1, spec.timeoutMs - Math.round(elapsed()));
    // What is left of the deadline after resolving; a timeout still names the check's own.
    const budget = { ...spec, timeoutMs: remaining };
    if (spec.type === 'http') return await httpProbe(budget, parsed.url!, addresses, stopwatch, spec.timeoutMs);
    return await tcpProbe(parsed.host, parsed.port!, remaining, addresses, stopwatch, spec.timeoutMs);
  } catch (error) {
    if (error instanceof TargetRefusedError) return { ok: false, latencyMs: null, error: error.message };
    return failedProbe(error);
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeoutError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
