import type { ProbeResult } from './types.ts';

/** Plain words for the network errors a check meets; the code stays for the admin who knows it. */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset by the target',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  ENOTFOUND: 'Host name not found',
  EAI_AGAIN: 'Host name lookup failed temporarily',
  ETIMEDOUT: 'Connection timed out',
  EPIPE: 'Connection closed by the target',
  ENODATA: 'No address of that kind for the name',
  ESERVFAIL: 'The DNS server failed to answer',
  EREFUSED: 'The DNS server refused the query',
  ETIMEOUT: 'The DNS query timed out',
  CERT_HAS_EXPIRED: 'TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'TLS certificate chain is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate could not be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host name',
};

/**
 * Failures that say nothing about the target itself: no DNS answer, no connection (refused,
 * reset, timed out), no route. When every check fails this way at once, the board's own
 * internet is the likely cause (monitor-reach.ts). An answer we did not like (an HTTP status, a
 * certificate, a missing keyword) is not one of them: the target was reached.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ETIMEDOUT',
  'EPIPE',
  'ESERVFAIL',
  'EREFUSED',
  'ETIMEOUT',
]);

/** A deadline that passed: the target (or its resolver) never answered in time. */
export class ProbeTimeoutError extends Error {
  constructor(ms: number) {
    super(timedOut(ms));
    this.name = 'ProbeTimeoutError';
  }
}

/** The failure is the network's (see NETWORK_CODES), not an answer from the target. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ProbeTimeoutError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'Check failed';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  return error.message.slice(0, 300) || 'Check failed';
}

export function timedOut(ms: number): string {
  return `Timed out after ${ms} ms`;
}

/** A probe that got no answer at all: what went wrong, in words, and whether the network is to blame. */
export function failedProbe(error: unknown): ProbeResult {
  return { ok: false, latencyMs: null, error: describeError(error), ...(isNetworkError(error) ? { network: true } : {}) };
}

/** A probe whose deadline passed before the target answered. */
export function timedOutProbe(ms: number): ProbeResult {
  return { ok: false, latencyMs: null, error: timedOut(ms), network: true };
}
