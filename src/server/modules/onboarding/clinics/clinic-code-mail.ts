import type { PublicConfig } from '#shared/public-config.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

/** The 6-digit code of the dashboard's registration dialog; its text part has the code alone on a line. */
export function clinicCodeMail(provider: PublicConfig['provider'], input: { to: string; code: string; validMinutes: number }): MailMessage {
  return composeMail(provider, {
    to: input.to,
    subject: `Your ${provider.name} clinic verification code`,
    heading: 'Confirm your e-mail address',
    blocks: [
      { kind: 'paragraph', text: 'Enter this code in the clinic registration window on the dashboard:' },
      { kind: 'secret', value: input.code },
      { kind: 'paragraph', text: `It works once and expires in ${input.validMinutes} minutes. Never share it: our team will never ask you for it.` },
    ],
    reason:
      'You received this e-mail because someone started registering a dental clinic with this address. If that was not you, ignore it: nothing is registered without the code.',
  });
}
