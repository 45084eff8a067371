import { describe, expect, it } from 'vitest';
import { parseAddressFilter } from './address-filter.ts';

const advice = 'do this instead';
const message = (raw: string) => {
  const parsed = parseAddressFilter(raw, advice);
  return parsed.ok ? 'accepted' : parsed.message;
};

describe('parseAddressFilter', () => {
  it('accepts addresses and ranges down to /8 (IPv4) and /32 (IPv6), normalised', () => {
    expect(parseAddressFilter(' 203.0.113.7 ', advice)).toEqual({ ok: true, entry: { kind: 'address', text: '203.0.113.7' } });
    expect(parseAddressFilter('10.1.2.3/8', advice)).toMatchObject({ ok: true, entry: { kind: 'range', text: '10.0.0.0/8' } });
    expect(parseAddressFilter('2001:DB8::/32', advice)).toMatchObject({ ok: true, entry: { kind: 'range', text: '2001:db8::/32' } });
  });

  it('refuses ranges that cover everyone or far too many networks, with the advice given', () => {
    expect(message('0.0.0.0/0')).toBe(`0.0.0.0/0 covers every network; ${advice}`);
    expect(message('::/0')).toBe(`::/0 covers every network; ${advice}`);
    expect(message('::ffff:0:0/96')).toBe(`0.0.0.0/0 covers every network; ${advice}`);
    expect(message('8.0.0.0/7')).toBe(`8.0.0.0/7 covers far too many networks; ${advice}`);
    expect(message('2001:db8::/16')).toBe(`2001::/16 covers far too many networks; ${advice}`);
  });

  it('refuses zone ids, naming them', () => {
    expect(message('fe80::1%eth0')).toMatch(/^fe80::1%eth0 has a zone id \(%eth0\)/);
    expect(message('fe80::%1/64')).toMatch(/^fe80::%1\/64 has a zone id \(%1\)/);
  });

  it('leaves the wording of plain nonsense to the form (message null)', () => {
    expect(parseAddressFilter('clinic.example.ca', advice)).toEqual({ ok: false, message: null });
    expect(parseAddressFilter('10.0.0.0/33', advice)).toEqual({ ok: false, message: null });
  });
});
