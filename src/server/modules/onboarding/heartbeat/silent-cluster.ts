import { CLUSTER_MIN_CLINICS, CLUSTER_SPAN_MINUTES, type SharedNetwork, type SilentCluster } from '#shared/onboarding/heartbeat.js';

export interface SilentClinic {
  id: string;
  clinicName: string;
  ipAddress: string;
  lastSeen: Date;
}

/**
 * The largest group of silent clinics whose last sightings all fit in CLUSTER_SPAN_MINUTES (both
 * ends inclusive), if it has at least CLUSTER_MIN_CLINICS; on a tie the most recent group. One
 * pass of a sliding window over the clinics sorted by last sighting.
 */
export function findSilentCluster(silent: readonly SilentClinic[]): SilentCluster | null {
  const sorted = [...silent].sort((a, b) => a.lastSeen.getTime() - b.lastSeen.getTime());
  const spanMs = CLUSTER_SPAN_MINUTES * 60_000;
  let best: { first: number; last: number } | null = null;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while (sorted[last]!.lastSeen.getTime() - sorted[first]!.lastSeen.getTime() > spanMs) first++;
    if (!best || last - first >= best.last - best.first) best = { first, last };
  }
  if (!best || best.last - best.first + 1 < CLUSTER_MIN_CLINICS) return null;
  const members = sorted.slice(best.first, best.last + 1);
  return {
    count: members.length,
    from: members[0]!.lastSeen.toISOString(),
    to: members[members.length - 1]!.lastSeen.toISOString(),
    clinics: members.map(({ id, clinicName, ipAddress }) => ({ id, clinicName, ipAddress })),
    sharedNetworks: sharedNetworks(members.map((m) => m.ipAddress)),
  };
}

/** Network blocks holding two or more of the addresses, largest first. */
export function sharedNetworks(addresses: readonly string[]): SharedNetwork[] {
  const counts = new Map<string, number>();
  for (const address of addresses) {
    const prefix = networkPrefix(address);
    if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .map(([prefix, count]) => ({ prefix, count }))
    .sort((a, b) => b.count - a.count || a.prefix.localeCompare(b.prefix));
}

/**
 * A coarse block an address belongs to: IPv4 /16, IPv6 /32 (the size regional registries allot to
 * an ISP). Only a hint of a shared provider, which costs nothing to compute; null when unreadable.
 */
export function networkPrefix(address: string): string | null {
  const bare = address
    .split('/')[0]!
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(bare);
  if (v4) return Number(v4[1]) <= 255 && Number(v4[2]) <= 255 ? `${Number(v4[1])}.${Number(v4[2])}.0.0/16` : null;
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/.test(bare)) return null;
  const [head = '', tail] = bare.split('::');
  const groups = head === '' ? [] : head.split(':');
  // Fewer than two written groups before '::' means the missing ones are zero.
  if (tail === undefined && groups.length < 2) return null;
  while (groups.length < 2) groups.push('0');
  const [a, b] = groups.map((g) => g.replace(/^0+(?=.)/, ''));
  if (!/^[0-9a-f]{1,4}$/.test(a!) || !/^[0-9a-f]{1,4}$/.test(b!)) return null;
  return `${a}:${b}::/32`;
}
