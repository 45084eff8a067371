import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ADMIN_AUTH_MESSAGES } from '../../../shared/admin-auth.ts';
import { notificationCreateSchema, notificationIdParams } from '../../../shared/notification-schemas.ts';
import type { NotificationFeed } from './notification-feed.ts';
import { listRecentNotifications, type NotificationActor } from './notifications.service.ts';

/** The admin guard already refused requests without a session; this names who acted. */
function actorOf(request: FastifyRequest): NotificationActor {
  const session = request.adminSession;
  if (!session) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return { userId: session.userId, email: session.email, ip: requestContext(request).ip };
}

/** The Send Notification widget: send, list what was sent lately, withdraw. */
export const adminNotificationsRoutes: FastifyPluginAsync<{ feed: NotificationFeed; db: Db; clock: Clock }> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/notifications',
    { schema: { tags: ['admin'], summary: 'The 20 most recently sent notifications, newest first, expired ones flagged' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRecentNotifications(deps);
    },
  );

  api.post(
    '/api/admin/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to every signed-in user, or to those at one address or CIDR range',
        body: notificationCreateSchema,
      },
    },
    async (request, reply) => reply.code(201).send(await deps.feed.send(request.body, actorOf(request))),
  );

  api.delete(
    '/api/admin/notifications/:id',
    { schema: { tags: ['admin'], summary: 'Withdraw a notification: it disappears from every panel', params: notificationIdParams } },
    async (request) => deps.feed.withdraw(request.params.id, actorOf(request)),
  );
};
