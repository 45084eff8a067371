import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toLocale, type Locale } from '#shared/i18n/locales.js';
import { requestLocale } from './request-locale.ts';

/** What a `lang` parameter that is not a language tag is told (api-messages.ts has its French). */
export const LANG_PARAMETER_MESSAGE = 'lang must be en or fr';

/**
 * `?lang=fr` (or fr-CA; en, en-CA): the language of what other sites and feed readers fetch, which
 * carry no cookie of ours. A value that names no language we speak means English.
 */
export const langParameter = z
  .string({ error: LANG_PARAMETER_MESSAGE })
  .max(16, LANG_PARAMETER_MESSAGE)
  .optional()
  .describe('The language: fr (or fr-CA) for French, en (or en-CA) for English. Without it, the lang cookie, then Accept-Language, then English.');

/**
 * The language named by `lang` when there is one; else the request's (the `lang` cookie, then
 * Accept-Language), and the answer then tells caches that it varies by those.
 */
export function parameterLocale(request: FastifyRequest, reply: FastifyReply, lang: string | undefined): Locale {
  if (lang) return toLocale(lang);
  reply.header('vary', 'Accept-Language, Cookie');
  return requestLocale(request);
}
