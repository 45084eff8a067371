import { businessTime } from '#shared/business-time.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import { translator } from '#server/lib/i18n/translator.js';
import { composeMail, oneLine } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';

type Provider = PublicConfig['provider'];

/** Each mail is written in the language the registration was made in (English when left out). */
const reasonOf = (provider: Provider, locale: Locale) =>
  translator(locale).t('server-mail.registration.reason', { provider: provider.name, infoEmail: provider.infoEmail });

/** Goes to an address nobody has verified yet: nothing the registrant typed is in it. */
export function verificationMail(provider: Provider, input: { to: string; link: string; validHours: number; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.verification.subject', { provider: provider.name }),
    heading: t('server-mail.common.confirmAddress'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.verification.thanks', { provider: provider.name }) },
      { kind: 'link', label: t('server-mail.verification.confirmLink'), url: input.link },
      { kind: 'paragraph', text: t('server-mail.verification.validity', { hours: input.validHours }) },
    ],
    reason: reasonOf(provider, locale),
  });
}

export function approvalMail(
  provider: Provider,
  input: { to: string; clinicName: string; clinicAccessCode: string; trialEndsAt: Date | null; timezone: string; locale?: Locale },
): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const clinic = oneLine(input.clinicName);
  const trialEnd = input.trialEndsAt && businessTime(input.timezone, input.timezone, locale).formatPlain(input.trialEndsAt, 'longDate');
  return composeMail(provider, {
    to: input.to,
    locale,
    // Names stay out of subjects: a subject is what spam filters and phishing both lean on.
    subject: t('server-mail.approval.subject', { provider: provider.name }),
    heading: t('server-mail.approval.heading'),
    blocks: [
      {
        kind: 'paragraph',
        text: trialEnd ? t('server-mail.approval.accessWithTrial', { clinic, trialEnd }) : t('server-mail.approval.access', { clinic }),
      },
      { kind: 'paragraph', text: t('server-mail.approval.keepCode') },
      { kind: 'secret', value: input.clinicAccessCode },
      { kind: 'paragraph', text: t('server-mail.approval.neverAsk') },
    ],
    reason: reasonOf(provider, locale),
  });
}

export function rejectionMail(provider: Provider, input: { to: string; clinicName: string; reason: string | null; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.rejection.subject', { provider: provider.name }),
    heading: t('server-mail.rejection.heading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.rejection.body', { clinic: oneLine(input.clinicName) }) },
      // The reason is the provider's own words, mailed as written.
      ...(input.reason ? [{ kind: 'paragraph' as const, text: t('server-mail.rejection.reason', { reason: oneLine(input.reason, 500) }) }] : []),
      { kind: 'paragraph', text: t('server-mail.rejection.contact', { infoEmail: provider.infoEmail, phone: provider.phone }) },
    ],
    reason: reasonOf(provider, locale),
  });
}
