import { promises as dnsPromises, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { Config } from '#server/config.js';
import { AppError } from '#server/lib/errors.js';
import { parseCheckTarget, type CheckTargetType } from '#shared/status/monitoring-target.js';

/**
 * Where a check may go. A check is a request our server makes on an admin's behalf, so it must
 * not become a way into the provider's own network (SSRF): loopback, private, link-local and
 * cloud-metadata addresses are refused unless MONITOR_ALLOW_PRIVATE=true, and the app itself
 * always. Host names are resolved again at check time and every answer is vetted, then the
 * connection goes to a vetted address (no DNS rebinding between the check and the connect).
 */
export interface TargetPolicy {
  allowPrivate: boolean;
  /** The app's own public host and port, and the port it listens on locally. */
  self: { host: string; port: number };
  listenPort: number;
}

export function targetPolicy(config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>): TargetPolicy {
  const url = new URL(config.publicUrl);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { allowPrivate: config.monitor.allowPrivate, self: { host: hostKey(url.hostname.replace(/^\[|\]$/g, '')), port }, listenPort: config.port };
}

/** A host name as DNS means it: case-insensitive, and `name.` is the same host as `name`. */
function hostKey(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

function isSelf(host: string, port: number | null, policy: TargetPolicy): boolean {
  return port === policy.self.port && hostKey(host) === hostKey(policy.self.host);
}

const UNLESS = 'unless MONITOR_ALLOW_PRIVATE=true';
export const REFUSALS = {
  self: 'This target is the status board itself; a service cannot be checked through the board.',
  loopback: `Checks may not reach loopback addresses (127.0.0.0/8, ::1, localhost) ${UNLESS}.`,
  private: `Checks may not reach private network addresses (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7, fec0::/10) ${UNLESS}.`,
  linkLocal: `Checks may not reach link-local addresses (169.254.0.0/16, fe80::/10) ${UNLESS}.`,
  metadata: `Checks may not reach cloud metadata endpoints (169.254.169.254, fd00:ec2::254, metadata.google.internal) ${UNLESS}.`,
  reserved: `Checks may not reach reserved addresses (documentation, benchmarking and future-use ranges such as 192.0.2.0/24, 198.18.0.0/15, 203.0.113.0/24, 240.0.0.0/4, 2001:db8::/32) ${UNLESS}.`,
  embedded:
    'Enter the IPv4 address itself: checks may not use an IPv6 form that embeds one (IPv4-compatible ::a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d, Teredo 2001::/32).',
  unreachable: 'That is not an address a check can reach (unspecified, broadcast or multicast).',
} as const;

const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);
const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

const ipv4Of = (bytes: number[]) => new ipaddr.IPv4(bytes);

/**
 * The IPv4 address an IPv6 one stands for, or the address itself. `disguised` marks the forms
 * nobody needs for a real target (IPv4-compatible, IPv4-translated, Teredo): they are refused
 * once the IPv4 inside has been vetted, so that a loopback or private one is named as such.
 */
function effectiveAddress(address: ipaddr.IPv4 | ipaddr.IPv6): { address: ipaddr.IPv4 | ipaddr.IPv6; disguised: boolean } {
  if (address.kind() === 'ipv4') return { address, disguised: false };
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return { address: v6.toIPv4Address(), disguised: false };
  const bytes = v6.toByteArray();
  const range = v6.range();
  if (range === 'rfc6052') return { address: ipv4Of(bytes.slice(12, 16)), disguised: false };
  if (range === '6to4') return { address: ipv4Of(bytes.slice(2, 6)), disguised: false };
  if (range === 'rfc6145') return { address: ipv4Of(bytes.slice(12, 16)), disguised: true };
  // Teredo carries the client's IPv4 in the last 32 bits, each bit inverted (RFC 4380).
  if (range === 'teredo') return { address: ipv4Of(bytes.slice(12, 16).map((b) => b ^ 0xff)), disguised: true };
  // IPv4-compatible ::a.b.c.d (deprecated ::/96); :: and ::1 are themselves.
  if (range !== 'unspecified' && range !== 'loopback' && bytes.slice(0, 12).every((b) => b === 0)) {
    return { address: ipv4Of(bytes.slice(12, 16)), disguised: true };
  }
  return { address: v6, disguised: false };
}

type AddressClass = 'loopback' | 'private' | 'linkLocal' | 'metadata' | 'reserved' | 'unreachable' | null;

/** ipaddr.js range names, IPv4 and IPv6, by what a check may do with them. */
const CLASS_OF_RANGE: Record<string, AddressClass> = {
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'private',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
  linkLocal: 'linkLocal',
  unspecified: 'unreachable',
  broadcast: 'unreachable',
  multicast: 'unreachable',
  reserved: 'reserved',
  discard: 'reserved',
  benchmarking: 'reserved',
  deprecatedOrchid: 'reserved',
  orchid2: 'reserved',
  droneRemoteIdProtocolEntityTags: 'reserved',
  segmentRouting: 'reserved',
};

/** Why a check may not connect to `ip`:`port`, or null when it may. */
export function addressRefusal(ip: string, port: number | null, policy: TargetPolicy): string | null {
  if (!ipaddr.isValid(ip)) return REFUSALS.unreachable;
  const { address, disguised } = effectiveAddress(ipaddr.parse(ip));
  const kind: AddressClass = METADATA_ADDRESSES.has(address.toString()) ? 'metadata' : (CLASS_OF_RANGE[address.range()] ?? null);
  if (kind === 'loopback' && port === policy.listenPort) return REFUSALS.self;
  if (kind === 'unreachable') return REFUSALS.unreachable;
  if (kind && !policy.allowPrivate) return REFUSALS[kind];
  return disguised ? REFUSALS.embedded : null;
}

/** Why a check may not use this host name (before any resolution), or null. */
function nameRefusal(host: string, port: number | null, policy: TargetPolicy): string | null {
  const name = hostKey(host);
  if (LOCAL_NAMES.has(name) || name.endsWith('.localhost')) {
    if (port === policy.listenPort) return REFUSALS.self;
    return policy.allowPrivate ? null : REFUSALS.loopback;
  }
  if (METADATA_NAMES.has(name) && !policy.allowPrivate) return REFUSALS.metadata;
  return null;
}

/**
 * Validates a check's target for PUT /api/admin/services/:id/check: its syntax, and for http
 * and tcp the host it names. A DNS check only asks a resolver about the name and never connects
 * to it, so its answers are not vetted. Throws a 400 with a message to act on.
 */
export function validateCheckTarget(type: CheckTargetType, target: string, policy: TargetPolicy): void {
  const parsed = parseCheckTarget(type, target);
  if (!parsed.ok) throw new AppError('validation', parsed.message);
  if (type === 'dns') return;
  if (isSelf(parsed.host, parsed.port, policy)) throw new AppError('validation', REFUSALS.self);
  const refusal = parsed.isIp ? addressRefusal(parsed.host, parsed.port, policy) : nameRefusal(parsed.host, parsed.port, policy);
  if (refusal) throw new AppError('validation', refusal);
}

/** A target the policy refuses at check time; its message becomes the check's error. */
export class TargetRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefusedError';
  }
}

export type Lookup = (host: string) => Promise<LookupAddress[]>;
const systemLookup: Lookup = (host) => dnsPromises.lookup(host, { all: true, verbatim: true });

/**
 * The addresses a check may connect to for host:port, every one vetted: one refused answer
 * refuses the host, so a name cannot mix a public address with an internal one.
 */
export async function resolveCheckHost(host: string, port: number | null, policy: TargetPolicy, lookup: Lookup = systemLookup): Promise<LookupAddress[]> {
  if (isSelf(host, port, policy)) throw new TargetRefusedError(REFUSALS.self);
  if (ipaddr.isValid(host)) {
    const refusal = addressRefusal(host, port, policy);
    if (refusal) throw new TargetRefusedError(refusal);
    return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  }
  const byName = nameRefusal(host, port, policy);
  if (byName) throw new TargetRefusedError(byName);
  const addresses = await lookup(host);
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, port, policy);
    if (refusal) throw new TargetRefusedError(`${host} resolves to ${address}. ${refusal}`);
  }
  return addresses;
}
