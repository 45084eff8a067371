import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyRing, generateKeyMaterialSpec, parseBlindIndexKey, parseDataKeys, safeEqual } from './crypto.ts';

const key = () => randomBytes(32);

describe('key ring', () => {
  const blindIndexKey = key();
  const oldKey = { id: 'old', key: key() };
  const newKey = { id: 'new', key: key() };

  it('round-trips, with the key id inside and a fresh IV each time', () => {
    const ring = createKeyRing({ dataKeys: [newKey], blindIndexKey });
    const a = ring.encrypt('Bow River Dental');
    const b = ring.encrypt('Bow River Dental');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.new.')).toBe(true);
    expect(a).not.toContain('Bow River');
    expect(ring.decrypt(a)).toBe('Bow River Dental');
  });

  it('decrypts under older keys and encrypts under the first', () => {
    const before = createKeyRing({ dataKeys: [oldKey], blindIndexKey }).encrypt('dana@clinic.ca');
    const rotated = createKeyRing({ dataKeys: [newKey, oldKey], blindIndexKey });
    expect(rotated.decrypt(before)).toBe('dana@clinic.ca');
    expect(rotated.needsRotation(before)).toBe(true);
    expect(rotated.needsRotation(rotated.encrypt('x'))).toBe(false);
  });

  it('detects tampering and unknown keys', () => {
    const ring = createKeyRing({ dataKeys: [newKey], blindIndexKey });
    const value = ring.encrypt('secret');
    // Change one character inside the packed bytes: all six of its bits count, so the bytes change
    // (the last characters of base64 may carry bits the decoder ignores).
    const at = value.length - 10;
    const tampered = value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);
    expect(() => ring.decrypt(tampered)).toThrow();
    expect(() => createKeyRing({ dataKeys: [oldKey], blindIndexKey }).decrypt(value)).toThrow(/no key "new"/);
    expect(() => ring.decrypt('plain text')).toThrow();
  });

  it('gives one blind index per address, ignoring case and spaces', () => {
    const ring = createKeyRing({ dataKeys: [newKey], blindIndexKey });
    expect(ring.blindIndex(' Dana@Clinic.ca ')).toBe(ring.blindIndex('dana@clinic.ca'));
    expect(ring.blindIndex('dana@clinic.ca')).not.toBe(ring.blindIndex('dan@clinic.ca'));
    expect(ring.hashSecret('123456')).not.toBe(ring.blindIndex('123456'));
  });
});

describe('key parsing', () => {
  it('parses generated key material', () => {
    const spec = generateKeyMaterialSpec();
    expect(parseDataKeys(spec.dataKeys)).toHaveLength(1);
    expect(parseBlindIndexKey(spec.blindIndexKey)).toHaveLength(32);
  });
  it('refuses short keys, bad ids and duplicates', () => {
    expect(() => parseDataKeys(`a:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseDataKeys(`bad id:${key().toString('base64')}`)).toThrow(/id/);
    const k = key().toString('base64');
    expect(() => parseDataKeys(`a:${k},a:${k}`)).toThrow(/unique/);
    expect(() => parseBlindIndexKey(randomBytes(8).toString('base64'))).toThrow();
  });
});

describe('safeEqual', () => {
  it('compares strings of any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
