import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/errors.js';
import { SIGNED_IN } from '#server/lib/http/api-security.js';
import type { Polled } from '#server/lib/http/polled.js';
import { sendConditional } from '#server/lib/http/answers.js';
import type { Clock } from '#server/lib/time/clock.js';
import { cachedSessionUser } from '../auth/index.ts';
import type { AppParts } from '#server/lib/app-parts.js';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import { NOTIFICATION_MESSAGES } from '#shared/notifications/notifications.js';
import { notificationIdParams } from '#shared/notifications/notification-schemas.js';
import type { NotificationFeed } from './notification-feed.ts';
import { adminNotificationsRoutes } from './admin-notifications.routes.ts';
import { clearedAnswers, emptyBodySchema, noticeListAnswers, userNotificationAnswers, userNotificationListAnswers } from './notifications.schemas.ts';

/** The signed-in caller, as the feed needs them; anyone else gets a 401. */
function callerOf(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', NOTIFICATION_MESSAGES.signInRequired);
  return { userId: request.user.id, ip: request.ip };
}

// PATCH .../read and DELETE carry no payload; a client that still sends an empty JSON body is not refused.

export type NotificationRoutesParts = Pick<AppParts, 'db' | 'clock'> & { notificationFeed: NotificationFeed; firstScreen: FirstScreen; polled: Polled };

/** The dashboard's notifications panel (signed-in users) and the admin's Send Notification widget. */
export const notificationsRoutes: FastifyPluginAsync<NotificationRoutesParts> = async (app, deps) => {
  const feed = deps.notificationFeed;

  deps.firstScreen.provide('/api/notices', (request) => {
    const answer = feed.noticesFor(() => request.ip);
    return { etag: answer.etag, body: () => answer.body.toString('utf8') };
  });
  await app.register(userNotificationsRoutes, { feed, polled: deps.polled, clock: deps.clock });
  await app.register(adminNotificationsRoutes, { feed, db: deps.db, clock: deps.clock });
};

const userNotificationsRoutes: FastifyPluginAsync<{ feed: NotificationFeed; polled: Polled; clock: Clock }> = async (app, { feed, polled, clock }) => {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public notices: every dashboard polls these with the services, signed in or not.
  // The list depends on the caller's address: no shared cache may keep it.
  polled.serve(
    app,
    '/api/notices',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: "The provider's public notices for the caller's network (everyone's, and those targeting its address or range), newest first",
        response: noticeListAnswers,
      },
    },
    { headers: { 'cache-control': 'private, no-cache' }, snapshotOf: (_request, clientIp) => feed.noticesFor(clientIp) },
  );

  // Polled every 30 s by every signed-in dashboard: answered from memory, 304 when unchanged.
  api.get(
    '/api/notifications',
    {
      logLevel: 'warn',
      // Who is signed in comes from the short-lived session cache, not a query per poll.
      config: { session: 'cached' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's current notifications, newest first, with their own read state",
        security: SIGNED_IN,
        response: userNotificationListAnswers,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const answer = await feed.answerFor(caller.userId, caller.ip);
      reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
      sendConditional(request, reply, answer);
    },
  );
  // From memory when both the session and the user's marks are cached; otherwise the route above
  // loads them (and caches them for the next poll). Same headers, same order.
  polled.serveWhenInMemory('/api/notifications', {
    headers: { 'cache-control': 'private, no-cache', vary: 'cookie' },
    snapshotOf: (request, clientIp) => {
      const nowMs = clock.nowMs();
      const user = cachedSessionUser(app.sessionCache, request.headers.cookie, nowMs);
      return (user && feed.answerFromMemory(user.id, clientIp, nowMs)) || undefined;
    },
  });

  api.patch(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read, for the caller only',
        security: SIGNED_IN,
        params: notificationIdParams,
        body: emptyBodySchema,
        response: userNotificationAnswers,
      },
    },
    async (request) => feed.markRead(callerOf(request), request.params.id),
  );

  api.delete(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "Clear every notification from the caller's panel; nobody else's changes",
        security: SIGNED_IN,
        body: emptyBodySchema,
        response: clearedAnswers,
      },
    },
    async (request) => ({ cleared: await feed.clearAll(callerOf(request)) }),
  );
};
