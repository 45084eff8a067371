import { count, desc, eq } from 'drizzle-orm';
import { alertChannels, alertDeliveries, alertSubscriptions, services } from '../../../db/schema.ts';
import { pageWindow, type AdminListQuery, type Page } from '../../../../shared/admin/admin.ts';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants.ts';
import type { AdminChannelDelivery } from '../../../../shared/subscribers/alert-channels.ts';
import { emailHint } from '../../../../shared/subscribers/alerts.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/**
 * GET /api/admin/alert-deliveries: the delivery log, newest first, one page at a time. Addresses
 * stay hidden here too (the channel's hint, the owner's partly hidden e-mail): the log is for
 * seeing what went where and how, not for reading secrets.
 */
export async function listChannelDeliveries(deps: Pick<ModuleDeps, 'db' | 'keys'>, query: AdminListQuery): Promise<Page<AdminChannelDelivery>> {
  const [counted] = await deps.db.select({ n: count() }).from(alertDeliveries);
  const total = counted?.n ?? 0;
  const { page, offset } = pageWindow(query.page, total);
  const rows = await deps.db
    .select({ delivery: alertDeliveries, channel: alertChannels, ownerEmail: alertSubscriptions.emailEncrypted, serviceName: services.name })
    .from(alertDeliveries)
    .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertChannels.subscriptionId))
    .leftJoin(services, eq(services.id, alertDeliveries.serviceId))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return {
    items: rows.map(({ delivery, channel, ownerEmail, serviceName }) => ({
      id: delivery.id,
      channelId: channel.id,
      kind: channel.kind,
      targetHint: channel.targetHint,
      ownerHint: emailHint(deps.keys.decrypt(ownerEmail)),
      event: delivery.event,
      serviceName,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      responseStatus: delivery.responseStatus,
      createdAt: delivery.createdAt.toISOString(),
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
