import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import { translator } from '#server/lib/i18n/translator.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

/**
 * The 6-digit code of the dashboard's registration dialog, in the language of the page that asked
 * for it; its text part has the code alone on a line.
 */
export function clinicCodeMail(provider: PublicConfig['provider'], input: { to: string; code: string; validMinutes: number; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.clinicCode.subject', { provider: provider.name }),
    heading: t('server-mail.common.confirmAddress'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.clinicCode.enterCode') },
      { kind: 'secret', value: input.code },
      { kind: 'paragraph', text: t('server-mail.common.codeValidity', { minutes: input.validMinutes }) },
    ],
    reason: t('server-mail.clinicCode.reason'),
  });
}
