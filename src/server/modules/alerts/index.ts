/*
 * The alerts module's public entry: status alerts by e-mail and by channel (Teams, Slack,
 * webhooks, SMS) as one plugin, and the job that sends them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { noStoreByDefault } from '#server/lib/http/no-store.js';
import { alertsRoutes, type AlertRoutesParts } from './alerts.routes.ts';
import { channelsRoutes, type ChannelRoutesParts } from './channels/channels.routes.ts';

export { startAlertDispatcher, type AlertDispatcherParts } from './alert-dispatcher.ts';
export type { ChannelOptions } from './channels/channel-options.ts';

export type AlertsModuleParts = AlertRoutesParts & ChannelRoutesParts;

export const alertsModule: FastifyPluginAsync<AlertsModuleParts> = async (app, parts) => {
  // A subscriber's choices and channels are read with the token of their own link: never kept on the way.
  noStoreByDefault(app);
  await app.register(alertsRoutes, parts);
  await app.register(channelsRoutes, parts);
};
