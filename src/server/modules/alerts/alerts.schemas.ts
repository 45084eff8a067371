import { z } from 'zod';
import { ALERT_MAX_SERVICES, ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { MESSAGES } from '#shared/messages.js';
import type { AdminAlertSubscriptionRow, AdminAlertSummary, AlertPreferences } from '#shared/subscribers/alerts.js';
import { answers, isoTime, messageAnswer, pageOf } from '#server/lib/http/answers.js';
import { CHANNEL_EVENTS, CHANNEL_KINDS, CHANNEL_MESSAGES, type AdminChannelDelivery, type AlertChannelView } from '#shared/subscribers/alert-channels.js';

/** The alert routes' request and answer shapes; only the server uses zod (the dashboard stays zod-free). */
const email = z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));

const serviceIds = z
  .array(z.uuid(ALERT_MESSAGES.unknownService), { error: ALERT_MESSAGES.selectService })
  .min(1, ALERT_MESSAGES.selectService)
  .max(ALERT_MAX_SERVICES, ALERT_MESSAGES.tooManyServices);

export const alertSubscribeSchema = z.strictObject({
  email,
  serviceIds,
  consent: z.literal(true, { error: ALERT_MESSAGES.consentRequired }),
});

/** Tokens are base64url (plus the confirm token's issue time); anything else is refused before a look-up. */
const token = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const confirmBodySchema = z.strictObject({ token: token(ALERT_MESSAGES.confirmInvalid) });

export const tokenQuerySchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid) });

/**
 * The unsubscribe POST comes from our page (JSON with the token) or, per RFC 8058, from a mail
 * provider: the token in the query and a form body `List-Unsubscribe=One-Click`.
 */
export const unsubscribeQuerySchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid).optional() });
// Not strict: a mail provider that adds a field must still unsubscribe its reader (CASL).
export const unsubscribeBodySchema = z
  .object({
    token: token(ALERT_MESSAGES.unsubscribeInvalid).optional(),
    'List-Unsubscribe': z.string().max(100, 'List-Unsubscribe should be One-Click.').optional(),
  })
  .nullish();

export const preferencesBodySchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid), serviceIds });

const channelEvents = z
  .array(z.enum(CHANNEL_EVENTS, { error: CHANNEL_MESSAGES.events }), { error: CHANNEL_MESSAGES.events })
  .min(1, CHANNEL_MESSAGES.events)
  .max(CHANNEL_EVENTS.length, CHANNEL_MESSAGES.events);

export const channelAddSchema = z.strictObject({
  token: token(ALERT_MESSAGES.unsubscribeInvalid),
  kind: z.enum(CHANNEL_KINDS, { error: CHANNEL_MESSAGES.kind }),
  target: z.string({ error: CHANNEL_MESSAGES.url }).trim().min(1, CHANNEL_MESSAGES.url).max(2000, CHANNEL_MESSAGES.url),
  events: channelEvents,
});

export const channelTokenSchema = z.strictObject({ token: token(ALERT_MESSAGES.unsubscribeInvalid) });
export const channelParams = z.strictObject({ id: z.uuid(CHANNEL_MESSAGES.notFound) });
export const channelCodeSchema = z.strictObject({
  token: token(ALERT_MESSAGES.unsubscribeInvalid),
  code: z
    .string({ error: CHANNEL_MESSAGES.codeFormat })
    .trim()
    .regex(/^\d{6}$/, CHANNEL_MESSAGES.codeFormat),
});

// Answers.

const alertPreferences: z.ZodType<AlertPreferences> = z.object({
  emailHint: z.string().describe('The address, partly hidden'),
  isActive: z.boolean(),
  serviceIds: z.array(z.string()),
});

const subscriptionRow: z.ZodType<AdminAlertSubscriptionRow> = z.object({
  id: z.string(),
  email: z.string(),
  source: z.enum(['clinic', 'newsletter']),
  services: z.array(z.string()),
  isActive: z.boolean(),
  state: z.enum(['active', 'pending', 'unsubscribed']),
  confirmedAt: isoTime.nullable(),
  createdAt: isoTime,
});

const summary: z.ZodType<AdminAlertSummary> = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
  services: z.array(z.object({ serviceId: z.string(), name: z.string(), subscribers: z.number().int() })),
});

export const alertCheckEmailAnswers = answers({ 202: messageAnswer });
export const alertMessageAnswers = answers({ 200: messageAnswer });
export const alertPreferencesAnswers = answers({ 200: alertPreferences });
export const alertPreferencesSavedAnswers = answers({
  200: z.object({ message: z.string(), emailHint: z.string(), isActive: z.boolean(), serviceIds: z.array(z.string()) }),
});
export const alertSubscriptionPageAnswers = answers({ 200: pageOf(subscriptionRow) });
export const alertSummaryAnswers = answers({ 200: summary });

const channelView: z.ZodType<AlertChannelView> = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  targetHint: z.string().describe('The address with its secret parts hidden; never shown in full'),
  events: z.array(z.enum(CHANNEL_EVENTS)),
  pausedAt: isoTime.nullable(),
  confirmedAt: isoTime.nullable().describe('Null while a text-message channel waits for the code texted to it; nothing is sent to it until then'),
  lastDeliveredAt: isoTime.nullable(),
  createdAt: isoTime,
});

const channelDelivery: z.ZodType<AdminChannelDelivery> = z.object({
  id: z.string(),
  channelId: z.string().nullable().describe('Null for a test message that did not arrive (no channel was kept)'),
  kind: z.enum(CHANNEL_KINDS),
  targetHint: z.string(),
  ownerHint: z.string(),
  event: z.string(),
  serviceName: z.string().nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  createdAt: isoTime,
  deliveredAt: isoTime.nullable(),
  nextAttemptAt: isoTime.nullable(),
});

export const channelListAnswers = answers({ 200: z.object({ channels: z.array(channelView), smsAvailable: z.boolean() }) });
export const channelAddedAnswers = answers({
  201: z.object({
    message: z.string(),
    channel: channelView,
    signingSecret: z.string().nullable().describe("A webhook's HMAC-SHA256 key, shown this once; null for the other kinds"),
  }),
});
export const channelViewAnswers = answers({ 200: channelView });
export const channelConfirmedAnswers = answers({ 200: z.object({ message: z.string(), channel: channelView }) });
export const channelCodeResentAnswers = answers({ 200: messageAnswer });
export const channelRemovedAnswers = answers({ 200: messageAnswer });
export const channelDeliveryPageAnswers = answers({ 200: pageOf(channelDelivery) });
