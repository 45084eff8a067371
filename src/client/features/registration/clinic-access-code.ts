import { CLINIC_ACCESS_CODE_GROUP_LENGTH, CLINIC_ACCESS_CODE_GROUPS } from '#shared/onboarding/registration.js';

export const CLINIC_ACCESS_CODE_LENGTH = CLINIC_ACCESS_CODE_GROUPS * CLINIC_ACCESS_CODE_GROUP_LENGTH;

/** Upper-cases what is typed or pasted and groups it as XXXX-XXXX-XXXX. */
export function formatClinicAccessCode(raw: string): string {
  const chars = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CLINIC_ACCESS_CODE_LENGTH);
  const groups = chars.match(new RegExp(`.{1,${CLINIC_ACCESS_CODE_GROUP_LENGTH}}`, 'g')) ?? [];
  return groups.join('-');
}

export function clinicAccessCodeLength(formatted: string): number {
  return formatted.replace(/-/g, '').length;
}
