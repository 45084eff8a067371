import type { PublicConfig } from '#shared/public-config.js';
import { CONFIRM_LINK_HOURS } from '#shared/constants.js';
import { NEWSLETTER_CONSENT_TEXT } from '#shared/subscribers/newsletter.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';
import { oneClickHeaders } from '#server/lib/mail/mail-tokens.js';

type Provider = PublicConfig['provider'];

const reason = (provider: Provider) =>
  `You received this e-mail because someone signed up for the ${provider.name} newsletter with this address. If that was not you, ignore it: without the confirmation you get nothing more from us.`;

/** The double opt-in mail: the subscription stays off until its link is opened. */
export function newsletterConfirmationMail(provider: Provider, input: { to: string; link: string; unsubscribeUrl: string; oneClickUrl: string }): MailMessage {
  const message = composeMail(provider, {
    to: input.to,
    subject: `Confirm your ${provider.name} newsletter`,
    heading: 'Confirm your newsletter subscription',
    blocks: [
      { kind: 'paragraph', text: `You asked for the ${provider.name} newsletter: "${NEWSLETTER_CONSENT_TEXT}"` },
      { kind: 'link', label: 'Yes, subscribe me', url: input.link },
      { kind: 'paragraph', text: `The link works for ${CONFIRM_LINK_HOURS} hours. Until you open it, we send you nothing.` },
      { kind: 'link', label: 'Do not subscribe me', url: input.unsubscribeUrl },
    ],
    reason: reason(provider),
  });
  return { ...message, headers: oneClickHeaders(input.oneClickUrl) };
}

/** The answer to a sign-up for an address already subscribed: the same subject, nothing changed. */
export function newsletterAlreadySubscribedMail(provider: Provider, input: { to: string; unsubscribeUrl: string; oneClickUrl: string }): MailMessage {
  const message = composeMail(provider, {
    to: input.to,
    subject: `Confirm your ${provider.name} newsletter`,
    heading: 'You are already subscribed',
    blocks: [
      { kind: 'paragraph', text: `Someone signed up for the ${provider.name} newsletter with this address, which is already subscribed. Nothing has changed.` },
      { kind: 'paragraph', text: 'If you would rather not get our e-mails, you can stop them here; no sign-in is needed:' },
      { kind: 'link', label: 'Unsubscribe from the newsletter', url: input.unsubscribeUrl },
    ],
    reason: reason(provider),
  });
  return { ...message, headers: oneClickHeaders(input.oneClickUrl) };
}
