import { businessTime } from '#shared/business-time.js';
import type { PublicConfig } from '#shared/public-config.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { ALERT_CONFIRM_LINK_HOURS, ALERT_WINDOW_MINUTES } from '#shared/subscribers/alerts.js';
import { composeMail, type MailBlock } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

type Provider = PublicConfig['provider'];

/** An alert always carries its unsubscribe headers. */
export type MailWithHeaders = MailMessage & { headers: Record<string, string> };

const LISTED_SERVICES = 12;

function serviceList(names: string[]): string {
  const shown = names.slice(0, LISTED_SERVICES).join(', ');
  const more = names.length - LISTED_SERVICES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** The double opt-in mail: nothing is sent to the address until its link is opened. */
export function alertConfirmationMail(
  provider: Provider,
  input: { to: string; link: string; serviceNames: string[]; alreadyActive: boolean; unsubscribeLink: string },
): MailMessage {
  const blocks: MailBlock[] = input.alreadyActive
    ? [
        { kind: 'paragraph', text: `Your status alerts now cover: ${serviceList(input.serviceNames)}. Please confirm this change with the link below.` },
        { kind: 'link', label: 'Confirm my alerts', url: input.link },
        { kind: 'paragraph', text: 'If you did not ask for this change, you can stop all alerts here:' },
        { kind: 'link', label: 'Unsubscribe from status alerts', url: input.unsubscribeLink },
      ]
    : [
        { kind: 'paragraph', text: `You asked for an e-mail when these services change status: ${serviceList(input.serviceNames)}.` },
        { kind: 'link', label: 'Turn on my alerts', url: input.link },
        { kind: 'paragraph', text: `The link works for ${ALERT_CONFIRM_LINK_HOURS} hours. Until you open it, we send you no alerts.` },
      ];
  return composeMail(provider, {
    to: input.to,
    subject: `Confirm your ${provider.name} status alerts`,
    heading: 'Confirm your status alerts',
    blocks,
    reason: `You received this e-mail because someone asked for ${provider.name} status alerts with this address. If that was not you, ignore this e-mail: no alerts are sent without this confirmation.`,
  });
}

/**
 * The answer to an alerts request for an address that is neither a registered clinic nor a
 * newsletter subscriber: same subject as the confirmation, so neither the page nor the inbox
 * preview tells a customer from anyone else; it says how to become eligible.
 */
export function alertsNotEligibleMail(provider: Provider, input: { to: string; registerUrl: string; dashboardUrl: string }): MailMessage {
  return composeMail(provider, {
    to: input.to,
    subject: `Confirm your ${provider.name} status alerts`,
    heading: 'About your status alerts',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Someone asked for status alerts with this address. Status alerts are for registered clinics and newsletter subscribers, and this address is neither yet, so no alerts were turned on.',
      },
      { kind: 'paragraph', text: 'To get them, register your clinic or subscribe to our newsletter with this address, then ask for alerts again:' },
      { kind: 'link', label: 'Register your clinic', url: input.registerUrl },
      { kind: 'link', label: 'Open the status board', url: input.dashboardUrl },
    ],
    reason: `You received this e-mail because someone asked for ${provider.name} status alerts with this address. If that was not you, ignore it: nothing was turned on.`,
  });
}

export interface AlertChange {
  fromStatus: ServiceStatus | null;
  toStatus: ServiceStatus;
  cause: string;
  at: Date;
}

/** One service in an alert: its changes since the last alert, oldest first (the last is the current state). */
export interface AlertItem {
  serviceName: string;
  changes: AlertChange[];
}

const STATE_WORDS: Record<ServiceStatus, string> = {
  online: 'online',
  warning: 'having issues (some features may be limited)',
  offline: 'offline',
};

export function causeWords(cause: string): string {
  switch (cause) {
    case 'check':
      return 'found by our automated check';
    case 'override':
    case 'manual':
      return 'set by the provider';
    case 'incident':
      return 'an incident the provider is working on';
    case 'incident-resolved':
      return 'the incident was resolved';
    case 'vendor':
      return "reported on the vendor's own status page";
    case 'override-cleared':
      return 'the provider handed it back to the automated check';
    case 'override-expired':
      return "the provider's manual status ended";
    case 'maintenance':
    case 'maintenance-start':
      return 'scheduled maintenance';
    case 'maintenance-end':
      return 'scheduled maintenance ended';
    default:
      return 'status update';
  }
}

/** "is offline", "is back online": what the subject and heading say about one service. */
export function statePhrase(item: AlertItem): string {
  const last = item.changes.at(-1)!;
  if (last.toStatus === 'offline') return 'is offline';
  if (last.toStatus === 'warning') return 'is having issues';
  const before = item.changes[0]!.fromStatus;
  return before && before !== 'online' ? 'is back online' : 'is online';
}

export function alertMail(
  provider: Provider,
  input: { to: string; items: AlertItem[]; timezone: string; dashboardUrl: string; unsubscribeUrl: string; oneClickUrl: string },
): MailWithHeaders {
  const clock = businessTime(input.timezone);
  const [only] = input.items;
  const title = input.items.length === 1 && only ? `${only.serviceName} ${statePhrase(only)}` : `${input.items.length} services changed status`;
  const blocks: MailBlock[] = input.items.flatMap((item) => {
    const last = item.changes.at(-1)!;
    const earlier = item.changes.slice(0, -1);
    const lines: MailBlock[] = [
      {
        kind: 'paragraph',
        text: `${item.serviceName}: ${STATE_WORDS[last.toStatus]} since ${clock.format(last.at, 'weekdayTime')} (${causeWords(last.cause)}).`,
      },
    ];
    if (earlier.length > 0) {
      const history = earlier.map((c) => `${clock.format(c.at, 'time')} ${c.toStatus === 'warning' ? 'having issues' : c.toStatus} (${causeWords(c.cause)})`);
      lines.push({ kind: 'paragraph', text: `Earlier, since our last alert: ${history.join('; ')}.` });
    }
    return lines;
  });
  const message = composeMail(provider, {
    to: input.to,
    subject: `[${provider.name} status] ${title}`,
    heading: title,
    blocks: [
      ...blocks,
      { kind: 'link', label: 'Open the status board', url: input.dashboardUrl },
      { kind: 'paragraph', text: 'You can stop these alerts at any time with this link; no sign-in is needed:' },
      { kind: 'link', label: 'Unsubscribe from status alerts', url: input.unsubscribeUrl },
    ],
    reason: `You received this e-mail because you asked ${provider.name} to e-mail you when these services change status. We send at most one alert per service every ${ALERT_WINDOW_MINUTES} minutes; changes in between are summed up in the next alert.`,
  });
  // RFC 8058: mail programs show their own "Unsubscribe" button, which POSTs to this address.
  return { ...message, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
