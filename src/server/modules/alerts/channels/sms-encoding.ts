/**
 * How a text message is encoded and how many segments it costs, by the rules of GSM 03.38 (3GPP
 * TS 23.038) that carriers bill by: the GSM 7-bit default alphabet when every character is in it
 * (160 septets in one message, 153 per part once concatenated, an extension-table character costing
 * two septets, an escape and its character never split between parts), otherwise UCS-2 (70 code
 * units in one message, 67 per part, a character outside the Basic Multilingual Plane costing two
 * units and never split).
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** The default alphabet in code order 0x00 to 0x7F; 0x1B (the escape to the extension table) is not a character. */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as the escape and itself, two septets. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(Array.from(GSM_BASIC).filter((char) => char !== '\u001b'));
const EXTENSION = new Set(Array.from(GSM_EXTENSION));

export const GSM7_BASIC_CHARACTERS: ReadonlySet<string> = BASIC;
export const GSM7_EXTENSION_CHARACTERS: ReadonlySet<string> = EXTENSION;

const LIMITS = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
} as const;

/**
 * Typographic characters that word processors and phones put in text, each with the GSM-7
 * characters that read the same: one curly quote or em dash would otherwise make the whole
 * message UCS-2 and less than half as long per segment.
 */
const TYPOGRAPHIC: [RegExp, string][] = [
  [/[\u2010-\u2015\u2212\u2043\uFE58\uFE63\uFF0D]/g, '-'],
  [/[\u2018\u2019\u201A\u201B\u2032\u2035\u00B4\u0060\u2039\u203A\uFF07]/g, "'"],
  [/[\u201C-\u201F\u2033\u2036\u00AB\u00BB\uFF02]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t]/g, ' '],
  [/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, ''],
  [/[\u2022\u2023\u2027\u00B7\u2219]/g, '-'],
  [/\u00D7/g, 'x'],
  [/[\u2044\u2215]/g, '/'],
];

/** The text in composed form with typographic characters replaced by their GSM-7 look-alikes. */
export function smsFriendly(text: string): string {
  let result = text.normalize('NFC');
  for (const [pattern, replacement] of TYPOGRAPHIC) result = result.replace(pattern, replacement);
  return result;
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/** Each character's cost in the encoding: septets for GSM-7, UTF-16 code units for UCS-2. */
function costs(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (char) => (encoding === 'GSM-7' ? (EXTENSION.has(char) ? 2 : 1) : char.length));
}

/** Parts needed when no character may be split between two parts. */
function partsFor(charCosts: number[], perPart: number): number {
  let parts = 1;
  let used = 0;
  for (const cost of charCosts) {
    if (used + cost > perPart) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return parts;
}

/** The encoding a text is sent in, and the segments it costs. */
export function smsSize(text: string): SmsSize {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const charCosts = costs(text, encoding);
  const units = charCosts.reduce((sum, cost) => sum + cost, 0);
  const limits = LIMITS[encoding];
  return { encoding, units, segments: units <= limits.single ? 1 : partsFor(charCosts, limits.perPart) };
}

/** The longest prefix of `chars` (trailing spaces dropped) that fits with `ellipsis` and `tail`, and how many characters it kept. */
function longestFitting(chars: string[], ellipsis: string, tail: string, maxSegments: number): { text: string; kept: number } | null {
  const build = (n: number) => `${chars.slice(0, n).join('').trimEnd()}${ellipsis}${tail}`;
  if (smsSize(build(0)).segments > maxSegments) return null;
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (smsSize(build(middle)).segments <= maxSegments) low = middle;
    else high = middle - 1;
  }
  return { text: build(low), kept: low };
}

/**
 * `head` then `tail` in at most `maxSegments` segments: typographic characters replaced, and the
 * head cut at a character boundary with an ellipsis when the whole does not fit (the tail, such
 * as the board's address or a code, is kept whole). When cutting drops every character that
 * needed UCS-2, the message is sent in GSM-7 and keeps more of the head.
 */
export function fitSms(head: string, tail: string, maxSegments = 2): string {
  const start = smsFriendly(head);
  const end = smsFriendly(tail);
  const whole = `${start}${end}`;
  if (smsSize(whole).segments <= maxSegments) return whole;
  const chars = Array.from(start);
  const gsmPrefixLength = chars.findIndex((char) => !isGsm7(char));
  const candidates = [
    isGsm7(end) ? longestFitting(gsmPrefixLength === -1 ? chars : chars.slice(0, gsmPrefixLength), '...', end, maxSegments) : null,
    longestFitting(chars, '\u2026', end, maxSegments),
  ].filter((candidate) => candidate !== null);
  if (candidates.length === 0) return end;
  return candidates.reduce((best, candidate) => (candidate.kept > best.kept ? candidate : best)).text;
}
