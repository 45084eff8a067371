import net from 'node:net';
import { pinnedLookup } from './pinned-lookup.ts';
import { failedProbe, timedOutProbe } from './probe-errors.ts';
import { performanceStopwatch, type PinnedAddresses, type ProbeResult, type Stopwatch } from './types.ts';

/**
 * Opens a TCP connection to a vetted address of host:port and closes it at once; latency is the
 * connect time. `reportedTimeoutMs` is the timeout the error names (see httpProbe).
 */
export function tcpProbe(
  host: string,
  port: number,
  timeoutMs: number,
  addresses: PinnedAddresses,
  stopwatch: Stopwatch = performanceStopwatch,
  reportedTimeoutMs = timeoutMs,
): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const elapsed = stopwatch();
    let settled = false;
    const finish = (result: ProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish(timedOutProbe(reportedTimeoutMs)), timeoutMs);
    const socket = net.connect({ host, port, lookup: pinnedLookup(addresses) });
    socket.once('connect', () => finish({ ok: true, latencyMs: Math.round(elapsed()) }));
    socket.once('error', (error) => finish(failedProbe(error)));
  });
}
