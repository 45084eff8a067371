import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '#server/lib/http/api-security.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { CHANNEL_MESSAGES } from '#shared/subscribers/alert-channels.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { ChannelsPart } from './channel-options.ts';
import {
  channelAddedAnswers,
  channelAddSchema,
  channelCodeResentAnswers,
  channelCodeSchema,
  channelConfirmedAnswers,
  channelListAnswers,
  channelParams,
  channelRemovedAnswers,
  channelTokenSchema,
  channelViewAnswers,
  tokenQuerySchema,
} from '../alerts.schemas.ts';
import { addChannel, confirmSmsChannel, listChannels, removeChannel, resendSmsCode, resumeChannel } from './channels.service.ts';

const tags = ['alerts'];
// Each add sends a test message to an address the caller chose: few per hour.
const hourly = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });

export type ChannelRoutesParts = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config'> & ChannelsPart;

/** Alert channels beside e-mail, managed with the link every alert mail carries (no sign-in). */
export const channelsRoutes: FastifyPluginAsync<ChannelRoutesParts> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/alerts/channels',
    {
      schema: {
        tags,
        summary: "An alert link's channels (Teams, Slack, webhook, SMS), addresses hidden",
        querystring: tokenQuerySchema,
        response: channelListAnswers,
      },
      config: hourly(120),
    },
    async (request) => {
      return listChannels(deps, request.query.token);
    },
  );

  api.post(
    '/api/alerts/channels',
    {
      schema: { tags, summary: 'Add a channel: a test message is sent to it first', body: channelAddSchema, response: channelAddedAnswers },
      config: hourly(20),
    },
    async (request, reply) => {
      const { token, ...input } = request.body;
      const added = await addChannel(deps, token, input, requestContext(request).ip, requestLocale(request));
      return reply.code(201).send(added);
    },
  );

  api.delete(
    '/api/alerts/channels/:id',
    { schema: { tags, summary: 'Remove a channel', params: channelParams, body: channelTokenSchema, response: channelRemovedAnswers }, config: hourly(60) },
    async (request) => {
      await removeChannel(deps, request.body.token, request.params.id, requestContext(request).ip);
      return { message: CHANNEL_MESSAGES.removed };
    },
  );

  api.post(
    '/api/alerts/channels/:id/resume',
    { schema: { tags, summary: 'Resume a paused channel', params: channelParams, body: channelTokenSchema, response: channelViewAnswers }, config: hourly(60) },
    async (request) => resumeChannel(deps, request.body.token, request.params.id, requestContext(request).ip),
  );

  // A text-message channel is confirmed with the code texted to its number (wrong codes are capped per code).
  api.post(
    '/api/alerts/channels/:id/confirm',
    {
      schema: {
        tags,
        operationId: 'confirmAlertChannel',
        summary: 'Confirm a text-message channel with the 6-digit code texted to its number; alerts go to it from then on',
        security: PUBLIC,
        params: channelParams,
        body: channelCodeSchema,
        response: channelConfirmedAnswers,
      },
      config: hourly(60),
    },
    async (request) => confirmSmsChannel(deps, request.body.token, request.params.id, request.body.code, requestContext(request).ip),
  );

  api.post(
    '/api/alerts/channels/:id/resend-code',
    {
      schema: {
        tags,
        operationId: 'resendAlertChannelCode',
        summary: 'Text a new confirmation code to a text-message channel that is still waiting for one',
        security: PUBLIC,
        params: channelParams,
        body: channelTokenSchema,
        response: channelCodeResentAnswers,
      },
      config: hourly(20),
    },
    async (request) => resendSmsCode(deps, request.body.token, request.params.id, requestContext(request).ip),
  );
};
