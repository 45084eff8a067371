import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationFeed } from './notification-feed.ts';

/** What the admin notification routes are built from. */
export interface AdminNotificationsDeps {
  feed: NotificationFeed;
  db: Db;
  clock: Clock;
}
