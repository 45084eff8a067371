import { z } from 'zod';
import { matchesEtag } from './etag.ts';

/**
 * Response schemas (ADR 17). Each module declares its answers beside its request
 * schemas in `<module>.schemas.ts`, typed against the shapes the client reads (src/shared), so a
 * field the contract drops is a type error and a field it does not name never leaves the server:
 * Fastify serialises every answer through its schema (fastify-type-provider-zod). The zod
 * schemas stay on the server so the dashboard's bundle stays free of zod.
 */

/** Every error answer (plugins/errors.ts): what went wrong in words, and for validation which field. */
export const errorAnswer = z
  .looseObject({
    message: z.string().describe('What went wrong, in words a person can act on'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('An error');

/** An answer that only says, in words, what happened. */
export const messageAnswer = z.object({ message: z.string() });

const STATUS_WORDS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'A redirect; the Location header says where',
  304: 'Not modified: the ETag still holds',
};

/** A route's answers: its own (each described in the document), plus the error answer for any 4xx and 5xx. */
export function answers<const T extends Record<number, z.ZodType>>(own: T): T & { '4xx': typeof errorAnswer; '5xx': typeof errorAnswer } {
  const described = Object.fromEntries(
    Object.entries(own).map(([status, schema]) => [status, schema.description ? schema : schema.describe(STATUS_WORDS[Number(status)] ?? 'The answer')]),
  ) as T;
  return { ...described, '4xx': errorAnswer, '5xx': errorAnswer };
}

/** The media type of each answer that is not JSON, for the OpenAPI document (plugins/openapi.ts). */
export const answerMediaTypes = z.registry<{ mediaType: string }>();

/** An answer whose body is not JSON (a page, a feed, an image): documented under the media type it is served as. */
export function nonJson(description: string, mediaType: string): z.ZodType<string> {
  return z.string().describe(description).register(answerMediaTypes, { mediaType });
}

/** A redirect: no body, the Location header says where. */
export const redirectAnswer = z.null().describe('A redirect; the Location header says where');

/** An ISO 8601 time, as every answer writes times. */
export const isoTime = z.string().describe('ISO 8601 time');

/** The admin panel's paginated lists (shared/admin.ts Page<T>). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** A 204: no body. */
export const noContent = z.null().describe('No content');

/** Route parameters naming one row. */
export const idParams = z.strictObject({ id: z.string().max(64) });

/** The parts of a reply the senders below use; a route's reply is typed by its schema, these send bytes made ahead. */
interface RawReply {
  header(name: string, value: string): unknown;
  code(status: number): { send(payload: never): unknown };
  type(contentType: string): { send(payload: never): unknown };
}

/**
 * Sends an answer serialised ahead of time (once per change, then cached): 304 with no body when
 * the caller already holds its ETag, else its bytes as they are. Fastify passes bytes through
 * untouched, so the route's schema documents the answer rather than shaping it. Callers set
 * their own cache-control first.
 */
export function sendConditional(
  request: { headers: { 'if-none-match'?: string | undefined } },
  reply: RawReply,
  answer: { body: Buffer | string; etag: string },
  contentType = 'application/json; charset=utf-8',
): void {
  reply.header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) sendNothing(reply, 304);
  else reply.type(contentType).send(answer.body as never);
}

/** Answers 204 or 304 with no body at all (a typed reply would otherwise serialise `null`). */
export function sendNothing(reply: { code(status: number): { send(payload: never): unknown } }, status: 204 | 304): void {
  reply.code(status).send(undefined as never);
}
