import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponCreateSchema } from '#shared/onboarding/registration.js';
import { createCoupon, deactivateCoupon, listCoupons, type CouponRoutesDeps } from './coupon.service.ts';
import { couponExpiresAtSchema } from './coupon-expiry.ts';
import { adminActorOf } from '../admin-auth/index.ts';
import { idParams } from '#server/lib/http/answers.js';
import { couponAnswers, couponCreatedAnswers, couponListAnswers } from './coupons.schemas.ts';

const createBody = couponCreateSchema.extend({ expiresAt: couponExpiresAtSchema });

/** config.ts's own default, for an app that registers these routes without its config. */
const DEFAULT_TIME_ZONE = 'America/Edmonton';

/** Coupon management in the admin panel (behind the admin guard, as every /api/admin/* route). */
export const couponRoutes: FastifyPluginAsync<CouponRoutesDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = deps.config?.timezone ?? DEFAULT_TIME_ZONE;

  api.get('/api/admin/coupons', { schema: { tags: ['admin'], summary: 'Every coupon, newest first', response: couponListAnswers } }, async () => {
    return listCoupons(deps.db);
  });

  api.post(
    '/api/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon; a date-only expiresAt lasts to the end of that day in the provider time zone',
        body: createBody,
        response: couponCreatedAnswers,
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon({ db: deps.db, keys: deps.keys, clock: deps.clock, timeZone }, request.body, adminActorOf(request));
      return reply.code(201).send(coupon);
    },
  );

  api.post(
    '/api/admin/coupons/:id/deactivate',
    { schema: { tags: ['admin'], summary: 'Deactivate a coupon so it can no longer be redeemed', params: idParams, response: couponAnswers } },
    async (request) => deactivateCoupon(deps, request.params.id, adminActorOf(request)),
  );
};
