import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInquirySchema } from '../../../shared/validation.ts';
import { CONTACT_SUCCESS } from '../../../shared/contact.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import { createInquiry } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsync<{ db: Db; keys: KeyRing; clock: Clock }> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: { body: contactInquirySchema },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { id } = await createInquiry(deps, request.body, requestContext(request).ip);
      return reply.code(201).send({ id, message: CONTACT_SUCCESS });
    },
  );
};
