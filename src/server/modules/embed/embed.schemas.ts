import { z } from 'zod';
import { answers, nonJson } from '#server/lib/http/answers.js';
import { langParameter } from '#server/lib/i18n/lang-query.js';

/** The answers of what other sites embed: a page and an image, documented by their media types. */
export const embedPageAnswers = answers({ 200: nonJson('A page of the services and their status, without scripts', 'text/html') });
export const badgeAnswers = answers({ 200: nonJson('An SVG badge of the overall status', 'image/svg+xml') });

/**
 * The language of what another site embeds: its page carries no cookie of ours, so the embedding
 * site names the language in the address. Any other parameter (a cache-buster) is let through.
 */
export const embedQuerySchema = z.object({ lang: langParameter });

/** How the language is chosen, for the operations' descriptions in the API document. */
export const EMBED_LANGUAGE_NOTE =
  'In English or French: add ?lang=fr (or ?lang=en) to the address, as a page on another site must; without it, the lang cookie, then the Accept-Language header, decides.';
