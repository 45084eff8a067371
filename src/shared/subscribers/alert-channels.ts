/**
 * Alert channels beside e-mail (docs/product/alerts.md): Microsoft Teams (a Workflows webhook),
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
  teamsUrl:
    'Enter the address of your Teams workflow ("When a Teams webhook request is received"): it starts with https:// and is on logic.azure.com or environment.api.powerplatform.com.',
  slackUrl: 'Enter the Slack incoming webhook address: it starts with https://hooks.slack.com/services/',
  phone: 'Enter a Canadian or US mobile number, such as (403) 555-0123',
  events: 'Choose at least one event to hear about',
  smsUnavailable: 'Text messages are not set up on this board.',
  tooMany: `A subscription can have at most ${MAX_CHANNELS} channels.`,
  notConfirmed: 'Confirm your e-mail alerts first: open the link we e-mailed you.',
  // The same words whatever went wrong: the reason (an HTTP status, a refused address) stays in the admins' log.
  testFailed: 'The test message did not arrive. Check the address (it must be reachable from the internet) and try again.',
  added: 'Channel added: a test message is on its way to it.',
  removed: 'Channel removed.',
  notFound: 'That channel no longer exists.',
  resumed: 'Channel resumed.',
  codeSent: (hint: string) => `We texted a 6-digit code to ${hint}. Enter it here to start text alerts.`,
  codeResent: (hint: string) => `We texted a new code to ${hint}.`,
  codeNotSent: 'We could not text a code to this number. Check the number and try again.',
  codeFormat: 'Enter the 6-digit code from the text message.',
  noCode: 'There is no code waiting for this number. Ask for a new code.',
  codeWait: (seconds: number) => `We just texted a code. Please wait ${seconds} seconds before asking for another.`,
  smsConfirmed: 'Number confirmed: text alerts are on.',
  alreadyConfirmed: 'This channel is already confirmed: alerts go to it.',
} as const;

/** A text-message channel's confirmation code: how long it works, how many tries, how soon another may be sent. */
export const SMS_CODE_VALID_MINUTES = 10;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_CODE_RESEND_SECONDS = 60;

/** A channel as its owner sees it: the address is never shown back in full. */
export interface AlertChannelView {
  id: string;
  kind: ChannelKind;
  /** The address with its secret parts hidden ("https://hooks.slack.com/…/a1b2", "••• ••• 0123"). */
  targetHint: string;
  events: ChannelEvent[];
  /** Paused after failing CHANNEL_PAUSE_AFTER_FAILURES times in a row, until its owner resumes it. */
  pausedAt: string | null;
  /** Null while a text-message channel waits for the code texted to it: nothing is sent to it until then. */
  confirmedAt: string | null;
  lastDeliveredAt: string | null;
  createdAt: string;
}

/** POST /api/alerts/channels/:id/confirm answers this once the code was right. */
export interface AlertChannelConfirmed {
  message: string;
  channel: AlertChannelView;
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
  /** Null for a test message that did not arrive: no channel was kept. */
  channelId: string | null;
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
