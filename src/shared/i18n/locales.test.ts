import { describe, expect, it } from 'vitest';
import { negotiateLocale, toLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it('keeps a remembered choice over the browser', () => {
    expect(negotiateLocale('fr-CA', 'en-CA,en;q=0.9')).toBe('fr-CA');
    expect(negotiateLocale('en-CA', 'fr-CA,fr;q=0.9')).toBe('en-CA');
  });

  it('follows the browser when nothing is remembered', () => {
    expect(negotiateLocale(undefined, 'fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(negotiateLocale(undefined, 'fr')).toBe('fr-CA');
    expect(negotiateLocale(undefined, 'FR-fr')).toBe('fr-CA');
    expect(negotiateLocale(undefined, 'en-US,en;q=0.9')).toBe('en-CA');
  });

  it('ranks by q-value, skips languages we do not speak and those refused', () => {
    expect(negotiateLocale(undefined, 'de;q=1, en;q=0.5, fr;q=0.8')).toBe('fr-CA');
    expect(negotiateLocale(undefined, 'es, fr;q=0, en;q=0.1')).toBe('en-CA');
    expect(negotiateLocale(undefined, 'de, es')).toBe('en-CA');
  });

  it('answers English for missing or malformed input', () => {
    expect(negotiateLocale(undefined, undefined)).toBe('en-CA');
    expect(negotiateLocale('klingon', ';;;,,q=x')).toBe('en-CA');
    expect(negotiateLocale(undefined, 'fr;q=abc')).toBe('en-CA');
  });
});

describe('toLocale', () => {
  it('reads stored values leniently', () => {
    expect(toLocale('fr')).toBe('fr-CA');
    expect(toLocale('fr-CA')).toBe('fr-CA');
    expect(toLocale('en-CA')).toBe('en-CA');
    expect(toLocale(null)).toBe('en-CA');
    expect(toLocale('french')).toBe('en-CA');
  });
});
