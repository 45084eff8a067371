import { and, eq } from 'drizzle-orm';
import { alertSubscriptions } from '#server/db/schema.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import { normaliseEmail } from '#server/lib/security/crypto.js';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { recipientMailRules } from '#server/lib/mail/mail-quota.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';
import { unsubscribeToken } from '#server/lib/mail/mail-tokens.js';
import { ALERT_MESSAGES, alertsPagePath } from '#shared/subscribers/alerts.js';
import type { PublicConfig } from '#shared/public-config.js';
import { toLocale, type Locale } from '#shared/i18n/locales.js';
import { translator } from '#server/lib/i18n/translator.js';
import type { AppParts } from '#server/lib/app-parts.js';

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer'>;

const HOUR_MS = 3_600_000;
export const MANAGE_LINKS_PER_ADDRESS_PER_HOUR = 3;
export const MANAGE_LINKS_PER_IP_PER_HOUR = 20;

/** The token of the link to "Your status alerts": the one every alert mail carries. */
export const manageTokenOf = (deps: Pick<AppParts, 'keys'>, subscriptionId: string) => unsubscribeToken(deps.keys, subscriptionId);

/**
 * Mails the link to "Your status alerts" to an address whose alerts are on, for someone on the
 * board without an alert mail at hand. Every address gets the same answer and counts against
 * the same limits, so nobody learns who gets alerts; only the inbox's owner sees the link.
 */
export async function sendManageLink(deps: Deps, input: string, ip: string | null): Promise<void> {
  const email = normaliseEmail(input);
  const emailHash = deps.keys.blindIndex(email);
  const message = ALERT_MESSAGES.tooManyManageLinks;
  await createAttemptLimiter(deps).consume(
    ...(ip ? [{ key: `alerts-manage-link:ip:${rateLimitKeyForIp(ip)}`, limit: MANAGE_LINKS_PER_IP_PER_HOUR, windowMs: HOUR_MS, message }] : []),
    { key: `alerts-manage-link:email:${emailHash}`, limit: MANAGE_LINKS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, message },
    ...recipientMailRules(emailHash),
  );
  const [subscription] = await deps.db
    .select({ id: alertSubscriptions.id, locale: alertSubscriptions.locale })
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.emailHash, emailHash), eq(alertSubscriptions.isActive, true)))
    .limit(1);
  if (!subscription) return;
  const link = `${deps.config.publicUrl}${alertsPagePath(manageTokenOf(deps, subscription.id))}`;
  // In the language the alerts were asked in: the mail is for the address's owner, whoever asked.
  await deps.mailer.send(manageLinkMail(deps.config.publicConfig.provider, { to: email, link, locale: toLocale(subscription.locale) }));
}

export function manageLinkMail(provider: PublicConfig['provider'], input: { to: string; link: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en-CA';
  const { t } = translator(locale);
  return composeMail(provider, {
    to: input.to,
    locale,
    subject: t('server-mail.manageLink.subject', { provider: provider.name }),
    heading: t('server-mail.manageLink.heading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.manageLink.intro') },
      { kind: 'link', label: t('server-mail.manageLink.openLink'), url: input.link },
      { kind: 'paragraph', text: t('server-mail.manageLink.shareWarning') },
    ],
    reason: t('server-mail.manageLink.reason', { provider: provider.name }),
  });
}
