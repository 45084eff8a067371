import { businessTime } from '#shared/business-time.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import { translator } from '#server/lib/i18n/translator.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

/** The mail carrying an admin phrase, in the language of the admin's page; its text part has the phrase alone on one line. */
export function adminPhraseMail(
  provider: PublicConfig['provider'],
  input: { to: string; phrase: string; validMinutes: number; ip: string | null; requestedAt: Date; timezone: string; locale?: Locale },
): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const when = businessTime(input.timezone, input.timezone, locale).format(input.requestedAt, 'dateTime');
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.adminPhrase.subject', { provider: provider.name }),
    heading: t('server-mail.adminPhrase.heading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.adminPhrase.enterPhrase') },
      { kind: 'secret', value: input.phrase },
      { kind: 'paragraph', text: t('server-mail.adminPhrase.validity', { minutes: input.validMinutes }) },
      {
        kind: 'paragraph',
        text: input.ip ? t('server-mail.adminPhrase.requestedFromIp', { when, ip: input.ip }) : t('server-mail.adminPhrase.requested', { when }),
      },
    ],
    reason: t('server-mail.adminPhrase.reason'),
  });
}
