/*
 * What every text the product stores must be (docs/product/limits.md): PostgreSQL cannot store NUL, a JSON
 * column refuses an unpaired UTF-16 surrogate, and a name with control characters or line breaks
 * can forge a mail header or a fake paragraph. Zod-free: the server's input guard, the field
 * schemas and the forms share these rules and their words.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL, or half of a character (an unpaired surrogate, typically from a broken copy and paste). */
export function unstorableText(value: string): 'nul' | 'broken' | null {
  if (value.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(value) ? 'broken' : null;
}

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/** A one-line text (a name, a title, a code): no control character at all. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** A text that may span lines (a message): tabs and line breaks are fine, other controls are not. */
export function hasControlCharactersBesidesLines(value: string): boolean {
  return CONTROL_BUT_LINES.test(value);
}

/** The largest whole number a 32-bit integer column holds. */
export const INT32_MAX = 2_147_483_647;

/** Dates people enter are business dates: from 2000 to the end of 2100. */
export const EARLIEST_DATE = new Date('2000-01-01T00:00:00Z');
export const LATEST_DATE = new Date('2101-01-01T00:00:00Z');

export function isBusinessDate(date: Date): boolean {
  return !Number.isNaN(date.getTime()) && date >= EARLIEST_DATE && date < LATEST_DATE;
}

export const INPUT_MESSAGES = {
  unstorable: (field: string) =>
    `${field} contains a character we cannot store (an invisible NUL or half of a character, usually from copying and pasting). Retype it and try again.`,
  controlCharacters: (field: string) => `${field} must be one line of plain text, without line breaks, tabs or invisible control characters.`,
  controlCharactersBesidesLines: (field: string) => `${field} contains invisible control characters. Remove them (line breaks are fine) and try again.`,
  businessDate: (field: string) => `${field} must be a real date between the years 2000 and 2100.`,
} as const;
