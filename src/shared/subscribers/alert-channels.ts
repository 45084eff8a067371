/**
 * Alert channels beside e-mail (issue 15, point 2): Microsoft Teams (a Workflows webhook),
 * Slack (an incoming webhook), a generic signed webhook, and SMS when the provider configured an
 * SMS account. A channel belongs to a confirmed alert subscription and follows its services;
 * it chooses which events it hears. Texts and shapes, no zod (the alerts page imports this).
 */

export const CHANNEL_KINDS = ['teams', 'slack', 'webhook', 'sms'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_KIND_LABEL: Record<ChannelKind, string> = {
  teams: 'Microsoft Teams (Workflows)',
  slack: 'Slack',
  webhook: 'Webhook (signed JSON)',
  sms: 'Text message (SMS)',
};

/** What a channel can hear about the services its subscription follows. */
export const CHANNEL_EVENTS = ['down', 'degraded', 'recovered', 'incident', 'maintenance'] as const;
export type ChannelEvent = (typeof CHANNEL_EVENTS)[number];

export const CHANNEL_EVENT_LABEL: Record<ChannelEvent, string> = {
  down: 'A service goes down',
  degraded: 'A service has issues',
  recovered: 'A service recovers',
  incident: 'Incident updates from the provider',
  maintenance: 'Scheduled maintenance starts or ends',
};

/** Channels per subscription. */
export const MAX_CHANNELS = 5;
/** Failed deliveries in a row that pause a channel (its owner is told by e-mail). */
export const CHANNEL_PAUSE_AFTER_FAILURES = 5;

export const CHANNEL_MESSAGES = {
  kind: 'Choose Teams, Slack, a webhook or a text message',
  url: 'Enter the webhook address, starting with https://',
  teamsUrl: 'Enter the Workflows webhook address Teams gave you (it starts with https://)',
  slackUrl: 'Enter the Slack incoming webhook address (https://hooks.slack.com/services/…)',
  phone: 'Enter a Canadian or US mobile number, such as (403) 555-0123',
  events: 'Choose at least one event to hear about',
  smsUnavailable: 'Text messages are not set up on this board.',
  tooMany: `A subscription can have at most ${MAX_CHANNELS} channels.`,
  notConfirmed: 'Confirm your e-mail alerts first: open the link we e-mailed you.',
  testFailed: (reason: string) => `The test message did not arrive (${reason}). Check the address and try again.`,
  added: 'Channel added: a test message is on its way to it.',
  removed: 'Channel removed.',
  notFound: 'That channel no longer exists.',
  resumed: 'Channel resumed.',
} as const;

/** A channel as its owner sees it: the address is never shown back in full. */
export interface AlertChannelView {
  id: string;
  kind: ChannelKind;
  /** The address with its secret parts hidden ("https://hooks.slack.com/…/a1b2", "••• ••• 0123"). */
  targetHint: string;
  events: ChannelEvent[];
  /** Paused after failing CHANNEL_PAUSE_AFTER_FAILURES times in a row, until its owner resumes it. */
  pausedAt: string | null;
  lastDeliveredAt: string | null;
  createdAt: string;
}

/** POST /api/alerts/channels answers this; `signingSecret` only for a webhook, only this once. */
export interface AlertChannelAdded {
  message: string;
  channel: AlertChannelView;
  signingSecret: string | null;
}

/** GET /api/alerts/channels */
export interface AlertChannelList {
  channels: AlertChannelView[];
  /** Whether text messages can be chosen (the provider configured an SMS account). */
  smsAvailable: boolean;
}

/** One row of the admins' delivery log. */
export interface AdminChannelDelivery {
  id: string;
  channelId: string;
  kind: ChannelKind;
  targetHint: string;
  ownerHint: string;
  event: string;
  serviceName: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  responseStatus: number | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}
