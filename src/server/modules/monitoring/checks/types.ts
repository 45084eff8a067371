import type { LookupAddress } from 'node:dns';
import type { CheckType } from '#shared/status/monitoring.js';

/** One probe's answer. Runners never throw: every problem becomes `{ ok: false, error }`. */
export interface ProbeResult {
  ok: boolean;
  /** Milliseconds until the target answered (headers, connect, resolve); null when it never did. */
  latencyMs: number | null;
  error?: string;
  /** The failure is the network's (no DNS answer, no connection, no route), not an answer from the target. */
  network?: boolean;
}

/** What a runner needs to know about its check. */
export interface ProbeSpec {
  type: CheckType;
  target: string;
  timeoutMs: number;
  expectedStatusMin: number;
  expectedStatusMax: number;
  keyword: string | null;
  expectedAddress: string | null;
}

/** Vetted addresses for a host (see check-target.ts), handed to the connection instead of a fresh lookup. */
export type PinnedAddresses = LookupAddress[];

/**
 * Starts a measurement and answers a function giving the milliseconds since. Probes time
 * latency with it; tests inject a fixed one so that "slow" needs no slow server.
 */
export type Stopwatch = () => () => number;

export const performanceStopwatch: Stopwatch = () => {
  const started = performance.now();
  return () => performance.now() - started;
};
