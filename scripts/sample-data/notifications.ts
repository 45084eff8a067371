import type { LiveServer } from '#tests/support/live-server.ts';
import { auditLog, notifications } from '#server/db/schema.js';
import { NOTIFICATIONS_CHANNEL } from '#server/modules/notifications/notification-feed.js';
import type { NotificationPriority } from '#shared/notifications/notifications.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SampleNotification {
  title: string;
  message: string;
  priority: NotificationPriority;
  targetIp?: string;
  /** How long ago it was sent, and when it expires relative to now (negative: already expired). */
  ago: number;
  expiresIn?: number;
}

/** What an IT provider's team really sends: outages, maintenance, a clinic-specific note, news. */
export const SAMPLE_NOTIFICATIONS: SampleNotification[] = [
  {
    title: 'TELUS eClaims outage',
    message: 'TELUS eClaims is not accepting submissions. Keep claims on hold and resubmit once it is back; we will post an update by 2 p.m.',
    priority: 'high',
    ago: 25 * MINUTE,
    expiresIn: 6 * HOUR,
  },
  {
    title: 'Phone system maintenance tonight',
    message: 'VoIP phones will restart between 10:00 and 10:15 p.m. MT. Calls in progress will drop; no action is needed.',
    priority: 'normal',
    ago: 3 * HOUR,
    expiresIn: 20 * HOUR,
  },
  {
    title: 'Internet ticket opened with your ISP',
    message: 'We saw packet loss on your line this morning and opened a ticket with Shaw. We will call you when it is resolved.',
    priority: 'normal',
    targetIp: '24.64.102.0/24',
    ago: 5 * HOUR,
  },
  {
    title: 'Reminder: CDCP claim format change',
    message: 'From July 1, Canadian Dental Care Plan claims need the new provider ID. Your practice software update covers it.',
    priority: 'low',
    ago: 2 * DAY,
  },
  {
    title: 'Sun Life portal slow (resolved)',
    message: 'Sun Life reported slow responses for plan-member look-ups. It has been resolved.',
    priority: 'normal',
    ago: 3 * DAY,
    expiresIn: -2 * DAY,
  },
  {
    title: 'Router replacement at Chinook Family Dentistry',
    message: 'Our technician will replace your router on Thursday at 7:30 a.m., before the clinic opens.',
    priority: 'high',
    targetIp: '68.146.27.90',
    ago: 4 * DAY,
  },
];

/** Sample rows for the Send Notification widget and the dashboard panel (screenshots only). */
export async function seedNotifications(server: LiveServer, now: Date = new Date()): Promise<void> {
  const { db, bus } = server.database;
  const rows = await db
    .insert(notifications)
    .values(
      SAMPLE_NOTIFICATIONS.map((n) => ({
        title: n.title,
        message: n.message,
        priority: n.priority,
        targetIp: n.targetIp ?? null,
        createdAt: new Date(now.getTime() - n.ago),
        expiresAt: n.expiresIn === undefined ? null : new Date(now.getTime() + n.expiresIn),
      })),
    )
    .returning();
  await db.insert(auditLog).values(
    rows.map((row) => ({
      actor: 'it@provider.example.ca',
      action: 'notification.send',
      target: `notification:${row.id}`,
      details: { title: row.title, priority: row.priority, targetIp: row.targetIp },
      createdAt: row.createdAt,
    })),
  );
  // The running server keeps current notifications in memory: tell it they changed.
  await bus.publish(NOTIFICATIONS_CHANNEL);
}
