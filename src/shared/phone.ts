/**
 * Formats what a user has typed so far as a North American number, (ddd) ddd-dddd.
 * A leading country code 1 is dropped; digits beyond ten are ignored.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Optional +1, area and exchange codes starting 2-9, ten digits in all. */
export const CANADIAN_PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

export function isCanadianPhone(value: string): boolean {
  return CANADIAN_PHONE_PATTERN.test(value.trim());
}
