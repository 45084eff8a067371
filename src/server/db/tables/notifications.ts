import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './people.ts';

/** The provider's notifications and each user's read receipts. */

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text().notNull(),
    message: text().notNull(),
    /** Title and message in French; null when none was written (French readers see the English, marked as such). */
    titleFr: text(),
    messageFr: text(),
    targetIp: text(),
    priority: text({ enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    isRead: boolean().notNull().default(false),
    /** Also shown on the dashboard, without sign-in, to every visitor it targets (docs/product/alerts.md). */
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_created_idx').on(t.createdAt), check('notifications_priority_ck', sql`${t.priority} in ('low', 'normal', 'high')`)],
);

/**
 * Each user's own state of a notification: read, or cleared from their panel.
 * Notifications are broadcast; this keeps one person's Mark read / Clear All from touching
 * anyone else's list.
 */
export const notificationReceipts = pgTable(
  'notification_receipts',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
    clearedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] }), index('notification_receipts_notification_idx').on(t.notificationId)],
);
