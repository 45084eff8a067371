/**
 * Formats what a user has typed so far as a North American number, (ddd) ddd-dddd. No area
 * code starts with 1, so a leading 1 is always the country code: it is kept as '+1 ' (the
 * pattern below allows it) and never read as the area code's first digit. Digits beyond ten are ignored.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  const country = digits.startsWith('1');
  if (country) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  const prefix = country ? '+1 ' : '';
  if (digits.length === 0) return country ? '+1' : '';
  if (digits.length < 4) return `${prefix}(${digits}`;
  if (digits.length < 7) return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Optional +1, area and exchange codes starting 2-9, ten digits in all. */
export const CANADIAN_PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;
