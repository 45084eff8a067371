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
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.emailHash, emailHash), eq(alertSubscriptions.isActive, true)))
    .limit(1);
  if (!subscription) return;
  const link = `${deps.config.publicUrl}${alertsPagePath(manageTokenOf(deps, subscription.id))}`;
  await deps.mailer.send(manageLinkMail(deps.config.publicConfig.provider, { to: email, link }));
}

export function manageLinkMail(provider: PublicConfig['provider'], input: { to: string; link: string }): MailMessage {
  return composeMail(provider, {
    to: input.to,
    subject: `Your ${provider.name} status alerts`,
    heading: 'Your status alerts',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Here is the link to your status alerts. There you can change the services you get alerts for, add Microsoft Teams, Slack and other channels, or unsubscribe.',
      },
      { kind: 'link', label: 'Open my status alerts', url: input.link },
      {
        kind: 'paragraph',
        text: 'Anyone with this link can change your alerts: share it only with your team. The same link is at the end of every alert we send you.',
      },
    ],
    reason: `You received this e-mail because someone asked the ${provider.name} status board for the link to the status alerts of this address. If that was not you, ignore it: nothing has changed.`,
  });
}
