import { msg } from '#client/i18n/use-t.ts';
import type { ChannelEvent, ChannelKind } from '#shared/subscribers/alert-channels.js';

/**
 * The words of the alert channels, as message ids looked up where shown: t(KIND_LABEL[kind]).
 * src/shared/subscribers/alert-channels.ts keeps its English tables for the server's mails;
 * channel-labels.test.ts checks the English catalogue still says the same.
 */

/** The kinds' names as people read them (the English matches CHANNEL_KIND_LABEL, which the server's mails use). */
export const KIND_LABEL: Record<ChannelKind, string> = {
  teams: msg('alerts.channels.kind.teams'),
  slack: msg('alerts.channels.kind.slack'),
  webhook: msg('alerts.channels.kind.webhook'),
  sms: msg('alerts.channels.kind.sms'),
};

/** What a channel can hear about, as people read it (the English matches CHANNEL_EVENT_LABEL). */
export const EVENT_LABEL: Record<ChannelEvent, string> = {
  down: msg('alerts.channels.event.down'),
  degraded: msg('alerts.channels.event.degraded'),
  recovered: msg('alerts.channels.event.recovered'),
  incident: msg('alerts.channels.event.incident'),
  maintenance: msg('alerts.channels.event.maintenance'),
};

/** What the address field of each kind is called. */
export const TARGET_LABEL: Record<ChannelKind, string> = {
  teams: msg('alerts.channels.target.teams'),
  slack: msg('alerts.channels.target.slack'),
  webhook: msg('alerts.channels.target.webhook'),
  sms: msg('alerts.channels.target.sms'),
};

/** How to get that address, under the field. */
export const TARGET_HINT: Record<ChannelKind, string> = {
  teams: msg('alerts.channels.hint.teams'),
  slack: msg('alerts.channels.hint.slack'),
  webhook: msg('alerts.channels.hint.webhook'),
  sms: msg('alerts.channels.hint.sms'),
};
