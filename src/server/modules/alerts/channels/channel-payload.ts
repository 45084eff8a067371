import { businessTime } from '#shared/business-time.js';
import { toLocale, type Locale } from '#shared/i18n/locales.js';
import { maintenanceWindowWords } from '#shared/maintenance-window-words.js';
import type { ServiceStatus, ServiceType } from '#shared/status/services.js';
import type { ChannelEvent } from '#shared/subscribers/alert-channels.js';
import { translator } from '#server/lib/i18n/translator.js';
import { escapedOrCut, linesWithin, type MessageLine } from './message-limits.ts';
import { fitSms } from './sms-encoding.ts';

/**
 * What a channel is told, in one shape for every kind (stored with each delivery, without any
 * secret; each attempt rebuilds the kind's body from it), in the channel's language. The webhook
 * body is this, versioned: WEBHOOK_SCHEMA names the version, and docs/product/alerts.md documents it.
 */
export const WEBHOOK_SCHEMA = 'clinic-status.alert.v1';

export type AlertEventType =
  'service.down' | 'service.degraded' | 'service.recovered' | 'incident.updated' | 'maintenance.started' | 'maintenance.ended' | 'test';

export interface AlertPayload {
  type: AlertEventType;
  occurredAt: string;
  /**
   * The channel's language (en-CA | fr-CA): the summary and the words of Teams, Slack and SMS
   * messages are written in it, and the provider's texts are its French when written. Always set
   * on new deliveries; deliveries queued before it was added have none and are English.
   */
  locale?: Locale;
  /** One sentence, the same on every channel ("Manulife is down", "Manulife est en panne"). */
  summary: string;
  services: { id: string; name: string; type: ServiceType; status: ServiceStatus; previousStatus: ServiceStatus | null }[];
  incident: { title: string; status: string; message: string; whatToDo: string | null } | null;
  maintenance: { title: string; startsAt: string; endsAt: string } | null;
  /** The status board. */
  board: string;
  provider: string;
}

/** Which channel event (the owner's choice) an event type is. */
export const EVENT_OF: Record<AlertEventType, ChannelEvent | null> = {
  'service.down': 'down',
  'service.degraded': 'degraded',
  'service.recovered': 'recovered',
  'incident.updated': 'incident',
  'maintenance.started': 'maintenance',
  'maintenance.ended': 'maintenance',
  test: null,
};

/** The event a status change is: down, issues, or back online (from a problem). Null for none of these. */
export function statusEventType(from: ServiceStatus | null, to: ServiceStatus): AlertEventType | null {
  if (to === 'offline') return 'service.down';
  if (to === 'warning') return 'service.degraded';
  return from === 'offline' || from === 'warning' ? 'service.recovered' : null;
}

/** The event's sentence in `locale`: `subject` is the service, the incident or maintenance title, or (for a test) the provider. */
export function summaryOf(type: AlertEventType, subject: string, locale: Locale = 'en-CA'): string {
  const { t } = translator(locale);
  switch (type) {
    case 'service.down':
      return t('server-channels.summary.down', { subject });
    case 'service.degraded':
      return t('server-channels.summary.degraded', { subject });
    case 'service.recovered':
      return t('server-channels.summary.recovered', { subject });
    case 'incident.updated':
      return t('server-channels.summary.incident', { subject });
    case 'maintenance.started':
      return t('server-channels.summary.maintenanceStarted', { subject });
    case 'maintenance.ended':
      return t('server-channels.summary.maintenanceEnded', { subject });
    case 'test':
      return t('server-channels.summary.test', { subject });
  }
}

/** The payload's language: the channel's, English for deliveries queued before channels had one. */
const localeOf = (payload: AlertPayload): Locale => toLocale(payload.locale);

/** The webhook's JSON body: the payload under its schema name and the delivery's id. */
export function webhookBody(deliveryId: string, payload: AlertPayload): string {
  return JSON.stringify({ schema: WEBHOOK_SCHEMA, id: deliveryId, ...payload });
}

const TONE: Record<AlertEventType, 'attention' | 'warning' | 'good' | 'accent'> = {
  'service.down': 'attention',
  'service.degraded': 'warning',
  'service.recovered': 'good',
  'incident.updated': 'warning',
  'maintenance.started': 'accent',
  'maintenance.ended': 'good',
  test: 'accent',
};

/**
 * What people read in Teams and Slack, in the channel's language, with times in the provider's
 * zone like everywhere else ("Tue, Dec 1, 2026, 6:00 to 10:00 p.m. MDT", "Mar. 1 déc. 2026 de 18 h
 * à 22 h HAR"); the webhook keeps ISO instants for machines.
 */
function details(payload: AlertPayload, timeZone: string): { title: string; value: string }[] {
  const words = translator(localeOf(payload));
  const { t } = words;
  const facts = payload.services.map((service) => ({ title: service.name, value: t('server-channels.status', { status: service.status }) }));
  if (payload.incident) facts.push({ title: t('server-channels.fact.update'), value: payload.incident.message });
  if (payload.incident?.whatToDo) facts.push({ title: t('server-channels.fact.whatToDo'), value: payload.incident.whatToDo });
  if (payload.maintenance) {
    facts.push({ title: t('server-channels.fact.window'), value: maintenanceWindowWords(payload.maintenance, { timeZone, words }).provider });
  }
  return facts;
}

/** Teams reads TextBlock and FactSet text as Markdown: these characters are written as themselves. */
function teamsChar(char: string): string {
  return '\\*_[]`~'.includes(char) ? `\\${char}` : char;
}

/** Markdown text for a card: the characters escaped, and a line that would start a list kept as text. */
function teamsText(text: string, limit: number): string {
  const escaped = escapedOrCut(text, limit, teamsChar);
  return escaped.replace(/^(\s*)([-+]|\d+\.)(?=\s)/gm, (_line, space: string, marker: string) => `${space}${marker.replace(/([-+.])$/, '\\$1')}`);
}

/**
 * Teams refuses a message over 28 KB (card included); the card is built with ever smaller
 * allowances (services listed, characters per text) until it fits well within that.
 */
export const TEAMS_MAX_BYTES = 28_000;
const TEAMS_ALLOWANCES = [
  { services: 50, text: 4000 },
  { services: 20, text: 2000 },
  { services: 10, text: 1000 },
  { services: 5, text: 400 },
  { services: 3, text: 150 },
] as const;

function teamsCard(payload: AlertPayload, timeZone: string, allowance: (typeof TEAMS_ALLOWANCES)[number]): string {
  const locale = localeOf(payload);
  const { t } = translator(locale);
  // details() lists the services first, then the update, what to do and the window.
  const facts = details(payload, timeZone);
  const listed = facts.slice(0, payload.services.length).slice(0, allowance.services);
  const hidden = payload.services.length - listed.length;
  const more = hidden > 0 ? [{ title: t('server-channels.more.title', { count: hidden }), value: t('server-channels.more.value') }] : [];
  const shown = [...listed, ...more, ...facts.slice(payload.services.length)];
  return JSON.stringify({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: teamsText(payload.summary, 400), weight: 'bolder', size: 'medium', wrap: true, color: TONE[payload.type] },
            { type: 'FactSet', facts: shown.map((fact) => ({ title: teamsText(fact.title, 100), value: teamsText(fact.value, allowance.text) })) },
            {
              type: 'TextBlock',
              text: teamsText(`${payload.provider} \u00b7 ${businessTime(timeZone, timeZone, locale).format(payload.occurredAt, 'dateTime')}`, 300),
              isSubtle: true,
              size: 'small',
              wrap: true,
            },
          ],
          actions: [{ type: 'Action.OpenUrl', title: t('server-channels.openBoard'), url: payload.board }],
        },
      },
    ],
  });
}

/**
 * Microsoft Teams through a Workflows webhook ("When a Teams webhook request is received"): a
 * message whose one attachment is an Adaptive Card 1.4, its text escaped and within Teams' size.
 */
export function teamsBody(payload: AlertPayload, timeZone: string): string {
  let body = '';
  for (const allowance of TEAMS_ALLOWANCES) {
    body = teamsCard(payload, timeZone, allowance);
    if (Buffer.byteLength(body, 'utf8') <= TEAMS_MAX_BYTES) break;
  }
  return body;
}

/** Slack's mrkdwn gives &, < and > meaning (<!here> pings a channel); everything else is literal. */
function slackChar(char: string): string {
  return char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : char;
}

/**
 * Slack's published limits, counted after escaping: a section's text is at most 3,000
 * characters, a text object (a context element) 3,000, and a message's top-level text is best
 * kept within 4,000 (Slack truncates it past 40,000).
 */
export const SLACK_LIMITS = { sectionText: 3000, contextText: 3000, fallbackText: 4000 } as const;

/** A Slack incoming webhook: an escaped plain-text fallback and blocks within Slack's limits. */
export function slackBody(payload: AlertPayload, timeZone: string): string {
  const { t } = translator(localeOf(payload));
  const colon = t('server-channels.fact.colon');
  const lines: MessageLine[] = [
    { open: '*', text: payload.summary, close: '*' },
    ...details(payload, timeZone).map((fact) => ({ open: `\u2022 *${escapedOrCut(fact.title, 200, slackChar)}*${colon} `, text: fact.value, close: '' })),
  ];
  const readMore = `\n<${payload.board}|${escapedOrCut(t('server-channels.readMore'), 200, slackChar)}>`;
  const link = ` \u00b7 <${payload.board}|${escapedOrCut(t('server-channels.openBoard'), 200, slackChar)}>`;
  return JSON.stringify({
    text: escapedOrCut(payload.summary, SLACK_LIMITS.fallbackText, slackChar),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: linesWithin(lines, SLACK_LIMITS.sectionText, readMore, slackChar) } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `${escapedOrCut(payload.provider, SLACK_LIMITS.contextText - link.length, slackChar)}${link}` }] },
    ],
  });
}

/**
 * A text message: the sentence and the board's address in at most two segments, in GSM-7 when
 * the text allows (see sms-encoding.ts: French keeps to letters GSM-7 has, such as é, è and à);
 * a sentence too long is cut, the address never.
 */
export function smsText(payload: AlertPayload): string {
  const sentence = /[.!?]$/.test(payload.summary) ? payload.summary : `${payload.summary}.`;
  return fitSms(translator(localeOf(payload)).t('server-channels.sms.line', { provider: payload.provider, sentence }), ` ${payload.board}`);
}
