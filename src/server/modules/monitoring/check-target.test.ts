import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.js';
import { REFUSALS, resolveCheckHost, TargetRefusedError, validateCheckTarget, type TargetPolicy } from './check-target.ts';
import type { CheckTargetType } from '#shared/status/monitoring-target.js';

const strict: TargetPolicy = { allowPrivate: false, self: { host: 'status.example.ca', port: 443 }, listenPort: 5000 };
const loose: TargetPolicy = { ...strict, allowPrivate: true };

function refusal(type: CheckTargetType, target: string, policy = strict): string | null {
  try {
    validateCheckTarget(type, target, policy);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
}

describe('check targets when saved', () => {
  it('refuses the app itself, whatever MONITOR_ALLOW_PRIVATE says', () => {
    for (const policy of [strict, loose]) {
      expect(refusal('http', 'https://status.example.ca/api/services', policy)).toBe(REFUSALS.self);
      expect(refusal('http', 'http://127.0.0.1:5000/', policy)).toBe(REFUSALS.self);
      expect(refusal('http', 'http://localhost:5000/health', policy)).toBe(REFUSALS.self);
      expect(refusal('tcp', '[::1]:5000', policy)).toBe(REFUSALS.self);
    }
  });

  it.each([
    ['http', 'http://169.254.169.254/latest/meta-data/', REFUSALS.metadata],
    ['http', 'http://[fd00:ec2::254]/', REFUSALS.metadata],
    ['http', 'http://metadata.google.internal/computeMetadata/v1/', REFUSALS.metadata],
    ['http', 'http://169.254.10.1/', REFUSALS.linkLocal],
    ['tcp', '[fe80::1]:22', REFUSALS.linkLocal],
    ['http', 'http://10.0.0.5/', REFUSALS.private],
    ['tcp', '192.168.1.10:5060', REFUSALS.private],
    ['tcp', '172.20.0.1:443', REFUSALS.private],
    ['tcp', '100.64.0.1:443', REFUSALS.private],
    ['http', 'http://[fc00::1]/', REFUSALS.private],
    ['http', 'http://[::ffff:10.0.0.1]/', REFUSALS.private],
    ['http', 'http://127.0.0.1:8080/', REFUSALS.loopback],
    ['http', 'http://127.1:8080/', REFUSALS.loopback],
    ['http', 'http://localhost:8080/', REFUSALS.loopback],
    ['tcp', 'db.localhost:5432', REFUSALS.loopback],
    ['tcp', '0.0.0.0:80', REFUSALS.unreachable],
  ] as const)('refuses %s %s', (type, target, message) => {
    expect(refusal(type, target)).toBe(message);
  });

  it('accepts private and loopback targets with MONITOR_ALLOW_PRIVATE=true, but never unspecified ones', () => {
    for (const [type, target] of [
      ['http', 'http://127.0.0.1:8080/'],
      ['http', 'http://169.254.169.254/'],
      ['tcp', '10.1.2.3:5060'],
      ['http', 'http://localhost:8080/'],
    ] as const) {
      expect(refusal(type, target, loose), target).toBeNull();
    }
    expect(refusal('tcp', '0.0.0.0:80', loose)).toBe(REFUSALS.unreachable);
  });

  it('accepts public names and addresses', () => {
    expect(refusal('http', 'https://claims.example.ca/health')).toBeNull();
    expect(refusal('http', 'http://8.8.8.8:8080/')).toBeNull();
    expect(refusal('tcp', 'voip.example.ca:5060')).toBeNull();
    expect(refusal('tcp', '[2606:4700:4700::1111]:5060')).toBeNull();
    expect(refusal('dns', 'claims.example.ca')).toBeNull();
  });

  it('accepts public IPv4 through the IPv6 forms that really reach it (mapped, NAT64, 6to4)', () => {
    expect(refusal('http', 'http://[::ffff:8.8.8.8]/')).toBeNull();
    expect(refusal('http', 'http://[64:ff9b::8.8.8.8]/')).toBeNull();
    expect(refusal('http', 'http://[2002:808:808::1]/')).toBeNull();
  });

  it.each([
    ['http', 'http://0.1.2.3/', REFUSALS.unreachable],
    ['http', 'http://192.0.0.8/', REFUSALS.reserved],
    ['http', 'http://192.0.2.10/', REFUSALS.reserved],
    ['tcp', '198.18.0.1:443', REFUSALS.reserved],
    ['tcp', '198.19.255.254:443', REFUSALS.reserved],
    ['http', 'http://198.51.100.7/', REFUSALS.reserved],
    ['http', 'http://203.0.113.10:8080/', REFUSALS.reserved],
    ['http', 'http://240.0.0.1/', REFUSALS.reserved],
    ['http', 'http://250.1.2.3/', REFUSALS.reserved],
    ['http', 'http://192.88.99.1/', REFUSALS.reserved],
    ['tcp', '[2001:db8::10]:5060', REFUSALS.reserved],
    ['tcp', '[3fff::1]:5060', REFUSALS.reserved],
    ['tcp', '[100::1]:80', REFUSALS.reserved],
    ['http', 'http://[::ffff:203.0.113.5]/', REFUSALS.reserved],
    ['http', 'http://[fec0::1]/', REFUSALS.private],
    ['tcp', '[fefe::1]:22', REFUSALS.private],
  ] as const)('refuses the reserved or deprecated %s target %s', (type, target, message) => {
    expect(refusal(type, target)).toBe(message);
  });

  it.each([
    // IPv4-compatible (::a.b.c.d, deprecated ::/96): the embedded address is checked first.
    ['http://[::127.0.0.1]:8080/', REFUSALS.loopback],
    ['http://[::10.0.0.1]/', REFUSALS.private],
    ['http://[::169.254.169.254]/', REFUSALS.metadata],
    ['http://[::8.8.8.8]/', REFUSALS.embedded],
    // IPv4-translated (::ffff:0:a.b.c.d, RFC 2765).
    ['http://[::ffff:0:127.0.0.1]/', REFUSALS.loopback],
    ['http://[::ffff:0:10.0.0.1]/', REFUSALS.private],
    ['http://[::ffff:0:8.8.8.8]/', REFUSALS.embedded],
    // Teredo (2001::/32): the client's IPv4 is the last 32 bits, inverted.
    ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:8080/', REFUSALS.loopback],
    ['http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/', REFUSALS.private],
    ['http://[2001:0:4136:e378:8000:63bf:5601:5601]/', REFUSALS.metadata],
    ['http://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/', REFUSALS.embedded],
  ] as const)('refuses an IPv6 form that embeds IPv4: %s', (target, message) => {
    expect(refusal('http', target)).toBe(message);
  });

  it('refuses embedded IPv4 forms even with MONITOR_ALLOW_PRIVATE=true, and the app itself behind them', () => {
    expect(refusal('http', 'http://[::8.8.8.8]/', loose)).toBe(REFUSALS.embedded);
    expect(refusal('http', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', loose)).toBe(REFUSALS.embedded);
    expect(refusal('http', 'http://[::127.0.0.1]:5000/', loose)).toBe(REFUSALS.self);
    expect(refusal('http', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:5000/', loose)).toBe(REFUSALS.self);
  });

  it('lets MONITOR_ALLOW_PRIVATE=true reach reserved and site-local ranges used inside networks', () => {
    expect(refusal('tcp', '198.18.0.1:443', loose)).toBeNull();
    expect(refusal('http', 'http://240.0.0.1/', loose)).toBeNull();
    expect(refusal('http', 'http://[fec0::1]/', loose)).toBeNull();
  });

  it('knows the app itself with a trailing dot in the host name', () => {
    for (const policy of [strict, loose]) {
      expect(refusal('http', 'https://status.example.ca./api/services', policy)).toBe(REFUSALS.self);
      expect(refusal('http', 'https://STATUS.example.ca.:443/', policy)).toBe(REFUSALS.self);
      expect(refusal('tcp', 'status.example.ca.:443', policy)).toBe(REFUSALS.self);
      expect(refusal('http', 'http://localhost.:5000/', policy)).toBe(REFUSALS.self);
      expect(refusal('tcp', 'localhost.:5000', policy)).toBe(REFUSALS.self);
    }
    const dotted: TargetPolicy = { ...strict, self: { host: 'status.example.ca.', port: 443 } };
    expect(refusal('http', 'https://status.example.ca/', dotted)).toBe(REFUSALS.self);
  });

  it.each([
    ['http', 'ftp://files.example.ca/', 'Enter an http:// or https:// address, such as https://claims.example.ca/health'],
    ['http', 'claims.example.ca', 'Enter an http:// or https:// address, such as https://claims.example.ca/health'],
    ['http', 'https://user:secret@claims.example.ca/', 'Leave any user name and password out of the address'],
    ['tcp', 'voip.example.ca', 'Enter a host and port, such as voip.example.ca:5060 (IPv6 in brackets: [2001:db8::10]:5060)'],
    ['tcp', 'voip.example.ca:70000', 'The port must be a number from 1 to 65535'],
    ['tcp', '2001:db8::10:5060', 'Enter a host and port, such as voip.example.ca:5060 (IPv6 in brackets: [2001:db8::10]:5060)'],
    ['tcp', '2130706433:80', 'The host must be a host name such as claims.example.ca or an IP address'],
    ['dns', '203.0.113.10', 'A DNS check resolves a host name; enter a name, not an address'],
    ['dns', 'https://claims.example.ca', 'Enter a host name to resolve, such as claims.example.ca'],
  ] as const)('explains a malformed %s target %s', (type, target, message) => {
    expect(refusal(type, target)).toBe(message);
  });
});

describe('check targets when checked (DNS rebinding)', () => {
  const lookupAnswering =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is refused', async () => {
    const lookup = lookupAnswering('8.8.8.8', '10.0.0.7');
    await expect(resolveCheckHost('claims.example.ca', 443, strict, lookup)).rejects.toThrow(TargetRefusedError);
    await expect(resolveCheckHost('claims.example.ca', 443, strict, lookup)).rejects.toThrow(`claims.example.ca resolves to 10.0.0.7. ${REFUSALS.private}`);
    await expect(resolveCheckHost('rebind.example.ca', 80, strict, lookupAnswering('169.254.169.254'))).rejects.toThrow(REFUSALS.metadata);
  });

  it('answers the vetted addresses, and a loopback name on the app’s port is the app itself even when private targets are allowed', async () => {
    await expect(resolveCheckHost('claims.example.ca', 443, strict, lookupAnswering('8.8.8.8'))).resolves.toEqual([{ address: '8.8.8.8', family: 4 }]);
    await expect(resolveCheckHost('sneaky.example.ca', 5000, loose, lookupAnswering('127.0.0.1'))).rejects.toThrow(REFUSALS.self);
    await expect(resolveCheckHost('sneaky.example.ca', 8080, loose, lookupAnswering('127.0.0.1'))).resolves.toHaveLength(1);
  });

  it('vets reserved ranges and embedded IPv4 in resolved answers too', async () => {
    await expect(resolveCheckHost('doc.example.ca', 443, strict, lookupAnswering('203.0.113.10'))).rejects.toThrow(
      `doc.example.ca resolves to 203.0.113.10. ${REFUSALS.reserved}`,
    );
    await expect(resolveCheckHost('teredo.example.ca', 443, strict, lookupAnswering('2001:0:4136:e378:8000:63bf:f5ff:fffe'))).rejects.toThrow(REFUSALS.private);
    await expect(resolveCheckHost('compat.example.ca', 443, loose, lookupAnswering('::808:808'))).rejects.toThrow(REFUSALS.embedded);
  });

  it('knows the app itself by a host name with a trailing dot when checking', async () => {
    await expect(resolveCheckHost('status.example.ca.', 443, strict, lookupAnswering('8.8.8.8'))).rejects.toThrow(REFUSALS.self);
  });
});
