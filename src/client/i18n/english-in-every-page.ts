import type { Messages } from '@lingui/core';
import validation from '../../shared/i18n/catalogues/en-CA/validation.json';
import time from '../../shared/i18n/catalogues/en-CA/time.json';

/**
 * The shared validation messages in English, compiled at build, in every page whatever its
 * language: the shared schemas write these English texts, and localize-message.ts finds each by its
 * English to show it in the page's language. English pages read them from here too.
 */
export const englishValidation = validation as unknown as Messages;

/**
 * English messages every page's code holds anyway, whatever its language: the validation messages,
 * and the time words (src/shared/time-words.ts speaks English by default). English pages read
 * them from here rather than fetch them again with the rest of English.
 */
export const englishInEveryPage: Messages = { ...englishValidation, ...(time as unknown as Messages) };
