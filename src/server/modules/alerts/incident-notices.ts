import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { alertSubscriptions, alertSubscriptionServices, incidents, incidentServices, incidentUpdates, services } from '#server/db/schema.js';
import type { IncidentStatus } from '#shared/status/incidents.js';
import { toLocale } from '#shared/i18n/locales.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { unsubscribeLinks } from '#server/lib/mail/mail-tokens.js';
import { incidentNoticeMail } from './incident-notice-mail.ts';

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer' | 'log'>;

/**
 * Mails the incident updates an admin asked to notify subscribers of (docs/product/alerts.md), each once, to
 * every confirmed subscriber of any of the incident's services. Unlike status alerts they are
 * not held back by the 15-minute window: a person decided to send them. An update is marked
 * sent when at least one mail went (a mail server that refuses everything is retried next run).
 */
export async function dispatchIncidentNotices(deps: Deps, window: { cutoff: Date; floor: Date }): Promise<{ sent: number; failed: number }> {
  const pending = await deps.db
    .select({ update: incidentUpdates, title: incidents.title, titleFr: incidents.titleFr })
    .from(incidentUpdates)
    .innerJoin(incidents, eq(incidents.id, incidentUpdates.incidentId))
    .where(
      and(
        eq(incidentUpdates.notify, true),
        isNull(incidentUpdates.notifiedAt),
        lte(incidentUpdates.createdAt, window.cutoff),
        gt(incidentUpdates.createdAt, window.floor),
      ),
    )
    .orderBy(asc(incidentUpdates.createdAt));
  let sent = 0;
  let failed = 0;
  for (const { update, title, titleFr } of pending) {
    const affected = await deps.db
      .select({ id: services.id, name: services.name, impact: incidentServices.impact })
      .from(incidentServices)
      .innerJoin(services, eq(services.id, incidentServices.serviceId))
      .where(eq(incidentServices.incidentId, update.incidentId))
      .orderBy(asc(services.sortOrder), asc(services.name));
    const subscribers =
      affected.length === 0
        ? []
        : await deps.db
            .selectDistinct({ id: alertSubscriptions.id, emailEncrypted: alertSubscriptions.emailEncrypted, locale: alertSubscriptions.locale })
            .from(alertSubscriptionServices)
            .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertSubscriptionServices.subscriptionId))
            .where(
              and(
                inArray(
                  alertSubscriptionServices.serviceId,
                  affected.map((s) => s.id),
                ),
                eq(alertSubscriptions.isActive, true),
                isNotNull(alertSubscriptions.confirmedAt),
              ),
            );
    const notice = {
      title,
      status: update.status as IncidentStatus,
      message: update.message,
      whatToDo: update.whatToDo || null,
      // The provider's French, when written, for subscribers who read French.
      titleFr,
      messageFr: update.messageFr,
      whatToDoFr: update.whatToDoFr || null,
      services: affected.map(({ name, impact }) => ({ name, impact })),
    };
    let delivered = 0;
    for (const subscriber of subscribers) {
      const links = unsubscribeLinks(deps.config.publicUrl, deps.keys, subscriber.id);
      try {
        await deps.mailer.send(
          incidentNoticeMail(deps.config.publicConfig.provider, {
            to: deps.keys.decrypt(subscriber.emailEncrypted),
            notice,
            dashboardUrl: `${deps.config.publicUrl}/`,
            unsubscribeUrl: links.page,
            oneClickUrl: links.oneClick,
            locale: toLocale(subscriber.locale),
          }),
        );
        delivered += 1;
      } catch (error) {
        failed += 1;
        deps.log.warn({ err: error, subscriptionId: subscriber.id, incidentUpdateId: update.id }, 'incident notice not sent');
      }
    }
    sent += delivered;
    if (delivered > 0 || subscribers.length === 0) {
      await deps.db.update(incidentUpdates).set({ notifiedAt: deps.clock.now() }).where(eq(incidentUpdates.id, update.id));
    }
  }
  return { sent, failed };
}
