import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { matchesEtag } from '../../lib/etag.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../../../shared/notifications.ts';
import { notificationIdParams } from '../../../shared/notification-schemas.ts';
import { createNotificationFeed, type NotificationFeed } from './notification-feed.ts';
import { adminNotificationsRoutes } from './admin-notifications.routes.ts';

/** The signed-in caller, as the feed needs them; anyone else gets a 401. */
function callerOf(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', NOTIFICATION_MESSAGES.signInRequired);
  return { userId: request.user.id, ip: request.ip };
}

// PATCH .../read and DELETE carry no payload; a client that still sends an empty JSON body is not refused.
const emptyBody = z.strictObject({}).nullish();

/** The dashboard's notifications panel (signed-in users) and the admin's Send Notification widget. */
export const notificationsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const feed = createNotificationFeed({ db: deps.db, keys: deps.keys, bus: deps.database.bus, clock: deps.clock, log: deps.log });
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', async () => feed.stop());

  deps.firstScreen.provide('/api/notices', (request) => {
    const answer = feed.noticesFor(request.ip);
    return { etag: answer.etag, body: () => answer.body.toString('utf8') };
  });
  await app.register(userNotificationsRoutes, { feed });
  await app.register(adminNotificationsRoutes, { feed, db: deps.db, clock: deps.clock });
};

const userNotificationsRoutes: FastifyPluginAsync<{ feed: NotificationFeed }> = async (app, { feed }) => {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public notices: every dashboard polls these with the services, signed in or not.
  api.get(
    '/api/notices',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: "The provider's public notices for the caller's network (everyone's, and those targeting its address or range), newest first",
      },
    },
    (request, reply) => {
      const answer = feed.noticesFor(request.ip);
      // The list depends on the caller's address: no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache').header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  );

  // Polled every 30 s by every signed-in dashboard: answered from memory, 304 when unchanged.
  api.get(
    '/api/notifications',
    {
      logLevel: 'warn',
      // Who is signed in comes from the short-lived session cache, not a query per poll.
      config: { session: 'cached' },
      schema: { tags: ['notifications'], summary: "The caller's current notifications, newest first, with their own read state" },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const answer = await feed.answerFor(caller.userId, caller.ip);
      reply.header('cache-control', 'private, no-cache').header('vary', 'cookie').header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  );

  api.patch(
    '/api/notifications/:id/read',
    { schema: { tags: ['notifications'], summary: 'Mark one notification read, for the caller only', params: notificationIdParams, body: emptyBody } },
    async (request) => feed.markRead(callerOf(request), request.params.id),
  );

  api.delete(
    '/api/notifications',
    { schema: { tags: ['notifications'], summary: "Clear every notification from the caller's panel; nobody else's changes", body: emptyBody } },
    async (request) => ({ cleared: await feed.clearAll(callerOf(request)) }),
  );
};
