import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../lib/etag.ts';
import type { Answer } from './public-answers.ts';

/** A public polled answer: revalidated on every poll, 304 when the caller has it already. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, type = 'application/json; charset=utf-8'): void {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) reply.code(304).send();
  else reply.type(type).send(answer.body);
}
