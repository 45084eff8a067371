import { IpMatcher } from '#server/lib/http/ip.js';
import { etagOf } from '#server/lib/http/etag.js';
import type { notifications } from '#server/db/schema.js';
import { priorityOf, type UserNotification } from '#shared/notifications/notifications.js';

type NotificationRow = typeof notifications.$inferSelect;

/** One unexpired notification, ready to be matched against a caller's address. */
export interface ActiveNotification {
  id: string;
  expiresAtMs: number | null;
  /** Who it is for; null: everyone. Each matcher remembers the addresses it has answered. */
  target: IpMatcher | null;
  /** Shown on the dashboard without sign-in too. */
  isPublic: boolean;
  item: Omit<UserNotification, 'isRead'>;
}

/** The notifications nobody has withdrawn and that had not expired when it was loaded, newest first. */
export interface ActiveSnapshot {
  items: ActiveNotification[];
  /** Changes only when the content does, so a periodic reload keeps the callers' answers. */
  version: string;
  /** Whether any notification targets an address or range: only then does the caller's address change an answer. */
  targeted: boolean;
}

export function toUserItem(row: NotificationRow): Omit<UserNotification, 'isRead'> {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    ...(row.titleFr ? { titleFr: row.titleFr } : {}),
    ...(row.messageFr ? { messageFr: row.messageFr } : {}),
    priority: priorityOf(row.priority),
    targetIp: row.targetIp,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function buildSnapshot(rows: NotificationRow[]): ActiveSnapshot {
  const items = rows.map((row) => ({
    id: row.id,
    expiresAtMs: row.expiresAt?.getTime() ?? null,
    // A stored target that does not parse matches nobody: better hidden than shown to all.
    target: row.targetIp ? new IpMatcher([row.targetIp]) : null,
    isPublic: row.isPublic,
    item: toUserItem(row),
  }));
  return {
    items,
    version: etagOf(JSON.stringify(items.map((n) => [n.item, n.isPublic]))),
    targeted: items.some((n) => n.target !== null),
  };
}

/** Whether a notification is for `ip` and still current at `nowMs`. */
export function concerns(notification: Pick<ActiveNotification, 'expiresAtMs' | 'target'>, ip: string | undefined, nowMs: number): boolean {
  if (notification.expiresAtMs !== null && notification.expiresAtMs <= nowMs) return false;
  return notification.target === null || notification.target.matches(ip);
}

/** Same question for a row read from the database (not from the snapshot). */
export function rowConcerns(row: NotificationRow, ip: string | undefined, nowMs: number): boolean {
  return concerns({ expiresAtMs: row.expiresAt?.getTime() ?? null, target: row.targetIp ? new IpMatcher([row.targetIp]) : null }, ip, nowMs);
}
