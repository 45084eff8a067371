import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { REFUSALS, resolveCheckHost, TargetRefusedError, validateCheckTarget, type TargetPolicy } from './check-target.ts';
import type { CheckTargetType } from '../../../shared/monitoring-target.ts';

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
    expect(refusal('http', 'http://203.0.113.10:8080/')).toBeNull();
    expect(refusal('tcp', 'voip.example.ca:5060')).toBeNull();
    expect(refusal('tcp', '[2001:db8::10]:5060')).toBeNull();
    expect(refusal('dns', 'claims.example.ca')).toBeNull();
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
  const lookupAnswering = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is refused', async () => {
    const lookup = lookupAnswering('203.0.113.10', '10.0.0.7');
    await expect(resolveCheckHost('claims.example.ca', 443, strict, lookup)).rejects.toThrow(TargetRefusedError);
    await expect(resolveCheckHost('claims.example.ca', 443, strict, lookup)).rejects.toThrow(`claims.example.ca resolves to 10.0.0.7. ${REFUSALS.private}`);
    await expect(resolveCheckHost('rebind.example.ca', 80, strict, lookupAnswering('169.254.169.254'))).rejects.toThrow(REFUSALS.metadata);
  });

  it('answers the vetted addresses, and a loopback name on the app’s port is the app itself even when private targets are allowed', async () => {
    await expect(resolveCheckHost('claims.example.ca', 443, strict, lookupAnswering('203.0.113.10'))).resolves.toEqual([{ address: '203.0.113.10', family: 4 }]);
    await expect(resolveCheckHost('sneaky.example.ca', 5000, loose, lookupAnswering('127.0.0.1'))).rejects.toThrow(REFUSALS.self);
    await expect(resolveCheckHost('sneaky.example.ca', 8080, loose, lookupAnswering('127.0.0.1'))).resolves.toHaveLength(1);
  });
});
