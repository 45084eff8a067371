import { businessTime } from '../../../../shared/business-time.ts';
import { maintenanceWindowWords } from '../../../../shared/maintenance-window-words.ts';
import type { ServiceStatus, ServiceType } from '../../../../shared/status/services.ts';
import type { ChannelEvent } from '../../../../shared/subscribers/alert-channels.ts';

/**
 * What a channel is told, in one shape for every kind (stored with each delivery, without any
 * secret; each attempt rebuilds the kind's body from it). The webhook body is this, versioned:
 * WEBHOOK_SCHEMA names the version, and README's "Alert channels" section documents it.
 */
export const WEBHOOK_SCHEMA = 'clinic-status.alert.v1';

export type AlertEventType =
  'service.down' | 'service.degraded' | 'service.recovered' | 'incident.updated' | 'maintenance.started' | 'maintenance.ended' | 'test';

export interface AlertPayload {
  type: AlertEventType;
  occurredAt: string;
  /** One sentence, the same on every channel ("Manulife is down"). */
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

export function summaryOf(type: AlertEventType, subject: string): string {
  switch (type) {
    case 'service.down':
      return `${subject} is down`;
    case 'service.degraded':
      return `${subject} is having issues`;
    case 'service.recovered':
      return `${subject} is back online`;
    case 'incident.updated':
      return `Incident update: ${subject}`;
    case 'maintenance.started':
      return `Scheduled maintenance started: ${subject}`;
    case 'maintenance.ended':
      return `Scheduled maintenance ended: ${subject}`;
    case 'test':
      return `Test message from ${subject}: this channel will get status alerts`;
  }
}

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

const STATUS_WORD: Record<ServiceStatus, string> = { online: 'Online', warning: 'Issues', offline: 'Offline' };

/**
 * What people read in Teams and Slack, with times in the provider's zone and 12-hour format like
 * everywhere else ("Tue, Dec 1, 2026, 6:00 to 10:00 p.m. MDT"); the webhook keeps ISO instants
 * for machines.
 */
function details(payload: AlertPayload, timeZone: string): { title: string; value: string }[] {
  const facts = payload.services.map((service) => ({ title: service.name, value: STATUS_WORD[service.status] }));
  if (payload.incident) facts.push({ title: 'Update', value: payload.incident.message });
  if (payload.incident?.whatToDo) facts.push({ title: 'What to do', value: payload.incident.whatToDo });
  if (payload.maintenance) facts.push({ title: 'Window', value: maintenanceWindowWords(payload.maintenance, { timeZone }).provider });
  return facts;
}

/**
 * Microsoft Teams through a Workflows webhook ("When a Teams webhook request is received"): a
 * message whose one attachment is an Adaptive Card.
 */
export function teamsBody(payload: AlertPayload, timeZone: string): string {
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
            { type: 'TextBlock', text: payload.summary, weight: 'Bolder', size: 'Medium', wrap: true, color: TONE[payload.type] },
            { type: 'FactSet', facts: details(payload, timeZone) },
            {
              type: 'TextBlock',
              text: `${payload.provider} · ${businessTime(timeZone).format(payload.occurredAt, 'dateTime')}`,
              isSubtle: true,
              size: 'Small',
              wrap: true,
            },
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open the status board', url: payload.board }],
        },
      },
    ],
  });
}

/** Slack's mrkdwn gives &, < and > meaning; everything else is literal. */
function slackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A Slack incoming webhook: a plain-text fallback and blocks. */
export function slackBody(payload: AlertPayload, timeZone: string): string {
  const lines = details(payload, timeZone).map((fact) => `• *${slackText(fact.title)}*: ${slackText(fact.value)}`);
  return JSON.stringify({
    text: payload.summary,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: [`*${slackText(payload.summary)}*`, ...lines].join('\n') } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `${slackText(payload.provider)} · <${payload.board}|Open the status board>` }] },
    ],
  });
}

/** A text message: the sentence, the board's address, and no more than two SMS segments. */
export function smsText(payload: AlertPayload): string {
  const text = `${payload.provider}: ${payload.summary}. ${payload.board}`;
  return text.length <= 300 ? text : `${text.slice(0, 297)}...`;
}
