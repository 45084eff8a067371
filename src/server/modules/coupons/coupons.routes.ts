import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ADMIN_AUTH_MESSAGES } from '../../../shared/admin-auth.ts';
import { couponCreateSchema } from '../../../shared/registration.ts';
import { createCoupon, deactivateCoupon, listCoupons, type AdminActor } from './coupon.service.ts';
import { couponExpiresAtSchema } from './coupon-expiry.ts';

const idParams = z.strictObject({ id: z.string().max(64) });
const createBody = couponCreateSchema.extend({ expiresAt: couponExpiresAtSchema });

/** config.ts's own default, for an app that registers these routes without its config. */
const DEFAULT_TIME_ZONE = 'America/Edmonton';

/** The admin guard already refused requests without a session; this names who acted. */
function actorOf(request: FastifyRequest): AdminActor {
  const session = request.adminSession;
  if (!session) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return { userId: session.userId, email: session.email, ip: requestContext(request).ip };
}

/** Coupon management in the admin panel (behind the admin guard, as every /api/admin/* route). */
export const couponRoutes: FastifyPluginAsync<{ db: Db; clock: Clock; config?: Pick<Config, 'timezone'> }> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = deps.config?.timezone ?? DEFAULT_TIME_ZONE;

  api.get('/api/admin/coupons', { schema: { tags: ['admin'], summary: 'Every coupon, newest first' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listCoupons(deps.db);
  });

  api.post(
    '/api/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon; a date-only expiresAt lasts to the end of that day in the provider time zone',
        body: createBody,
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon({ db: deps.db, clock: deps.clock, timeZone }, request.body, actorOf(request));
      return reply.code(201).send(coupon);
    },
  );

  api.post(
    '/api/admin/coupons/:id/deactivate',
    { schema: { tags: ['admin'], summary: 'Deactivate a coupon so it can no longer be redeemed', params: idParams } },
    async (request) => deactivateCoupon(deps, request.params.id, actorOf(request)),
  );
};
