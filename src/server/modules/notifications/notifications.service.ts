import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { notificationReceipts, notifications } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { parseAddressFilter, TOO_WIDE_ADVICE } from '#server/lib/http/address-filter.js';
import { ADMIN_RECENT_NOTIFICATIONS, NOTIFICATION_MESSAGES, type AdminNotification, type UserNotification } from '#shared/notifications/notifications.js';
import type { NotificationCreateInput, NotificationFrenchInput } from '#shared/notifications/notification-schemas.js';
import { rowConcerns, toUserItem } from './active-notifications.ts';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The most notifications anyone's panel holds: notifications without an expiry stay current
 * for ever, and the polled answer must not grow with the table.
 */
export const ACTIVE_LIMIT = 200;

export interface Receipt {
  read: boolean;
  cleared: boolean;
}

const unexpired = (now: Date) => or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now));

/** The newest current notifications (ACTIVE_LIMIT at most), newest first. */
export function loadActiveNotifications(db: Db, now: Date): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(unexpired(now)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(ACTIVE_LIMIT);
}

/** One user's read/cleared marks on current notifications (at most ACTIVE_LIMIT). */
export async function loadReceipts(db: Db, userId: string, now: Date): Promise<Map<string, Receipt>> {
  const rows = await db
    .select({ id: notificationReceipts.notificationId, readAt: notificationReceipts.readAt, clearedAt: notificationReceipts.clearedAt })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .where(and(eq(notificationReceipts.userId, userId), unexpired(now)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ACTIVE_LIMIT);
  return new Map(rows.map((r) => [r.id, { read: r.readAt !== null, cleared: r.clearedAt !== null }]));
}

/** Marks one notification read for this user only; the first read time is kept. */
export async function markNotificationRead(
  deps: { db: Db; clock: Clock },
  caller: { userId: string; ip: string | undefined },
  id: string,
): Promise<UserNotification> {
  const now = deps.clock.now();
  const [row] = isUuid(id) ? await deps.db.select().from(notifications).where(eq(notifications.id, id)).limit(1) : [];
  if (!row || !rowConcerns(row, caller.ip, now.getTime())) throw notFound(NOTIFICATION_MESSAGES.notFound);
  await deps.db
    .insert(notificationReceipts)
    .values({ notificationId: row.id, userId: caller.userId, readAt: now })
    .onConflictDoUpdate({
      target: [notificationReceipts.userId, notificationReceipts.notificationId],
      set: { readAt: sql`coalesce(${notificationReceipts.readAt}, excluded.read_at)` },
    });
  return { ...toUserItem(row), isRead: true };
}

/** Clears, for this user only, every notification that concerns them now; answers how many. */
export async function clearNotifications(deps: { db: Db; clock: Clock }, caller: { userId: string; ip: string | undefined }): Promise<number> {
  const now = deps.clock.now();
  const visible = (await loadActiveNotifications(deps.db, now)).filter((row) => rowConcerns(row, caller.ip, now.getTime()));
  if (visible.length === 0) return 0;
  await deps.db
    .insert(notificationReceipts)
    .values(visible.map((row) => ({ notificationId: row.id, userId: caller.userId, clearedAt: now })))
    .onConflictDoUpdate({
      target: [notificationReceipts.userId, notificationReceipts.notificationId],
      set: { clearedAt: sql`coalesce(${notificationReceipts.clearedAt}, excluded.cleared_at)` },
    });
  return visible.length;
}

export function toAdminNotification(row: NotificationRow, now: Date): AdminNotification {
  return { ...toUserItem(row), isPublic: row.isPublic, expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime() };
}

function invalid(path: string, message: string): AppError {
  return new AppError('validation', message, { issues: [{ path, message }] });
}

type NotificationAdminDeps = { db: Db; keys: KeyRing; clock: Clock };

export async function createNotification(deps: NotificationAdminDeps, input: NotificationCreateInput, actor: AdminActor): Promise<AdminNotification> {
  const now = deps.clock.now();
  const parsed = input.targetIp === null ? null : parseAddressFilter(input.targetIp, TOO_WIDE_ADVICE.notification);
  if (parsed && !parsed.ok) throw invalid('targetIp', parsed.message ?? NOTIFICATION_MESSAGES.targetIp);
  const target = parsed?.ok ? parsed.entry : null;
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) throw invalid('expiresAt', NOTIFICATION_MESSAGES.expiresAtPast);
  const row = await deps.db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(notifications)
      .values({
        title: input.title,
        message: input.message,
        titleFr: input.titleFr ?? null,
        messageFr: input.messageFr ?? null,
        targetIp: target?.text ?? null,
        priority: input.priority,
        isPublic: input.isPublic,
        expiresAt: input.expiresAt,
        createdAt: now,
      })
      .returning();
    await audit(tx, deps, actor, 'notification.send', sent!, {
      title: sent!.title,
      ...(sent!.titleFr ? { titleFr: sent!.titleFr } : {}),
      priority: sent!.priority,
      targetIp: sent!.targetIp,
      isPublic: sent!.isPublic,
      expiresAt: sent!.expiresAt?.toISOString() ?? null,
    });
    return sent!;
  });
  return toAdminNotification(row, now);
}

export async function listRecentNotifications(deps: { db: Db; clock: Clock }): Promise<AdminNotification[]> {
  const rows = await deps.db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(ADMIN_RECENT_NOTIFICATIONS);
  const now = deps.clock.now();
  return rows.map((row) => toAdminNotification(row, now));
}

/** Deletes a notification (and everyone's marks on it): nobody sees it any more. */
export async function withdrawNotification(deps: NotificationAdminDeps, id: string, actor: AdminActor): Promise<AdminNotification> {
  const row = await deps.db.transaction(async (tx) => {
    const [removed] = isUuid(id) ? await tx.delete(notifications).where(eq(notifications.id, id)).returning() : [];
    if (!removed) throw notFound(NOTIFICATION_MESSAGES.withdrawNotFound);
    await audit(tx, deps, actor, 'notification.withdraw', removed, { title: removed.title });
    return removed;
  });
  return toAdminNotification(row, deps.clock.now());
}

/** Adds, changes or removes (both null) the French of a notification already sent; nothing else about it changes. */
export async function translateNotification(
  deps: NotificationAdminDeps,
  id: string,
  input: NotificationFrenchInput,
  actor: AdminActor,
): Promise<AdminNotification> {
  const row = await deps.db.transaction(async (tx) => {
    const [changed] = isUuid(id)
      ? await tx
          .update(notifications)
          .set({ titleFr: input.titleFr ?? null, messageFr: input.messageFr ?? null })
          .where(eq(notifications.id, id))
          .returning()
      : [];
    if (!changed) throw notFound(NOTIFICATION_MESSAGES.withdrawNotFound);
    await audit(tx, deps, actor, 'notification.translate', changed, { title: changed.title, titleFr: changed.titleFr });
    return changed;
  });
  return toAdminNotification(row, deps.clock.now());
}

function audit(tx: Tx, deps: NotificationAdminDeps, actor: AdminActor, action: string, row: NotificationRow, details: Record<string, unknown>) {
  return recordAudit(tx, deps.keys, { ...auditFieldsOf(actor), action, target: `notification:${row.id}`, details, at: deps.clock.now() });
}
