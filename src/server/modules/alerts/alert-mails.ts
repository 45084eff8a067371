import { businessTime } from '#shared/business-time.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { ALERT_CONFIRM_LINK_HOURS, ALERT_WINDOW_MINUTES } from '#shared/subscribers/alerts.js';
import { translator, type Translator } from '#server/lib/i18n/translator.js';
import { composeMail, type MailBlock } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

type Provider = PublicConfig['provider'];

/** An alert always carries its unsubscribe headers. */
export type MailWithHeaders = MailMessage & { headers: Record<string, string> };

const LISTED_SERVICES = 12;

function serviceList(t: Translator['t'], names: string[]): string {
  const shown = names.slice(0, LISTED_SERVICES).join(', ');
  const more = names.length - LISTED_SERVICES;
  return more > 0 ? t('server-mail.alertServices.more', { shown, more }) : shown;
}

/**
 * The double opt-in mail, in the language alerts were asked in: nothing is sent to the address
 * until its link is opened.
 */
export function alertConfirmationMail(
  provider: Provider,
  input: { to: string; link: string; serviceNames: string[]; alreadyActive: boolean; unsubscribeLink: string; locale?: Locale },
): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const services = serviceList(t, input.serviceNames);
  const blocks: MailBlock[] = input.alreadyActive
    ? [
        { kind: 'paragraph', text: t('server-mail.alertConfirm.changed', { services }) },
        { kind: 'link', label: t('server-mail.alertConfirm.confirmLink'), url: input.link },
        { kind: 'paragraph', text: t('server-mail.alertConfirm.notYou') },
        { kind: 'link', label: t('server-mail.common.unsubscribeAlerts'), url: input.unsubscribeLink },
      ]
    : [
        { kind: 'paragraph', text: t('server-mail.alertConfirm.asked', { services }) },
        { kind: 'link', label: t('server-mail.alertConfirm.turnOn'), url: input.link },
        { kind: 'paragraph', text: t('server-mail.alertConfirm.validity', { hours: ALERT_CONFIRM_LINK_HOURS }) },
      ];
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.alertConfirm.subject', { provider: provider.name }),
    heading: t('server-mail.alertConfirm.heading'),
    blocks,
    reason: t('server-mail.alertConfirm.reason', { provider: provider.name }),
  });
}

/**
 * The answer to an alerts request for an address that is neither a registered clinic nor a
 * newsletter subscriber: same subject as the confirmation, so neither the page nor the inbox
 * preview tells a customer from anyone else; it says how to become eligible.
 */
export function alertsNotEligibleMail(provider: Provider, input: { to: string; registerUrl: string; dashboardUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.alertConfirm.subject', { provider: provider.name }),
    heading: t('server-mail.alertNotEligible.heading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.alertNotEligible.body') },
      { kind: 'paragraph', text: t('server-mail.alertNotEligible.howTo') },
      { kind: 'link', label: t('server-mail.alertNotEligible.registerLink'), url: input.registerUrl },
      { kind: 'link', label: t('server-mail.common.openBoard'), url: input.dashboardUrl },
    ],
    reason: t('server-mail.alertNotEligible.reason', { provider: provider.name }),
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

/** Why a status changed, in words ("found by our automated check"), in the reader's language. */
export function causeWords(cause: string, locale: Locale = 'en-CA'): string {
  const { t } = translator(locale);
  switch (cause) {
    case 'check':
      return t('server-mail.cause.check');
    case 'override':
    case 'manual':
      return t('server-mail.cause.provider');
    case 'incident':
      return t('server-mail.cause.incident');
    case 'incident-resolved':
      return t('server-mail.cause.incidentResolved');
    case 'vendor':
      return t('server-mail.cause.vendor');
    case 'override-cleared':
      return t('server-mail.cause.overrideCleared');
    case 'override-expired':
      return t('server-mail.cause.overrideExpired');
    case 'maintenance':
    case 'maintenance-start':
      return t('server-mail.cause.maintenance');
    case 'maintenance-end':
      return t('server-mail.cause.maintenanceEnd');
    default:
      return t('server-mail.cause.other');
  }
}

/** "Sun Life is offline", "Sun Life est de nouveau opérationnel": the subject and heading for one service. */
function titleOf(item: AlertItem, locale: Locale): string {
  const { t } = translator(locale);
  const service = item.serviceName;
  const last = item.changes.at(-1)!;
  if (last.toStatus === 'offline') return t('server-mail.alert.title.offline', { service });
  if (last.toStatus === 'warning') return t('server-mail.alert.title.warning', { service });
  const before = item.changes[0]!.fromStatus;
  return before && before !== 'online' ? t('server-mail.alert.title.backOnline', { service }) : t('server-mail.alert.title.online', { service });
}

export function alertMail(
  provider: Provider,
  input: { to: string; items: AlertItem[]; timezone: string; dashboardUrl: string; unsubscribeUrl: string; oneClickUrl: string; locale?: Locale },
): MailWithHeaders {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const clock = businessTime(input.timezone, input.timezone, locale);
  const [only] = input.items;
  const title = input.items.length === 1 && only ? titleOf(only, locale) : t('server-mail.alert.title.many', { count: input.items.length });
  const blocks: MailBlock[] = input.items.flatMap((item) => {
    const last = item.changes.at(-1)!;
    const earlier = item.changes.slice(0, -1);
    const lines: MailBlock[] = [
      {
        kind: 'paragraph',
        text: t('server-mail.alert.state', {
          service: item.serviceName,
          status: last.toStatus,
          when: clock.format(last.at, 'weekdayTime'),
          cause: causeWords(last.cause, locale),
        }),
      },
    ];
    if (earlier.length > 0) {
      const history = earlier.map((c) =>
        t('server-mail.alert.historyItem', { time: clock.format(c.at, 'time'), status: c.toStatus, cause: causeWords(c.cause, locale) }),
      );
      lines.push({ kind: 'paragraph', text: t('server-mail.alert.earlier', { history: history.join('; ') }) });
    }
    return lines;
  });
  const message = composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.common.statusSubject', { provider: provider.name, title }),
    heading: title,
    blocks: [
      ...blocks,
      { kind: 'link', label: t('server-mail.common.openBoard'), url: input.dashboardUrl },
      { kind: 'paragraph', text: t('server-mail.common.unsubscribeAlertsLine') },
      { kind: 'link', label: t('server-mail.common.unsubscribeAlerts'), url: input.unsubscribeUrl },
    ],
    reason: t('server-mail.alert.reason', { provider: provider.name, minutes: ALERT_WINDOW_MINUTES }),
  });
  // RFC 8058: mail programs show their own "Unsubscribe" button, which POSTs to this address.
  return { ...message, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
