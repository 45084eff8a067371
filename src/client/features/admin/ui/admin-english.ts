import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';

export type { Words };

/** What the panel's helpers write with when called without the page's words (see PAGE_WORDS). */
export const ADMIN_ENGLISH: Words = PAGE_WORDS;
