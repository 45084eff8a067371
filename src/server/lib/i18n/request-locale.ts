import type { FastifyRequest } from 'fastify';
import { negotiateLocale, type Locale } from '#shared/i18n/locales.js';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';

/** The language to answer this request in: the `lang` cookie when set, else the browser's Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return negotiateLocale(cookies?.[COOKIE_NAMES.language], request.headers['accept-language']);
}
