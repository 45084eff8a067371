import { describe, expect, it } from 'vitest';
import { PHRASE_WORDS } from './phrase-words.ts';
import { generatePhrase, normalisePhrase, PHRASE_WORD_COUNT, randomToken } from './phrase.ts';
import { hashAdminAccessCode, parseAdminAccessCodeHash, verifyAdminAccessCode } from '../access-code/admin-access-code-hash.ts';
import { maskEmail } from '../admin-pages.ts';

describe('admin phrase words', () => {
  it('holds about 2048 unique, short, lower-case words', () => {
    expect(PHRASE_WORDS.length).toBeGreaterThanOrEqual(2048);
    expect(new Set(PHRASE_WORDS).size).toBe(PHRASE_WORDS.length);
    for (const word of PHRASE_WORDS) expect(word).toMatch(/^[a-z]{3,7}$/);
  });

  it('makes phrases of six words carrying more than 64 bits', () => {
    const phrase = generatePhrase();
    expect(phrase.split(' ')).toHaveLength(PHRASE_WORD_COUNT);
    expect(PHRASE_WORD_COUNT * Math.log2(PHRASE_WORDS.length)).toBeGreaterThan(64);
    expect(new Set(Array.from({ length: 50 }, generatePhrase)).size).toBe(50);
  });

  it('forgives capitals, extra spaces and hyphens when a phrase is retyped', () => {
    expect(normalisePhrase('  Maple-river   STONE\tcloud, lemon  kite ')).toBe('maple river stone cloud lemon kite');
  });

  it('makes 128-bit cookie tokens', () => {
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(16);
  });

  it('masks the admin address on the login page', () => {
    expect(maskEmail('admin@summitdentalit.ca')).toBe('a•••@summitdentalit.ca');
  });
});

describe('access code hash', () => {
  it('round-trips in a shell-safe format and refuses a wrong code', async () => {
    const line = await hashAdminAccessCode('  correct horse battery staple ');
    expect(line).toMatch(/^scrypt:32768:8:1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    const parsed = parseAdminAccessCodeHash(line)!;
    expect(await verifyAdminAccessCode('correct horse battery staple', parsed)).toBe(true);
    expect(await verifyAdminAccessCode('correct horse battery stapler', parsed)).toBe(false);
  });

  it('refuses malformed values and unsafe costs', () => {
    const salt = Buffer.alloc(16, 1).toString('base64url');
    const hash = Buffer.alloc(32, 2).toString('base64url');
    expect(parseAdminAccessCodeHash(`scrypt:32768:8:1:${salt}:${hash}`)).not.toBeNull();
    expect(parseAdminAccessCodeHash('plain-text-code')).toBeNull();
    expect(parseAdminAccessCodeHash(`scrypt$32768$8$1$${salt}$${hash}`)).toBeNull();
    expect(parseAdminAccessCodeHash(`scrypt:1000:8:1:${salt}:${hash}`)).toBeNull();
    expect(parseAdminAccessCodeHash(`scrypt:${2 ** 24}:8:1:${salt}:${hash}`)).toBeNull();
    expect(parseAdminAccessCodeHash(`scrypt:32768:8:1:AAAA:${hash}`)).toBeNull();
  });
});
