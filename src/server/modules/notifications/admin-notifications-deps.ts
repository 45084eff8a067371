import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { NotificationFeed } from './notification-feed.ts';

/** What the admin notification routes are built from. */
export interface AdminNotificationsDeps {
  feed: NotificationFeed;
  db: Db;
  clock: Clock;
}
