import { promises as dnsPromises, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { parseCheckTarget, type CheckTargetType } from '../../../shared/monitoring-target.ts';

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
  return { allowPrivate: config.monitor.allowPrivate, self: { host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port }, listenPort: config.port };
}

const UNLESS = 'unless MONITOR_ALLOW_PRIVATE=true';
export const REFUSALS = {
  self: 'This target is the status board itself; a service cannot be checked through the board.',
  loopback: `Checks may not reach loopback addresses (127.0.0.0/8, ::1, localhost) ${UNLESS}.`,
  private: `Checks may not reach private network addresses (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) ${UNLESS}.`,
  linkLocal: `Checks may not reach link-local addresses (169.254.0.0/16, fe80::/10) ${UNLESS}.`,
  metadata: `Checks may not reach cloud metadata endpoints (169.254.169.254, fd00:ec2::254, metadata.google.internal) ${UNLESS}.`,
  unreachable: 'That is not an address a check can reach (unspecified, broadcast or multicast).',
} as const;

const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);
const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

/** The IPv4 address an IPv6 one stands for (mapped, NAT64, 6to4), or the address itself. */
function effectiveAddress(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const bytes = v6.toByteArray();
  const range = v6.range();
  if (range === 'rfc6052') return new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return v6;
}

type AddressClass = 'loopback' | 'private' | 'linkLocal' | 'metadata' | 'unreachable' | null;

function classify(ip: string): AddressClass {
  const address = effectiveAddress(ipaddr.parse(ip));
  if (METADATA_ADDRESSES.has(address.toString())) return 'metadata';
  switch (address.range()) {
    case 'loopback':
      return 'loopback';
    case 'private':
    case 'carrierGradeNat':
    case 'uniqueLocal':
      return 'private';
    case 'linkLocal':
      return 'linkLocal';
    case 'unspecified':
    case 'broadcast':
    case 'multicast':
      return 'unreachable';
    default:
      return null;
  }
}

/** Why a check may not connect to `ip`:`port`, or null when it may. */
export function addressRefusal(ip: string, port: number | null, policy: TargetPolicy): string | null {
  if (!ipaddr.isValid(ip)) return REFUSALS.unreachable;
  const kind = classify(ip);
  if (kind === 'loopback' && port === policy.listenPort) return REFUSALS.self;
  if (kind === 'unreachable') return REFUSALS.unreachable;
  if (kind && !policy.allowPrivate) return REFUSALS[kind];
  return null;
}

/** Why a check may not use this host name (before any resolution), or null. */
function nameRefusal(host: string, port: number | null, policy: TargetPolicy): string | null {
  const name = host.replace(/\.$/, '');
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
  if (parsed.host === policy.self.host && parsed.port === policy.self.port) throw new AppError('validation', REFUSALS.self);
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
  if (host === policy.self.host && port === policy.self.port) throw new TargetRefusedError(REFUSALS.self);
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
