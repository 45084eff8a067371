import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendConditional } from '#server/lib/http/answers.js';
import type { Answer } from './public-answers.ts';

/** A public polled answer: revalidated on every poll, 304 when the caller has it already. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, type = 'application/json; charset=utf-8'): void {
  reply.header('cache-control', 'no-cache');
  sendConditional(request, reply, answer, type);
}
