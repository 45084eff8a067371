import { describe, expect, it } from 'vitest';
import { CANADIAN_PHONE_PATTERN, formatPhoneInput } from './phone.ts';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['403', '(403'],
    ['4035', '(403) 5'],
    ['403555', '(403) 555'],
    ['4035550', '(403) 555-0'],
    ['4035550123', '(403) 555-0123'],
    ['403-555-0123 ext', '(403) 555-0123'],
    ['40355501239999', '(403) 555-0123'],
    ['+1 403 555 0123', '+1 (403) 555-0123'],
    // Typed one digit at a time with a leading 1: never '(140) 355-5012' on the way.
    ['1', '+1'],
    ['14', '+1 (4'],
    ['1403', '+1 (403'],
    ['1403555', '+1 (403) 555'],
    ['140355501', '+1 (403) 555-01'],
    ['1 403 555 0123', '+1 (403) 555-0123'],
    ['+1 (403) 555-01234', '+1 (403) 555-0123'],
    ['(403) 555-0123', '(403) 555-0123'],
    ['abc', ''],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatPhoneInput(raw)).toBe(expected);
  });
});

describe('CANADIAN_PHONE_PATTERN', () => {
  it.each(['(403) 555-0123', '+1 (403) 555-0123', '+1-403-555-0123', '403-555-0123', '4035550123', '+14035550123', '1 403 555 0123'])('accepts %s', (value) => {
    expect(CANADIAN_PHONE_PATTERN.test(value)).toBe(true);
  });
  it.each(['(103) 555-0123', '(403) 155-0123', '555-0123', '+44 20 7946 0958', '403555012', ''])('refuses %s', (value) => {
    expect(CANADIAN_PHONE_PATTERN.test(value)).toBe(false);
  });
});
