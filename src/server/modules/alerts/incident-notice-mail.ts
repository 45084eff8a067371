import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import type { IncidentStatus } from '#shared/status/incidents.js';
import type { IncidentImpact } from '#shared/status/services.js';
import { translator } from '#server/lib/i18n/translator.js';
import { composeMail, type MailBlock } from '#server/lib/mail/mail-templates.js';
import type { MailWithHeaders } from './alert-mails.ts';

/** The incident statuses as the mail names them (INCIDENT_STATUS_LABEL in English). */
const STATUS_MESSAGE: Record<IncidentStatus, string> = {
  investigating: 'server-mail.incidentStatus.investigating',
  identified: 'server-mail.incidentStatus.identified',
  monitoring: 'server-mail.incidentStatus.monitoring',
  resolved: 'server-mail.incidentStatus.resolved',
};

export interface IncidentNotice {
  title: string;
  status: IncidentStatus;
  message: string;
  whatToDo: string | null;
  /** The provider's French, when it wrote one: French readers get it, else the English. */
  titleFr?: string | null;
  messageFr?: string | null;
  whatToDoFr?: string | null;
  services: { name: string; impact: IncidentImpact | null }[];
}

/** The provider's text in the reader's language: the French when there is some, else the English. */
const inLanguage = (locale: Locale, english: string, french: string | null | undefined) => (locale === 'fr-CA' && french ? french : english);

/** An incident update the provider chose to mail to the alert subscribers of its services, in each subscriber's language. */
export function incidentNoticeMail(
  provider: PublicConfig['provider'],
  input: { to: string; notice: IncidentNotice; dashboardUrl: string; unsubscribeUrl: string; oneClickUrl: string; locale?: Locale },
): MailWithHeaders {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const { notice } = input;
  const resolved = notice.status === 'resolved';
  const title = inLanguage(locale, notice.title, notice.titleFr);
  const whatToDo = notice.whatToDo ? inLanguage(locale, notice.whatToDo, notice.whatToDoFr) : null;
  const affected = notice.services
    .map((s) => (s.impact && !resolved ? t('server-mail.incident.impact', { service: s.name, impact: s.impact }) : s.name))
    .join(', ');
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: t('server-mail.incident.statusLine', { status: t(STATUS_MESSAGE[notice.status]), message: inLanguage(locale, notice.message, notice.messageFr) }),
    },
    ...(whatToDo && !resolved ? [{ kind: 'paragraph' as const, text: t('server-mail.incident.whatToDo', { whatToDo }) }] : []),
    {
      kind: 'paragraph',
      text: resolved ? t('server-mail.incident.affected', { services: affected }) : t('server-mail.incident.affectedNow', { services: affected }),
    },
    { kind: 'link', label: t('server-mail.common.openBoard'), url: input.dashboardUrl },
    { kind: 'paragraph', text: t('server-mail.common.unsubscribeAlertsLine') },
    { kind: 'link', label: t('server-mail.common.unsubscribeAlerts'), url: input.unsubscribeUrl },
  ];
  const heading = resolved ? t('server-mail.incident.resolvedHeading', { title }) : t('server-mail.incident.heading', { title });
  const message = composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.common.statusSubject', { provider: provider.name, title: heading }),
    heading,
    blocks,
    reason: t('server-mail.incident.reason', { provider: provider.name }),
  });
  return { ...message, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
