import ipaddr from 'ipaddr.js';

/**
 * Canonical text of an address: IPv4-mapped IPv6 becomes plain IPv4. Null when not an address.
 * A port is dropped (`203.0.113.7:51000`, `[2001:db8::1]:51000`): some load balancers (Azure
 * Application Gateway) append the client as address:port to X-Forwarded-For.
 */
export function normaliseIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const value = withoutPort(raw.trim()).replace(/^\[|\]$/g, '');
  if (!isStrictAddress(value)) return null;
  return ipaddr.process(value).toString();
}

function withoutPort(value: string): string {
  const match = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value) ?? /^\[([^\]]+)\]:\d{1,5}$/.exec(value);
  return match ? match[1]! : value;
}

/** Four-part dotted decimal IPv4 or any valid IPv6; legacy short forms such as "10.1" are refused. */
function isStrictAddress(value: string): boolean {
  return value.includes(':') ? ipaddr.IPv6.isValid(value) : ipaddr.IPv4.isValidFourPartDecimal(value);
}

/**
 * What every per-IP limit counts by: an IPv4 address as it is, an IPv6 address by its /64.
 * A household or office gets a whole /64 (often larger), so one network could otherwise step
 * through addresses to dodge any limit. IPv4-mapped IPv6 is IPv4; anything else is "unknown".
 */
export function rateLimitKeyForIp(ip: string | null | undefined): string {
  const text = normaliseIp(ip);
  if (!text) return 'unknown';
  if (!text.includes(':')) return text;
  const address = ipaddr.IPv6.parse(text.replace(/%.*$/, ''));
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

export type ParsedEntry = { kind: 'address'; text: string } | { kind: 'range'; text: string; network: ipaddr.IPv4 | ipaddr.IPv6; bits: number };

/**
 * Parses a whitelist entry: a single address or a CIDR range, IPv4 or IPv6. Ranges are
 * stored by their network address (10.1.2.3/24 -> 10.1.2.0/24); a /32 or /128 is an address.
 */
export function parseWhitelistEntry(raw: string): ParsedEntry | null {
  const value = raw.trim();
  // A zone id (fe80::1%eth0) names an interface of one machine, never a client's network.
  if (value.includes('%')) return null;
  if (!value.includes('/')) {
    const text = normaliseIp(value);
    return text ? { kind: 'address', text } : null;
  }
  const [addressPart = '', bitsPart = ''] = value.split('/');
  if (!isStrictAddress(addressPart) || !/^\d{1,3}$/.test(bitsPart) || !ipaddr.isValidCIDR(value)) return null;
  const [parsedAddress, parsedBits] = ipaddr.parseCIDR(value);
  let address: ipaddr.IPv4 | ipaddr.IPv6 = parsedAddress;
  let bits = parsedBits;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    bits -= 96;
  }
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (bits === max) return { kind: 'address', text: address.toString() };
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return { kind: 'range', text: `${network.toString()}/${bits}`, network, bits };
}

/** A whitelist entry as the matcher takes it: its text and what `match` answers for it. */
export interface MatcherEntry<T> {
  ipAddress: string;
  payload: T;
}

export interface IpMatch<T> {
  /** The stored entry, normalised: an address or a CIDR range. */
  entry: string;
  payload: T;
}

type RangeEntry = Extract<ParsedEntry, { kind: 'range' }>;

/** Addresses whose answer a matcher keeps; past this it forgets them all (a flood of new addresses). */
const MAX_REMEMBERED = 10_000;

/**
 * Answers whether an address falls in any of a set of entries, in O(1) for single addresses.
 * Entries may carry a payload; `match` answers the most specific entry's: the address itself,
 * else the narrowest range. Plain strings carry no payload.
 */
export class IpMatcher<T = undefined> {
  private readonly addresses = new Map<string, T>();
  private readonly ranges: (RangeEntry & { payload: T })[] = [];
  /** Answers by raw address: dashboards poll from few addresses, and normalising one costs 2-8 us. */
  private readonly remembered = new Map<string, IpMatch<T> | null>();

  constructor(entries: Iterable<undefined extends T ? string | MatcherEntry<T> : MatcherEntry<T>>) {
    for (const item of entries) {
      const [raw, payload] = typeof item === 'string' ? [item, undefined as T] : [item.ipAddress, item.payload];
      const entry = parseWhitelistEntry(raw);
      if (!entry) continue;
      if (entry.kind === 'address') this.addresses.set(entry.text, payload);
      else this.ranges.push({ ...entry, payload });
    }
    this.ranges.sort((a, b) => b.bits - a.bits);
  }

  get size(): number {
    return this.addresses.size + this.ranges.length;
  }

  matches(ip: string | null | undefined): boolean {
    return this.match(ip) !== null;
  }

  match(ip: string | null | undefined): IpMatch<T> | null {
    if (!ip) return null;
    const known = this.remembered.get(ip);
    if (known !== undefined) return known;
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    const answer = this.lookup(ip);
    this.remembered.set(ip, answer);
    return answer;
  }

  private lookup(ip: string): IpMatch<T> | null {
    const text = normaliseIp(ip);
    if (!text) return null;
    if (this.addresses.has(text)) return { entry: text, payload: this.addresses.get(text) as T };
    if (this.ranges.length === 0) return null;
    const address = ipaddr.parse(text);
    const range = this.ranges.find((r) => address.kind() === r.network.kind() && address.match(r.network, r.bits));
    return range ? { entry: range.text, payload: range.payload } : null;
  }
}
