import { ACCESS_CODE_GROUP_LENGTH, ACCESS_CODE_GROUPS } from '../../../shared/registration.ts';

export const ACCESS_CODE_LENGTH = ACCESS_CODE_GROUPS * ACCESS_CODE_GROUP_LENGTH;

/** Upper-cases what is typed or pasted and groups it as XXXX-XXXX-XXXX. */
export function formatAccessCode(raw: string): string {
  const chars = raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ACCESS_CODE_LENGTH);
  const groups = chars.match(new RegExp(`.{1,${ACCESS_CODE_GROUP_LENGTH}}`, 'g')) ?? [];
  return groups.join('-');
}

export function accessCodeLength(formatted: string): number {
  return formatted.replace(/-/g, '').length;
}
