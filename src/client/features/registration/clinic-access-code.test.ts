import { describe, expect, it } from 'vitest';
import { normaliseClinicAccessCode } from '#shared/onboarding/registration.js';
import { clinicAccessCodeLength, formatClinicAccessCode } from './clinic-access-code.ts';

describe('formatClinicAccessCode', () => {
  it('groups what is typed as XXXX-XXXX-XXXX, upper case, ignoring other characters', () => {
    expect(formatClinicAccessCode('k7qm')).toBe('K7QM');
    expect(formatClinicAccessCode('k7qm2')).toBe('K7QM-2');
    expect(formatClinicAccessCode(' k7qm 2xpd-9rtf ')).toBe('K7QM-2XPD-9RTF');
    expect(formatClinicAccessCode('K7QM-2XPD-9RTF-EXTRA')).toBe('K7QM-2XPD-9RTF');
    expect(formatClinicAccessCode('--')).toBe('');
  });
  it('keeps a code the server reads the same way', () => {
    const typed = 'k7qm2xpd9rtf';
    expect(normaliseClinicAccessCode(formatClinicAccessCode(typed))).toBe(normaliseClinicAccessCode(typed));
    expect(clinicAccessCodeLength(formatClinicAccessCode(typed))).toBe(12);
  });
});
