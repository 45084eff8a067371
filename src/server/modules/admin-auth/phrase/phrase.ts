import { randomBytes, randomInt } from 'node:crypto';
import { PHRASE_WORDS } from './phrase-words.ts';

export const PHRASE_WORD_COUNT = 6;

/** A fresh admin phrase: six words drawn uniformly with the CSPRNG, separated by spaces. */
export function generatePhrase(): string {
  return Array.from({ length: PHRASE_WORD_COUNT }, () => PHRASE_WORDS[randomInt(PHRASE_WORDS.length)]).join(' ');
}

/**
 * The form a phrase is hashed in. People retype it with odd capitals, extra spaces or
 * hyphens between words; none of that should make a correct phrase fail.
 */
export function normalisePhrase(input: string): string {
  return input
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .join(' ');
}

/** A random 128-bit value for cookies (session tokens, browser nonces). */
export function randomToken(): string {
  return randomBytes(16).toString('base64url');
}
