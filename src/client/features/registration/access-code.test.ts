import { describe, expect, it } from 'vitest';
import { normaliseAccessCode } from '../../../shared/registration.ts';
import { accessCodeLength, formatAccessCode } from './access-code.ts';

describe('formatAccessCode', () => {
  it('groups what is typed as XXXX-XXXX-XXXX, upper case, ignoring other characters', () => {
    expect(formatAccessCode('k7qm')).toBe('K7QM');
    expect(formatAccessCode('k7qm2')).toBe('K7QM-2');
    expect(formatAccessCode(' k7qm 2xpd-9rtf ')).toBe('K7QM-2XPD-9RTF');
    expect(formatAccessCode('K7QM-2XPD-9RTF-EXTRA')).toBe('K7QM-2XPD-9RTF');
    expect(formatAccessCode('--')).toBe('');
  });
  it('keeps a code the server reads the same way', () => {
    const typed = 'k7qm2xpd9rtf';
    expect(normaliseAccessCode(formatAccessCode(typed))).toBe(normaliseAccessCode(typed));
    expect(accessCodeLength(formatAccessCode(typed))).toBe(12);
  });
});
