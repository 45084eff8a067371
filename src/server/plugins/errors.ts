import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../lib/errors.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * The one place errors become HTTP: `{ message }` (+ `issues` for validation). A 4xx says
 * what to fix; a 5xx never leaks internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
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
      return reply.code(400).send({ message: readableValidationMessage(issues[0]), issues });
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

function readableValidationMessage(issue: { path: string; message: string } | undefined): string {
  if (!issue) return 'The request is not valid.';
  // zod's own texts for unknown keys and wrong types name no field; say which one.
  if (/^Unrecognized key/.test(issue.message)) return `${issue.message}. Remove the unknown field and try again.`;
  if (/^Invalid input: expected/.test(issue.message) && issue.path) return `${issue.path}: ${issue.message}`;
  return issue.message;
}
