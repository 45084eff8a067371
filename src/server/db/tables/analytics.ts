import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './people.ts';

/** Click tracking and the rollups kept beside it. */

export const marketplaceClicks = pgTable(
  'marketplace_clicks',
  {
    id: id(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    referrer: text(),
    clientIp: text(),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_clicks_timestamp_idx').on(t.timestamp)],
);

export const dashboardClicks = pgTable(
  'dashboard_clicks',
  {
    id: id(),
    cardType: text({ enum: ['header', 'service', 'summary'] }).notNull(),
    cardId: text().notNull(),
    cardName: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text(),
    userAgent: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('dashboard_clicks_timestamp_idx').on(t.timestamp), index('dashboard_clicks_card_idx').on(t.cardType, t.cardId)],
);

/*
 * Analytics rollups (docs/decisions/0007-analytics-aggregation.md). Statement-level triggers on
 * dashboard_clicks and marketplace_clicks (migration 0005) keep them equal to the raw rows on
 * every insert, delete and truncate, so the admin analytics never scan millions of clicks.
 * Buckets are 15-minute UTC intervals: every time zone's offset is a multiple of 15 minutes, so
 * each bucket falls inside one local day of whatever TIMEZONE is configured.
 */
export const dashboardClickBuckets = pgTable('dashboard_click_buckets', {
  bucketStart: timestamp({ withTimezone: true }).primaryKey(),
  count: integer().notNull(),
});

/** Clicks per card since the retention cut-off; cardName is the name of its latest click. */
export const dashboardClickCards = pgTable(
  'dashboard_click_cards',
  {
    cardType: text().notNull(),
    cardId: text().notNull(),
    cardName: text().notNull(),
    count: integer().notNull(),
    lastClickedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardType, t.cardId] })],
);

export const marketplaceClickBuckets = pgTable('marketplace_click_buckets', {
  bucketStart: timestamp({ withTimezone: true }).primaryKey(),
  count: integer().notNull(),
});
