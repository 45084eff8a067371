import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatPercent } from './format.ts';

const at = new Date('2026-11-27T18:14:00Z');
const zone = 'America/Edmonton';

describe('formats by language (Intl, as CLDR publishes them)', () => {
  it('writes percentages', () => {
    expect(formatPercent('en-CA', 0.9995)).toBe('99.95%');
    expect(formatPercent('fr-CA', 0.9995)).toBe('99,95\u00a0%');
  });

  it('writes numbers', () => {
    expect(formatNumber('en-CA', 1234.5)).toBe('1,234.5');
    expect(formatNumber('fr-CA', 1234.5)).toBe('1\u00a0234,5');
  });

  it('writes dates and times, on Alberta time (UTC-6 all year since 2026-11-01)', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone };
    expect(formatDateTime('fr-CA', at, options)).toBe('27 nov. 2026, 12 h 14');
    expect(formatDateTime('en-CA', at, options)).toBe('Nov 27, 2026, 12:14 p.m.');
  });

  it('writes the first of a month as French does, "1er", and no other day', () => {
    const first = new Date('2026-12-01T18:00:00Z');
    expect(formatDateTime('fr-CA', first, { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone })).toBe('mar. 1er déc.');
    expect(formatDateTime('fr-CA', new Date('2026-12-11T18:00:00Z'), { day: 'numeric', month: 'long', timeZone: zone })).toBe('11 décembre');
    expect(formatDateTime('fr-CA', new Date('2026-12-21T18:00:00Z'), { day: 'numeric', month: 'short', timeZone: zone })).toBe('21 déc.');
    expect(formatDateTime('en-CA', first, { day: 'numeric', month: 'short', timeZone: zone })).toBe('Dec 1');
  });
});
