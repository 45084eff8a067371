import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationCreateSchema, notificationFrenchSchema, notificationIdParams } from '#shared/notifications/notification-schemas.js';
import type { AdminNotificationsDeps } from './admin-notifications-deps.ts';
import { listRecentNotifications } from './notifications.service.ts';
import { adminActorOf } from '../admin-auth/index.ts';
import { adminNotificationAnswers, adminNotificationCreatedAnswers, adminNotificationListAnswers } from './notifications.schemas.ts';

/** The Send Notification widget: send, list what was sent lately, withdraw. */
export const adminNotificationsRoutes: FastifyPluginAsync<AdminNotificationsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'The 20 most recently sent notifications, newest first, expired ones flagged',
        response: adminNotificationListAnswers,
      },
    },
    async () => {
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
        response: adminNotificationCreatedAnswers,
      },
    },
    async (request, reply) => reply.code(201).send(await deps.feed.send(request.body, adminActorOf(request))),
  );

  api.patch(
    '/api/admin/notifications/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Add, change or remove (both null) a sent notification's French title and message",
        params: notificationIdParams,
        body: notificationFrenchSchema,
        response: adminNotificationAnswers,
      },
    },
    async (request) => deps.feed.translate(request.params.id, request.body, adminActorOf(request)),
  );

  api.delete(
    '/api/admin/notifications/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdraw a notification: it disappears from every panel',
        params: notificationIdParams,
        response: adminNotificationAnswers,
      },
    },
    async (request) => deps.feed.withdraw(request.params.id, adminActorOf(request)),
  );
};
