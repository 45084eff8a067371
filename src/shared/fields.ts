import { z } from 'zod';
import {
  EARLIEST_DATE,
  hasControlCharacters,
  hasControlCharactersBesidesLines,
  INPUT_MESSAGES,
  INT32_MAX,
  isBusinessDate,
  LATEST_DATE,
} from './input-rules.ts';

/*
 * Field building blocks for every request schema (docs/product/limits.md): each says in words what is wrong,
 * and none lets through what the database cannot store (see input-rules.ts).
 */

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

interface TextMessages {
  /** When the field is missing or not text. */
  required?: string;
  tooLong?: string;
}

/** One line of text: a name, a title, a code. Trimmed; no line breaks or control characters. */
export function line(label: string, max: number, messages: TextMessages = {}) {
  return z
    .string({ error: messages.required ?? `${label} must be text` })
    .trim()
    .max(max, messages.tooLong ?? tooLong(label, max))
    .refine((v) => !hasControlCharacters(v), INPUT_MESSAGES.controlCharacters(label));
}

/** Text that may span lines: a message, a description. Trimmed; tabs and line breaks allowed. */
export function paragraph(label: string, max: number, messages: TextMessages = {}) {
  return z
    .string({ error: messages.required ?? `${label} must be text` })
    .trim()
    .max(max, messages.tooLong ?? tooLong(label, max))
    .refine((v) => !hasControlCharactersBesidesLines(v), INPUT_MESSAGES.controlCharactersBesidesLines(label));
}

/** A whole number that fits a 32-bit column. */
export function wholeNumber(label: string, range: { min: number; max?: number }, message?: string) {
  const max = range.max ?? INT32_MAX;
  const words = message ?? `${label} must be a whole number from ${range.min} to ${max.toLocaleString('en-CA')}`;
  return z.number({ error: words }).int(words).min(range.min, words).max(max, words);
}

/** A date a person means: between 2000 and 2100 (far-future years overflow date arithmetic). */
export function businessDate(label: string) {
  return z.coerce.date({ error: INPUT_MESSAGES.businessDate(label) }).refine((d) => isBusinessDate(d), INPUT_MESSAGES.businessDate(label));
}

export { EARLIEST_DATE, LATEST_DATE };
