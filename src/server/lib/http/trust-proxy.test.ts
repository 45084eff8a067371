import { describe, expect, it } from 'vitest';
import { MAX_TRUSTED_HOPS, parseTrustProxy, trustProxyFunction, type TrustProxyFunction } from './trust-proxy.ts';

function accepted(raw: string | undefined) {
  const parsed = parseTrustProxy(raw);
  if (!parsed.ok) throw new Error(`refused ${raw}: ${parsed.message}`);
  return parsed.value;
}

function refusal(raw: string): string {
  const parsed = parseTrustProxy(raw);
  if (parsed.ok) throw new Error(`accepted ${raw} as ${JSON.stringify(parsed.value)}`);
  return parsed.message;
}

/**
 * What Fastify (@fastify/proxy-addr) does with a trust function: walk from the TCP peer back
 * through X-Forwarded-For while each hop is trusted; the client is the last address reached.
 */
function clientOf(trust: TrustProxyFunction | false, peer: string, forwardedFor: string[] = []): string {
  const addresses = [peer, ...[...forwardedFor].reverse()];
  if (!trust) return peer;
  for (let hop = 0; hop < addresses.length - 1; hop++) {
    if (!trust(addresses[hop]!, hop)) return addresses[hop]!;
  }
  return addresses.at(-1)!;
}

describe('parseTrustProxy', () => {
  it('reads false, 0 and nothing as trusting nobody', () => {
    for (const raw of [undefined, '', ' ', 'false', 'FALSE', '0']) expect(accepted(raw)).toBe(false);
  });

  it('reads a hop count', () => {
    expect(accepted('1')).toBe(1);
    expect(accepted(' 2 ')).toBe(2);
    expect(accepted(String(MAX_TRUSTED_HOPS))).toBe(MAX_TRUSTED_HOPS);
  });

  it('reads a list of IPv4 and IPv6 addresses and ranges, normalised', () => {
    expect(accepted('10.0.0.1, 192.168.0.0/16,::1,2001:DB8:0::/32, 10.1.2.3/8, ::ffff:172.16.0.0/108, 203.0.113.9/32')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      '2001:db8::/32',
      '10.0.0.0/8',
      '172.16.0.0/12',
      '203.0.113.9',
    ]);
  });

  it.each([
    ['true', /true would trust every hop/],
    ['TRUE', /true would trust every hop/],
    ['-1', /"-1" is not a hop count/],
    ['1.5', /"1.5" is not a hop count/],
    ['1e1', /"1e1" is not a hop count/],
    [String(MAX_TRUSTED_HOPS + 1), /more proxies than any deployment/],
    ['999999999999', /more proxies than any deployment/],
    ['1,10.0.0.1', /a hop count \(1\) cannot be mixed with addresses/],
    ['10.0.0.1,2', /a hop count \(2\) cannot be mixed/],
    ['10.0.0.1,,10.0.0.2', /empty entry/],
    ['10.0.0.1,', /empty entry/],
    [',10.0.0.1', /empty entry/],
    ['fe80::1%eth0', /zone ids are not allowed \(fe80::1%eth0\)/],
    ['fe80::%eth0/64', /zone ids are not allowed/],
    ['nope', /not an address or CIDR range: nope/],
    ['10.0.0.0/33', /not an address or CIDR range: 10.0.0.0\/33/],
    ['10.1/8', /not an address or CIDR range: 10.1\/8/],
    ['2001:db8::/129', /not an address or CIDR range/],
    ['loopback', /not an address or CIDR range: loopback/],
    ['0.0.0.0/0', /trusts every address/],
    ['10.0.0.1, ::/0', /::\/0 trusts every address/],
  ])('refuses %s, saying how to fix it', (raw, message) => {
    expect(refusal(raw)).toMatch(message);
  });

  it('tells how to write a working value', () => {
    expect(refusal('true')).toMatch(/a hop count such as 1, or a comma list of proxy addresses\/CIDR ranges/);
  });
});

describe('trustProxyFunction', () => {
  it('trusts nobody when false: the client is the TCP peer', () => {
    const trust = trustProxyFunction(false);
    expect(trust).toBe(false);
    expect(clientOf(trust, '10.0.0.2', ['198.51.100.7'])).toBe('10.0.0.2');
  });

  it('with one hop, the client is the address the proxy appended, whatever was forged before it', () => {
    const trust = trustProxyFunction(1);
    expect(clientOf(trust, '10.0.0.2', ['198.51.100.7'])).toBe('198.51.100.7');
    expect(clientOf(trust, '10.0.0.2', ['203.0.113.66', '198.51.100.7'])).toBe('198.51.100.7');
    expect(clientOf(trust, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('with two hops, skips two proxies', () => {
    const trust = trustProxyFunction(2);
    expect(clientOf(trust, '10.0.0.2', ['203.0.113.66', '198.51.100.7', '10.0.0.9'])).toBe('198.51.100.7');
  });

  it('with a list, believes X-Forwarded-For only from listed proxies, and walks back through each of them', () => {
    const trust = trustProxyFunction(accepted('10.0.0.0/24,2001:db8:1::/48,192.0.2.5'));
    if (!trust) throw new Error('a list must give a trust function');
    expect(clientOf(trust, '10.0.0.2', ['198.51.100.7'])).toBe('198.51.100.7');
    expect(clientOf(trust, '192.0.2.5', ['203.0.113.66', '198.51.100.7', '10.0.0.9'])).toBe('198.51.100.7');
    expect(clientOf(trust, '2001:db8:1:2::3', ['2001:db8:ffff::1'])).toBe('2001:db8:ffff::1');
    expect(clientOf(trust, '::ffff:10.0.0.2', ['198.51.100.7'])).toBe('198.51.100.7');
    expect(clientOf(trust, '198.51.100.50', ['10.0.0.3'])).toBe('198.51.100.50');
    expect(clientOf(trust, '10.0.1.2', ['198.51.100.7'])).toBe('10.0.1.2');
    expect(trust('not-an-address', 1)).toBe(false);
  });
});
