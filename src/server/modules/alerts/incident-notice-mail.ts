import type { PublicConfig } from '#shared/public-config.js';
import { INCIDENT_STATUS_LABEL, type IncidentStatus } from '#shared/status/incidents.js';
import type { IncidentImpact } from '#shared/status/services.js';
import { composeMail, type MailBlock } from '#server/lib/mail/mail-templates.js';
import type { MailWithHeaders } from './alert-mails.ts';

const IMPACT_WORDS: Record<IncidentImpact, string> = { outage: 'down', degraded: 'having issues' };

export interface IncidentNotice {
  title: string;
  status: IncidentStatus;
  message: string;
  whatToDo: string | null;
  services: { name: string; impact: IncidentImpact | null }[];
}

/** An incident update the provider chose to mail to the alert subscribers of its services. */
export function incidentNoticeMail(
  provider: PublicConfig['provider'],
  input: { to: string; notice: IncidentNotice; dashboardUrl: string; unsubscribeUrl: string; oneClickUrl: string },
): MailWithHeaders {
  const { notice } = input;
  const resolved = notice.status === 'resolved';
  const affected = notice.services.map((s) => (s.impact && !resolved ? `${s.name} (${IMPACT_WORDS[s.impact]})` : s.name)).join(', ');
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${INCIDENT_STATUS_LABEL[notice.status]}: ${notice.message}` },
    ...(notice.whatToDo && !resolved ? [{ kind: 'paragraph' as const, text: `What to do: ${notice.whatToDo}` }] : []),
    { kind: 'paragraph', text: `${resolved ? 'Services affected' : 'Services affected now'}: ${affected}.` },
    { kind: 'link', label: 'Open the status board', url: input.dashboardUrl },
    { kind: 'paragraph', text: 'You can stop these alerts at any time with this link; no sign-in is needed:' },
    { kind: 'link', label: 'Unsubscribe from status alerts', url: input.unsubscribeUrl },
  ];
  const heading = resolved ? `Resolved: ${notice.title}` : `Incident: ${notice.title}`;
  const message = composeMail(provider, {
    to: input.to,
    subject: `[${provider.name} status] ${heading}`,
    heading,
    blocks,
    reason: `You received this e-mail because you asked ${provider.name} to e-mail you about these services, and our team posted this incident update for their subscribers.`,
  });
  return { ...message, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
