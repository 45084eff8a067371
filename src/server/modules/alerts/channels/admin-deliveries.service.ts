import { count, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { alertChannels, alertChannelTestFailures, alertDeliveries, alertSubscriptions, services } from '#server/db/schema.js';
import { pageWindow, type AdminListQuery, type Page } from '#shared/admin/admin.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import type { AdminChannelDelivery } from '#shared/subscribers/alert-channels.js';
import { emailHint } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';

type Deps = Pick<AppParts, 'db' | 'keys'>;

/** The messages sent to channels, in the log's shape. */
function sentMessages(deps: Deps) {
  return deps.db
    .select({
      id: alertDeliveries.id,
      channelId: sql<string | null>`${alertDeliveries.channelId}`.as('channel_id'),
      kind: alertChannels.kind,
      targetHint: alertChannels.targetHint,
      ownerEmail: alertSubscriptions.emailEncrypted,
      event: alertDeliveries.event,
      serviceName: services.name,
      status: alertDeliveries.status,
      attempts: alertDeliveries.attempts,
      lastError: alertDeliveries.lastError,
      responseStatus: alertDeliveries.responseStatus,
      createdAt: alertDeliveries.createdAt,
      deliveredAt: alertDeliveries.deliveredAt,
      nextAttemptAt: alertDeliveries.nextAttemptAt,
    })
    .from(alertDeliveries)
    .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertChannels.subscriptionId))
    .leftJoin(services, eq(services.id, alertDeliveries.serviceId));
}

/** The test messages that did not arrive (no channel was kept), in the same shape. */
function failedTests(deps: Deps) {
  return deps.db
    .select({
      id: alertChannelTestFailures.id,
      channelId: sql<string | null>`null::uuid`.as('channel_id'),
      kind: alertChannelTestFailures.kind,
      targetHint: alertChannelTestFailures.targetHint,
      ownerEmail: alertSubscriptions.emailEncrypted,
      event: sql<string>`'test'`.as('event'),
      serviceName: sql<string | null>`null::text`.as('name'),
      status: sql<'failed'>`'failed'`.as('status'),
      attempts: sql<number>`1`.as('attempts'),
      lastError: alertChannelTestFailures.error,
      responseStatus: alertChannelTestFailures.responseStatus,
      createdAt: alertChannelTestFailures.createdAt,
      deliveredAt: sql<Date | null>`null::timestamptz`.as('delivered_at'),
      nextAttemptAt: sql<Date | null>`null::timestamptz`.as('next_attempt_at'),
    })
    .from(alertChannelTestFailures)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertChannelTestFailures.subscriptionId));
}

/**
 * GET /api/admin/alert-deliveries: the delivery log, newest first, one page at a time: every
 * message sent to a channel, and every test message that did not arrive when someone tried to
 * add a channel, each with what went wrong in full (the subscriber was told no detail).
 * Addresses stay hidden here too (the channel's hint, the owner's partly hidden e-mail): the log
 * is for seeing what went where and how, not for reading secrets.
 */
export async function listChannelDeliveries(deps: Deps, query: AdminListQuery): Promise<Page<AdminChannelDelivery>> {
  const [[sent], [failed]] = await Promise.all([
    deps.db.select({ n: count() }).from(alertDeliveries),
    deps.db.select({ n: count() }).from(alertChannelTestFailures),
  ]);
  const total = (sent?.n ?? 0) + (failed?.n ?? 0);
  const { page, offset } = pageWindow(query.page, total);
  const rows = await unionAll(sentMessages(deps), failedTests(deps))
    .orderBy(sql`created_at desc`, sql`id desc`)
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return {
    items: rows.map((row) => ({
      id: row.id,
      channelId: row.channelId,
      kind: row.kind,
      targetHint: row.targetHint,
      ownerHint: emailHint(deps.keys.decrypt(row.ownerEmail)),
      event: row.event,
      serviceName: row.serviceName,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      responseStatus: row.responseStatus,
      createdAt: new Date(row.createdAt).toISOString(),
      deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
      nextAttemptAt: row.nextAttemptAt ? new Date(row.nextAttemptAt).toISOString() : null,
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
