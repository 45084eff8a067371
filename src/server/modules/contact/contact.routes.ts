import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInquirySchema } from '#shared/validation.js';
import { CONTACT_SUCCESS } from '#shared/contact.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { createInquiry, type ContactDeps } from './contact.service.ts';
import { createAttemptLimiter, type LimitRule } from '#server/lib/security/attempt-limiter.js';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { inquiryReceivedAnswers } from './contact.schemas.ts';

/** 5 messages per hour from one network (docs/product/limits.md). Refused attempts (bad input) do not count. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** A coarse cap on every request a network sends to the form, refused ones included. */
export const CONTACT_REQUESTS_PER_HOUR = 60;

function contactRule(ip: string | null): LimitRule {
  return {
    key: `contact:ip:${rateLimitKeyForIp(ip)}`,
    limit: CONTACT_MESSAGES_PER_HOUR,
    windowMs: 3_600_000,
    message: `We have received ${CONTACT_MESSAGES_PER_HOUR} messages from your network this hour.`,
  };
}

export const contactRoutes: FastifyPluginAsync<ContactDeps> = async (app, deps) => {
  const limiter = createAttemptLimiter(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: { summary: 'Send a message to the provider from the contact page', body: contactInquirySchema, response: inquiryReceivedAnswers },
      // Against floods only; the limit that matters counts accepted messages.
      config: { rateLimit: { max: CONTACT_REQUESTS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const ip = requestContext(request).ip;
      await limiter.consume(contactRule(ip));
      const { id } = await createInquiry(deps, request.body, ip);
      return reply.code(201).send({ id, message: CONTACT_SUCCESS });
    },
  );
};
