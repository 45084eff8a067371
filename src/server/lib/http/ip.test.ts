import { describe, expect, it } from 'vitest';
import { IpMatcher, normaliseIp, parseWhitelistEntry, rateLimitKeyForIp } from './ip.ts';

describe('normaliseIp', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and canonicalises IPv6', () => {
    expect(normaliseIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normaliseIp('[2001:db8::1]')).toBe('2001:db8::1');
  });
  it('drops the port some load balancers append to X-Forwarded-For entries', () => {
    expect(normaliseIp('203.0.113.7:51000')).toBe('203.0.113.7');
    expect(normaliseIp('[2001:db8::1]:51000')).toBe('2001:db8::1');
    expect(normaliseIp('[::ffff:203.0.113.7]:443')).toBe('203.0.113.7');
    expect(normaliseIp('203.0.113.7:')).toBeNull();
    expect(normaliseIp('2001:db8::1:5100')).toBe('2001:db8::1:5100');
  });
  it('answers null for anything that is not an address', () => {
    expect(normaliseIp('')).toBeNull();
    expect(normaliseIp('example.com')).toBeNull();
    expect(normaliseIp('300.1.1.1')).toBeNull();
    expect(normaliseIp(undefined)).toBeNull();
  });
});

describe('rateLimitKeyForIp', () => {
  it('keys IPv6 addresses by their /64: two addresses of one /64 share a key, two /64s do not', () => {
    expect(rateLimitKeyForIp('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyForIp('2001:DB8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyForIp('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKeyForIp('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyForIp('fe80::1%eth0')).toBe('fe80::/64');
  });
  it('keeps IPv4 as the address, IPv4-mapped IPv6 included', () => {
    expect(rateLimitKeyForIp('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKeyForIp('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKeyForIp('198.51.100.8')).toBe('198.51.100.8');
  });
  it('answers "unknown" when there is no address', () => {
    expect(rateLimitKeyForIp(null)).toBe('unknown');
    expect(rateLimitKeyForIp(undefined)).toBe('unknown');
    expect(rateLimitKeyForIp('garbage')).toBe('unknown');
  });
});

describe('parseWhitelistEntry', () => {
  it('stores ranges by their network address', () => {
    expect(parseWhitelistEntry('203.0.113.77/24')).toMatchObject({ kind: 'range', text: '203.0.113.0/24' });
    expect(parseWhitelistEntry('2001:db8:abcd::1/48')).toMatchObject({ kind: 'range', text: '2001:db8:abcd::/48' });
  });
  it('treats /32 and /128 as single addresses and maps IPv4-mapped ranges to IPv4', () => {
    expect(parseWhitelistEntry('198.51.100.4/32')).toEqual({ kind: 'address', text: '198.51.100.4' });
    expect(parseWhitelistEntry('2001:db8::5/128')).toEqual({ kind: 'address', text: '2001:db8::5' });
    expect(parseWhitelistEntry('::ffff:10.0.0.0/104')).toMatchObject({ kind: 'range', text: '10.0.0.0/8' });
  });
  it('refuses garbage', () => {
    for (const bad of ['', 'abc', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '1.2.3.4/', 'fe80::1%eth0', 'fe80::%eth0/64']) {
      expect(parseWhitelistEntry(bad)).toBeNull();
    }
  });
});

describe('IpMatcher', () => {
  const matcher = new IpMatcher(['198.51.100.4', '203.0.113.0/24', '2001:db8:abcd::/48', 'garbage']);
  it('matches single addresses, IPv4 and IPv6 ranges, and mapped addresses', () => {
    expect(matcher.matches('198.51.100.4')).toBe(true);
    expect(matcher.matches('::ffff:198.51.100.4')).toBe(true);
    expect(matcher.matches('203.0.113.250')).toBe(true);
    expect(matcher.matches('2001:db8:abcd:12::9')).toBe(true);
  });
  it('does not match neighbours, other families or nonsense', () => {
    expect(matcher.matches('198.51.100.5')).toBe(false);
    expect(matcher.matches('203.0.114.1')).toBe(false);
    expect(matcher.matches('2001:db8:abce::1')).toBe(false);
    expect(matcher.matches('not-an-ip')).toBe(false);
    expect(matcher.matches(null)).toBe(false);
  });
  it('skips invalid stored entries', () => {
    expect(matcher.size).toBe(3);
  });
});

describe('IpMatcher.match', () => {
  const matcher = new IpMatcher<string>([
    { ipAddress: '203.0.113.0/24', payload: 'wide' },
    { ipAddress: '203.0.113.128/25', payload: 'narrow' },
    { ipAddress: '203.0.113.200', payload: 'single' },
    { ipAddress: '2001:db8::/32', payload: 'v6' },
  ]);
  it('answers the most specific entry and its payload', () => {
    expect(matcher.match('203.0.113.200')).toEqual({ entry: '203.0.113.200', payload: 'single' });
    expect(matcher.match('::ffff:203.0.113.201')).toEqual({ entry: '203.0.113.128/25', payload: 'narrow' });
    expect(matcher.match('203.0.113.5')).toEqual({ entry: '203.0.113.0/24', payload: 'wide' });
    expect(matcher.match('2001:db8:1::1')).toEqual({ entry: '2001:db8::/32', payload: 'v6' });
  });
  it('answers null when nothing matches', () => {
    expect(matcher.match('198.51.100.1')).toBeNull();
    expect(matcher.match(undefined)).toBeNull();
  });
});
