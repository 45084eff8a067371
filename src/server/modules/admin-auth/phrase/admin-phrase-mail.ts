import { businessTime } from '#shared/business-time.js';
import type { PublicConfig } from '#shared/public-config.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

/** The mail carrying an admin phrase; its text part has the phrase alone on one line. */
export function adminPhraseMail(
  provider: PublicConfig['provider'],
  input: { to: string; phrase: string; validMinutes: number; ip: string | null; requestedAt: Date; timezone: string },
): MailMessage {
  const when = businessTime(input.timezone).format(input.requestedAt, 'dateTime');
  return composeMail(provider, {
    to: input.to,
    subject: `Your ${provider.name} admin access phrase`,
    heading: 'Your admin access phrase',
    blocks: [
      { kind: 'paragraph', text: 'Enter this phrase on the admin sign-in page, in the same browser that asked for it:' },
      { kind: 'secret', value: input.phrase },
      {
        kind: 'paragraph',
        text: `The phrase is valid for ${input.validMinutes} minutes and works once. Do not forward it or share it with anyone.`,
      },
      { kind: 'paragraph', text: `Requested on ${when}${input.ip ? ` from IP address ${input.ip}` : ''}.` },
    ],
    reason:
      'You received this e-mail because this address is the admin address of the clinic status board. If you did not ask for a phrase, ignore this e-mail: the phrase works only in the browser that asked for it.',
  });
}
