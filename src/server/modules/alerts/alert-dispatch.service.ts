import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';
import { alertSubscriptions, alertSubscriptionServices, statusChanges } from '#server/db/schema.js';
import { ALERT_WINDOW_MINUTES } from '#shared/subscribers/alerts.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { toLocale, type Locale } from '#shared/i18n/locales.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { ServiceDirectory } from '#server/modules/status/index.js';
import { alertMail, type AlertChange, type AlertItem } from './alert-mails.ts';
import { dispatchIncidentNotices } from './incident-notices.ts';
import { unsubscribeLinks } from '#server/lib/mail/mail-tokens.js';

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer' | 'log'> & { directory: ServiceDirectory };

/**
 * Changes younger than this wait for the next run: a change's time is taken before its
 * transaction commits, so a just-committed row may carry a slightly older time than one
 * already seen.
 */
export const SETTLE_MS = 5_000;
/** Changes older than this are never mailed: after downtime or a long mail outage, old news stays unsent. */
export const MAX_AGE_MS = 60 * 60_000;
const WINDOW_MS = ALERT_WINDOW_MINUTES * 60_000;

interface Pending {
  subscriptionId: string;
  emailEncrypted: string;
  /** The language the subscriber asked for alerts in. */
  locale: Locale;
  items: (AlertItem & { serviceId: string })[];
}

/**
 * One run of the alert mailer. No cursor: the state is each (subscriber, service) pair's
 * lastAlertAt. A mail sent at time T covers every change up to T - SETTLE_MS, so a pair's
 * unmailed changes are those after lastAlertAt - SETTLE_MS (and after its confirmation). A pair
 * is due when it has unmailed changes and its last alert is at least 15 minutes old; changes
 * inside the window are therefore not lost but summed up in the next mail, which always ends
 * with the current state. One mail per subscriber covers all its due services. lastAlertAt
 * moves only after a successful send, so a failed mail is retried next run and the others are
 * not sent twice.
 */
export async function dispatchAlerts(deps: Deps): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - SETTLE_MS);
  const floor = new Date(now.getTime() - MAX_AGE_MS);
  const notices = await dispatchIncidentNotices(deps, { cutoff, floor });
  const alerts = await dispatchStatusAlerts(deps, { now, cutoff, floor });
  return { sent: notices.sent + alerts.sent, failed: notices.failed + alerts.failed };
}

/** Changes an incident made are told by its own notice when the admin asks for one, and not at all otherwise. */
const TOLD_BY_INCIDENTS = ['incident', 'incident-resolved'];

async function dispatchStatusAlerts(deps: Deps, { now, cutoff, floor }: { now: Date; cutoff: Date; floor: Date }): Promise<{ sent: number; failed: number }> {
  const changes = await deps.db
    .select()
    .from(statusChanges)
    .where(and(gt(statusChanges.at, floor), lte(statusChanges.at, cutoff), notInArray(statusChanges.cause, TOLD_BY_INCIDENTS)))
    .orderBy(asc(statusChanges.at), asc(statusChanges.id));
  if (changes.length === 0) return { sent: 0, failed: 0 };

  const byService = new Map<string, typeof changes>();
  for (const change of changes) byService.set(change.serviceId, [...(byService.get(change.serviceId) ?? []), change]);
  const pairs = await deps.db
    .select({
      subscriptionId: alertSubscriptionServices.subscriptionId,
      serviceId: alertSubscriptionServices.serviceId,
      lastAlertAt: alertSubscriptionServices.lastAlertAt,
      confirmedAt: alertSubscriptions.confirmedAt,
      emailEncrypted: alertSubscriptions.emailEncrypted,
      locale: alertSubscriptions.locale,
    })
    .from(alertSubscriptionServices)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertSubscriptionServices.subscriptionId))
    .where(
      and(
        inArray(alertSubscriptionServices.serviceId, [...byService.keys()]),
        eq(alertSubscriptions.isActive, true),
        isNotNull(alertSubscriptions.confirmedAt),
        or(isNull(alertSubscriptionServices.lastAlertAt), lte(alertSubscriptionServices.lastAlertAt, new Date(now.getTime() - WINDOW_MS))),
      ),
    );

  const names = new Map(deps.directory.view.get().services.map((s) => [s.id, s.name]));
  const pending = new Map<string, Pending>();
  for (const pair of pairs) {
    const confirmedAt = pair.confirmedAt!.getTime();
    const mailedUpTo = pair.lastAlertAt ? pair.lastAlertAt.getTime() - SETTLE_MS : -Infinity;
    const unmailed = (byService.get(pair.serviceId) ?? []).filter((c) => c.at.getTime() >= confirmedAt && c.at.getTime() > mailedUpTo);
    const serviceName = names.get(pair.serviceId);
    // A service the cached list does not know yet is mailed on a later run.
    if (unmailed.length === 0 || !serviceName) continue;
    const entry = pending.get(pair.subscriptionId) ?? {
      subscriptionId: pair.subscriptionId,
      emailEncrypted: pair.emailEncrypted,
      locale: toLocale(pair.locale),
      items: [],
    };
    entry.items.push({ serviceId: pair.serviceId, serviceName, changes: unmailed.map(toAlertChange) });
    pending.set(pair.subscriptionId, entry);
  }

  let sent = 0;
  let failed = 0;
  for (const entry of pending.values()) {
    try {
      await sendOne(deps, entry);
      await deps.db
        .update(alertSubscriptionServices)
        .set({ lastAlertAt: now })
        .where(
          and(
            eq(alertSubscriptionServices.subscriptionId, entry.subscriptionId),
            inArray(
              alertSubscriptionServices.serviceId,
              entry.items.map((i) => i.serviceId),
            ),
          ),
        );
      sent += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, subscriptionId: entry.subscriptionId }, 'status alert not sent; retrying next run');
    }
  }
  return { sent, failed };
}

function toAlertChange(row: typeof statusChanges.$inferSelect): AlertChange {
  return { fromStatus: row.fromStatus as ServiceStatus | null, toStatus: row.toStatus as ServiceStatus, cause: row.cause, at: row.at };
}

async function sendOne(deps: Deps, entry: Pending): Promise<void> {
  const { publicUrl, publicConfig, timezone } = deps.config;
  const links = unsubscribeLinks(publicUrl, deps.keys, entry.subscriptionId);
  const items = [...entry.items].sort((a, b) => a.serviceName.localeCompare(b.serviceName));
  await deps.mailer.send(
    alertMail(publicConfig.provider, {
      to: deps.keys.decrypt(entry.emailEncrypted),
      items,
      timezone,
      dashboardUrl: `${publicUrl}/`,
      unsubscribeUrl: links.page,
      oneClickUrl: links.oneClick,
      locale: entry.locale,
    }),
  );
}
