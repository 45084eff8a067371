import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../lib/errors.ts';
import { localizeAnswer, writeMessage } from '../lib/i18n/localize.ts';
import { requestLocale } from '../lib/i18n/request-locale.ts';
import type { Locale } from '#shared/i18n/locales.js';

/** An answer whose words follow the caller's language says so to caches. */
const LANGUAGE_VARY = ['Accept-Language', 'Cookie'];

export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * The one place errors become HTTP: `{ message }` (+ `issues` for validation). A 4xx says
 * what to fix; a 5xx never leaks internals. Every JSON answer's `message` (an error's, or a
 * "check your inbox" of a 2xx) and every issue's is written in the caller's language
 * (requestLocale: the `lang` cookie, else Accept-Language): the code writes them in English and
 * the English is looked up in the catalogue (lib/i18n/localize.ts), so the routes that send their
 * own `{ message }` answers are covered too.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string') {
      addVary(reply, LANGUAGE_VARY);
      done(null, localizeAnswer(payload, requestLocale(request), reply.statusCode));
      return;
    }
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds) reply.header('retry-after', String(error.details.retryAfterSeconds));
      return reply.code(HTTP_STATUS[error.code]).send({
        message: error.message,
        ...(error.details.issues ? { issues: error.details.issues } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: readableValidationMessage(issues[0], requestLocale(request)), issues });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: error.message || 'Too many requests. Please wait a moment and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });
}

function readableValidationMessage(issue: { path: string; message: string } | undefined, locale: Locale): string {
  if (!issue) return 'The request is not valid.';
  // zod's own texts for unknown keys and wrong types name no field; say which one.
  if (/^Unrecognized key/.test(issue.message)) return `${issue.message}. Remove the unknown field and try again.`;
  // Written here in the caller's language: "{path}: {problem}" read back from any text would take in every colon.
  if (/^Invalid input: expected/.test(issue.message) && issue.path)
    return writeMessage(locale, 'server-api.request.atPath', { path: issue.path, problem: issue.message });
  return issue.message;
}

/** Adds names to the Vary header, keeping those already there. */
function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const listed =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  const missing = names.filter((name) => !listed.some((known) => known.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...listed, ...missing].join(', '));
}
