import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/errors.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { ALERT_MESSAGES, type AlertPreferences } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';
import {
  alertCheckEmailAnswers,
  alertMessageAnswers,
  alertPreferencesAnswers,
  alertPreferencesSavedAnswers,
  alertSubscribeSchema,
  confirmBodySchema,
  preferencesBodySchema,
  tokenQuerySchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from './alerts.schemas.ts';
import { confirmAlerts, subscribeToAlerts } from './alerts.service.ts';
import { alertPreferences, unsubscribeFromAlerts, updateAlertPreferences } from './alert-preferences.service.ts';
import { adminAlertsRoutes } from './admin-alerts.routes.ts';
import { alertConfirmedAnswers } from './alert-manage-link.schemas.ts';
import { manageTokenOf } from './alert-manage-link.ts';
import { alertManageLinkRoutes } from './alert-manage-link.routes.ts';

const tags = ['alerts'];

/** What the subscriber routes (and the admin list of subscriptions) read. */
export type AlertRoutesParts = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer'>;

/** E-mail status alerts: opt-in with double opt-in, the confirm link, one-click unsubscribe and choices by link. */
export const alertsRoutes: FastifyPluginAsync<AlertRoutesParts> = async (app, deps) => {
  // RFC 8058 one-click unsubscribes arrive as a form post (`List-Unsubscribe=One-Click`); only these routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) => done(null, null));
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/alerts/subscribe',
    {
      schema: {
        tags,
        summary: 'Ask for e-mail alerts on chosen services (registered clinics and newsletter subscribers); mails a confirmation link',
        body: alertSubscribeSchema,
        response: alertCheckEmailAnswers,
      },
      // A coarse per-instance cap; the real per-address and per-network limits live in the database.
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await subscribeToAlerts(deps, request.body, requestContext(request).ip, requestLocale(request));
      return reply.code(202).send({ message: ALERT_MESSAGES.checkEmail });
    },
  );

  api.post(
    '/api/alerts/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm alerts with the token from the confirmation e-mail (double opt-in); answers the token of "Your status alerts"',
        body: confirmBodySchema,
        response: alertConfirmedAnswers,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => {
      const { subscriptionId } = await confirmAlerts(deps, request.body.token, requestContext(request).ip);
      // Opening the mailed link proves the inbox, which every alert's link reaches anyway.
      return { message: ALERT_MESSAGES.confirmed, manageToken: manageTokenOf(deps, subscriptionId) };
    },
  );

  api.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop all alerts to an address: token in the JSON body, or in the query for RFC 8058 one-click posts',
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: alertMessageAnswers,
      },
      // Mail providers post one-click unsubscribes for many readers from few addresses: keep this generous.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new AppError('bad_request', ALERT_MESSAGES.unsubscribeInvalid);
      await unsubscribeFromAlerts(deps, token, requestContext(request).ip);
      return { message: ALERT_MESSAGES.unsubscribed };
    },
  );

  api.get(
    '/api/alerts/preferences',
    {
      schema: {
        tags,
        summary: 'The services an alert link’s subscription covers, and whether it is on',
        querystring: tokenQuerySchema,
        response: alertPreferencesAnswers,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request): Promise<AlertPreferences> => {
      return alertPreferences(deps, request.query.token);
    },
  );

  api.put(
    '/api/alerts/preferences',
    {
      schema: { tags, summary: 'Change the services an alert link’s subscription covers', body: preferencesBodySchema, response: alertPreferencesSavedAnswers },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request) => {
      const preferences = await updateAlertPreferences(deps, request.body.token, request.body.serviceIds);
      return { message: ALERT_MESSAGES.preferencesSaved, ...preferences };
    },
  );

  await app.register(alertManageLinkRoutes, deps);
  await app.register(adminAlertsRoutes, deps);
};
