import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { failedProbe, ProbeTimeoutError } from './probe-errors.ts';
import { performanceStopwatch, type ProbeResult, type Stopwatch } from './types.ts';

/**
 * Resolves a name's A records (AAAA when the expected address is IPv6, or when the name has no
 * A record) through `servers` (config.monitor.dnsServers; the system's when empty). With an
 * expected address, the answer must contain it.
 */
export async function dnsProbe(
  name: string,
  expectedAddress: string | null,
  timeoutMs: number,
  servers: string[],
  stopwatch: Stopwatch = performanceStopwatch,
): Promise<ProbeResult> {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers.length > 0) resolver.setServers(servers);
  const expected = expectedAddress ? canonical(expectedAddress) : null;
  const wantsV6 = expected?.includes(':') ?? false;
  const elapsed = stopwatch();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      resolver.cancel();
      reject(new ProbeTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  try {
    const addresses = await Promise.race([resolve(resolver, name, wantsV6), deadline]);
    const latencyMs = Math.round(elapsed());
    if (addresses.length === 0) return { ok: false, latencyMs, error: 'The name resolved to no address' };
    if (expected && !addresses.map(canonical).includes(expected)) {
      return { ok: false, latencyMs, error: `Resolved to ${addresses.slice(0, 4).join(', ')}; expected ${expectedAddress}` };
    }
    return { ok: true, latencyMs };
  } catch (error) {
    return failedProbe(error);
  } finally {
    clearTimeout(timer);
  }
}

async function resolve(resolver: dns.Resolver, name: string, wantsV6: boolean): Promise<string[]> {
  if (wantsV6) return resolver.resolve6(name);
  try {
    return await resolver.resolve4(name);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENODATA') return resolver.resolve6(name);
    throw error;
  }
}

function canonical(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}
