import type { Locale } from '#shared/i18n/locales.js';
import type { PublicConfig } from '#shared/public-config.js';
import { CONFIRM_LINK_HOURS } from '#shared/constants.js';
import { translator } from '#server/lib/i18n/translator.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';
import { oneClickHeaders } from '#server/lib/mail/mail-tokens.js';

type Provider = PublicConfig['provider'];

const reasonOf = (provider: Provider, locale: Locale) => translator(locale).t('server-mail.newsletter.reason', { provider: provider.name });

/**
 * The double opt-in mail, in the language of the page the sign-up came from: the subscription
 * stays off until its link is opened. It quotes the consent words (in English, exactly
 * NEWSLETTER_CONSENT_TEXT: newsletter-mails.test.ts keeps them the same).
 */
export function newsletterConfirmationMail(
  provider: Provider,
  input: { to: string; link: string; unsubscribeUrl: string; oneClickUrl: string; locale?: Locale },
): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const message = composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.newsletter.subject', { provider: provider.name }),
    heading: t('server-mail.newsletter.confirmHeading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.newsletter.asked', { provider: provider.name, consent: t('server-mail.newsletter.consentText') }) },
      { kind: 'link', label: t('server-mail.newsletter.subscribeLink'), url: input.link },
      { kind: 'paragraph', text: t('server-mail.newsletter.validity', { hours: CONFIRM_LINK_HOURS }) },
      { kind: 'link', label: t('server-mail.newsletter.doNotSubscribe'), url: input.unsubscribeUrl },
    ],
    reason: reasonOf(provider, locale),
  });
  return { ...message, headers: oneClickHeaders(input.oneClickUrl) };
}

/** The answer to a sign-up for an address already subscribed: the same subject, nothing changed. */
export function newsletterAlreadySubscribedMail(
  provider: Provider,
  input: { to: string; unsubscribeUrl: string; oneClickUrl: string; locale?: Locale },
): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  const message = composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.newsletter.subject', { provider: provider.name }),
    heading: t('server-mail.newsletter.alreadyHeading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.newsletter.alreadyBody', { provider: provider.name }) },
      { kind: 'paragraph', text: t('server-mail.newsletter.stopHere') },
      { kind: 'link', label: t('server-mail.newsletter.unsubscribeLink'), url: input.unsubscribeUrl },
    ],
    reason: reasonOf(provider, locale),
  });
  return { ...message, headers: oneClickHeaders(input.oneClickUrl) };
}
