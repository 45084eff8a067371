import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ADMIN_AUTH_MESSAGES } from '../../../shared/admin-auth.ts';
import { couponCreateSchema } from '../../../shared/registration.ts';
import { createCoupon, deactivateCoupon, listCoupons, type AdminActor } from './coupon.service.ts';

const idParams = z.strictObject({ id: z.string().max(64) });

/** The admin guard already refused requests without a session; this names who acted. */
function actorOf(request: FastifyRequest): AdminActor {
  const session = request.adminSession;
  if (!session) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return { userId: session.userId, email: session.email, ip: requestContext(request).ip };
}

/** Coupon management in the admin panel (behind the admin guard, as every /api/admin/* route). */
export const couponRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/admin/coupons', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listCoupons(deps.db);
  });

  api.post('/api/admin/coupons', { schema: { body: couponCreateSchema } }, async (request, reply) => {
    const coupon = await createCoupon(deps, request.body, actorOf(request));
    return reply.code(201).send(coupon);
  });

  api.post('/api/admin/coupons/:id/deactivate', { schema: { params: idParams } }, async (request) => {
    return deactivateCoupon(deps, request.params.id, actorOf(request));
  });
};
