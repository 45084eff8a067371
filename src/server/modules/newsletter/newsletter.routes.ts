import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterSubscribeSchema } from '../../../shared/validation.ts';
import { NEWSLETTER_SUCCESS } from '../../../shared/newsletter.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import { subscribe } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsync<{ db: Db; keys: KeyRing; clock: Clock }> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter/subscribe',
    {
      schema: { body: newsletterSubscribeSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await subscribe(deps, { email: request.body.email, ip: requestContext(request).ip });
      // The same answer whether or not the address was already subscribed: it reveals nothing.
      return reply.code(200).send({ message: NEWSLETTER_SUCCESS });
    },
  );
};
