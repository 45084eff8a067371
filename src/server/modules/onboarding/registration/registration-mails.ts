import { businessTime } from '#shared/business-time.js';
import type { PublicConfig } from '#shared/public-config.js';
import { composeMail, oneLine } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

type Provider = PublicConfig['provider'];

const REASON = (provider: Provider) =>
  `You received this e-mail because your clinic was registered for the ${provider.name} status board with this address. If that was not you, ignore this e-mail or tell us at ${provider.infoEmail}.`;

/** Goes to an address nobody has verified yet: nothing the registrant typed is in it. */
export function verificationMail(provider: Provider, input: { to: string; link: string; validHours: number }): MailMessage {
  return composeMail(provider, {
    to: input.to,
    subject: `Confirm your e-mail address for ${provider.name}`,
    heading: 'Confirm your e-mail address',
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for registering your clinic for the ${provider.name} status board. Please confirm this e-mail address by opening the link below.`,
      },
      { kind: 'link', label: 'Confirm my e-mail address', url: input.link },
      {
        kind: 'paragraph',
        text: `The link works once and expires in ${input.validHours} hours. After that our team reviews your registration and e-mails you an access code once it is approved.`,
      },
    ],
    reason: REASON(provider),
  });
}

export function approvalMail(
  provider: Provider,
  input: { to: string; clinicName: string; clinicAccessCode: string; trialEndsAt: Date | null; timezone: string },
): MailMessage {
  const trialEnd = input.trialEndsAt && businessTime(input.timezone).formatPlain(input.trialEndsAt, 'longDate');
  const trial = trialEnd ? ` Your free trial runs until ${trialEnd}.` : '';
  return composeMail(provider, {
    to: input.to,
    // Names stay out of subjects: a subject is what spam filters and phishing both lean on.
    subject: `Your ${provider.name} registration is approved: your access code`,
    heading: 'Your registration is approved',
    blocks: [
      {
        kind: 'paragraph',
        text: `Good news: ${oneLine(input.clinicName)} now has access to the status board from the network it registered from.${trial}`,
      },
      {
        kind: 'paragraph',
        text: "Keep this access code in a safe place. If your clinic's internet address changes, enter it on the dashboard to activate the new network:",
      },
      { kind: 'secret', value: input.clinicAccessCode },
      { kind: 'paragraph', text: 'Our team will never ask you for this code. Share it only with staff of your clinic.' },
    ],
    reason: REASON(provider),
  });
}

export function rejectionMail(provider: Provider, input: { to: string; clinicName: string; reason: string | null }): MailMessage {
  return composeMail(provider, {
    to: input.to,
    subject: `Your ${provider.name} registration`,
    heading: 'We could not approve your registration',
    blocks: [
      { kind: 'paragraph', text: `Thank you for your interest. After review, we could not approve the registration of ${oneLine(input.clinicName)}.` },
      ...(input.reason ? [{ kind: 'paragraph' as const, text: `Reason: ${oneLine(input.reason, 500)}` }] : []),
      {
        kind: 'paragraph',
        text: `If you think this is a mistake, reply to ${provider.infoEmail} or call us at ${provider.phone}.`,
      },
    ],
    reason: REASON(provider),
  });
}
