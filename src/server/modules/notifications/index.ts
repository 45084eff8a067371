/*
 * The notifications module's public entry: the dashboard's notifications panel and the admin's
 * Send Notification widget as one plugin, and the feed in memory they answer from.
 */
export { notificationsRoutes as notificationsModule, type NotificationRoutesParts as NotificationsModuleParts } from './notifications.routes.ts';
export { createNotificationFeed, type NotificationFeed } from './notification-feed.ts';
