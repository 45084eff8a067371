import { IpMatcher, parseWhitelistEntry } from './ip.ts';

/**
 * Whose X-Forwarded-For is believed (TRUST_PROXY). `false`: nobody's, the client is the TCP
 * peer. A hop count: that many proxies in front of us, whatever their address. A list: the
 * proxies' addresses or CIDR ranges, normalised.
 */
export type TrustProxySetting = false | number | string[];

/** Fastify's trust function: `hop` 0 is the TCP peer, 1 the last X-Forwarded-For entry, and so on. */
export type TrustProxyFunction = (address: string, hop: number) => boolean;

/** More proxies than this in front of one app is a typo, not a deployment. */
export const MAX_TRUSTED_HOPS = 10;

const HOW = 'set TRUST_PROXY to false, a hop count such as 1, or a comma list of proxy addresses/CIDR ranges such as 10.0.0.0/8,2001:db8::/32';

export type TrustProxyParse = { ok: true; value: TrustProxySetting } | { ok: false; message: string };

/** Reads TRUST_PROXY, refusing every value that would not mean what it seems to say. */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return { ok: true, value: false };
  if (value.toLowerCase() === 'true') {
    return { ok: false, message: `true would trust every hop, so any client could choose its IP with X-Forwarded-For; ${HOW}` };
  }
  if (/^[+-]?\d*\.?\d+(e[+-]?\d+)?$/i.test(value)) return parseHops(value);
  return parseList(value);
}

function parseHops(value: string): TrustProxyParse {
  if (!/^\d+$/.test(value)) return { ok: false, message: `"${value}" is not a hop count (a whole number from 0 to ${MAX_TRUSTED_HOPS}); ${HOW}` };
  const hops = Number(value);
  if (hops > MAX_TRUSTED_HOPS) return { ok: false, message: `${hops} hops is more proxies than any deployment has (at most ${MAX_TRUSTED_HOPS}); ${HOW}` };
  return { ok: true, value: hops === 0 ? false : hops };
}

function parseList(value: string): TrustProxyParse {
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return { ok: false, message: `the list has an empty entry (a stray comma); ${HOW}` };
  const hopCounts = entries.filter((entry) => /^\d+$/.test(entry));
  if (hopCounts.length > 0) {
    return {
      ok: false,
      message: `a hop count (${hopCounts.join(', ')}) cannot be mixed with addresses; use either one hop count or a list of addresses/CIDR ranges`,
    };
  }
  const zoned = entries.filter((entry) => entry.includes('%'));
  if (zoned.length > 0) {
    return {
      ok: false,
      message: `zone ids are not allowed (${zoned.join(', ')}): a forwarded address never carries one; give the address or range without %zone`,
    };
  }
  const parsed = entries.map((entry) => ({ entry, parsed: parseWhitelistEntry(entry) }));
  const bad = parsed.filter((p) => !p.parsed).map((p) => p.entry);
  if (bad.length > 0) return { ok: false, message: `not an address or CIDR range: ${bad.join(', ')}; ${HOW}` };
  const everyone = parsed.filter((p) => p.parsed?.kind === 'range' && p.parsed.bits === 0).map((p) => p.entry);
  if (everyone.length > 0)
    return { ok: false, message: `${everyone.join(', ')} trusts every address, which is the same as true; list only your proxies' addresses or subnet` };
  return { ok: true, value: [...new Set(parsed.map((p) => p.parsed!.text))] };
}

/**
 * The function handed to Fastify, which always honours a function (a bare number would make
 * the installed Fastify trust nobody). Hop counts follow Express: the first `hops` addresses,
 * counted from the TCP peer backwards through X-Forwarded-For, are proxies.
 */
export function trustProxyFunction(setting: TrustProxySetting): TrustProxyFunction | false {
  if (setting === false) return false;
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  const proxies = new IpMatcher(setting);
  return (address) => proxies.matches(address);
}
