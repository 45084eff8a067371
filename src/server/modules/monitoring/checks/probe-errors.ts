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

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'Check failed';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  return error.message.slice(0, 300) || 'Check failed';
}

export function timedOut(ms: number): string {
  return `Timed out after ${ms} ms`;
}
