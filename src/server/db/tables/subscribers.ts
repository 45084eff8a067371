import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '#shared/i18n/locales.js';
import { id, createdAt, updatedAt } from './columns.ts';
import { services } from './services.ts';

/** People who asked for mail: newsletter subscriptions and status alert subscriptions. */

/**
 * Double opt-in (docs/product/alerts.md): a sign-up stays inactive until the mailed link is opened; consent
 * (CASL: the words, when, from where) is recorded at that confirmation.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    emailEncrypted: text().notNull(),
    emailHash: text().notNull().unique(),
    /** The network consent was given from (the confirmation's). */
    ipAddress: text(),
    isActive: boolean().notNull().default(false),
    /** The words agreed to, stored with the request; in force once confirmed. */
    consentText: text().notNull(),
    /** When the link was opened; null while pending. */
    consentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Keyed hash of the token in the confirmation link; null once used. */
    confirmTokenHash: text(),
    /** Keyed hash of the token in every newsletter mail's unsubscribe link. */
    unsubscribeTokenHash: text().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletter_subscriptions_confirm_idx').on(t.confirmTokenHash)],
);

/** E-mail alerts on status changes, for registered clinics and newsletter subscribers (double opt-in). */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: id(),
    emailEncrypted: text().notNull(),
    emailHash: text().notNull().unique(),
    /** clinic | newsletter: what made the address eligible. */
    source: text().notNull(),
    consentText: text().notNull(),
    consentAt: timestamp({ withTimezone: true }),
    ipAddress: text(),
    /** Keyed hash of the token in the confirm link; null once confirmed. */
    confirmTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Keyed hash of the token in every alert's one-click unsubscribe link. */
    unsubscribeTokenHash: text().notNull().unique(),
    /**
     * A change asked for an active subscription without proof of owning the address: the services
     * and network it came from, applied only when the mailed link is opened.
     */
    pendingChange: jsonb().$type<{ serviceIds: string[]; ipAddress: string | null; locale?: Locale }>(),
    isActive: boolean().notNull().default(false),
    /** The language alerts were asked in (en-CA | fr-CA): every mail to the address is written in it. */
    locale: text().$type<Locale>().notNull().default('en-CA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('alert_subscriptions_confirm_idx').on(t.confirmTokenHash)],
);

export const alertSubscriptionServices = pgTable(
  'alert_subscription_services',
  {
    subscriptionId: uuid()
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** At most one alert per service per 15 minutes to one subscriber. */
    lastAlertAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.serviceId] }), index('alert_subscription_services_service_idx').on(t.serviceId)],
);

/**
 * Where a confirmed alert subscription is also told, beside e-mail (docs/product/alerts.md): a Teams or Slack
 * webhook, a signed webhook of the subscriber's own, or a mobile number. The address is personal
 * (it carries a secret, or is a phone number): stored only encrypted, shown back only as a hint.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: id(),
    subscriptionId: uuid()
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['teams', 'slack', 'webhook', 'sms'] }).notNull(),
    targetEncrypted: text().notNull(),
    targetHint: text().notNull(),
    /** The webhook's HMAC-SHA256 key, encrypted (null for the other kinds). */
    secretEncrypted: text(),
    events: jsonb().$type<string[]>().notNull(),
    failuresInARow: integer().notNull().default(0),
    pausedAt: timestamp({ withTimezone: true }),
    /** Events from this time on are sent: when it was added, or last resumed (what happened while paused stays untold). */
    listeningSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp({ withTimezone: true }),
    /**
     * When the channel proved it reaches its owner: the test message arrived (Teams, Slack, a
     * webhook), or the code texted to the number was entered (SMS). Null until then, and nothing
     * is sent to it. Channels older than this column are confirmed by its default, except text
     * message ones, which wait for a code like new ones.
     */
    confirmedAt: timestamp({ withTimezone: true }).defaultNow(),
    /** The language the channel was added in (en-CA | fr-CA): its messages are written in it, and a webhook's body says it. */
    locale: text().$type<Locale>().notNull().default('en-CA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('alert_channels_subscription_idx').on(t.subscriptionId),
    check('alert_channels_kind_ck', sql`${t.kind} in ('teams', 'slack', 'webhook', 'sms')`),
  ],
);

/**
 * One message to one channel, kept as the delivery log the admins read: its event (unique per
 * channel, so a run that repeats never sends twice), the attempts, and how the last one went.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    channelId: uuid()
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    /** What caused it: `status:<status change id>`, `incident:<update id>`, `maintenance:<window id>:start|end`, `test`. */
    eventKey: text().notNull(),
    event: text().notNull(),
    /** When what it tells happened: deliveries go out in this order. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    /** What is sent, without any secret (the body is rebuilt from it for each attempt). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    responseStatus: integer(),
    createdAt: createdAt(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_deliveries_event_uq').on(t.channelId, t.eventKey),
    index('alert_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('alert_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * A test message that did not arrive when a channel was being added, so no channel was kept:
 * what went wrong stays here for the admins' delivery log (the subscriber is told no detail).
 */
export const alertChannelTestFailures = pgTable(
  'alert_channel_test_failures',
  {
    id: id(),
    subscriptionId: uuid()
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['teams', 'slack', 'webhook', 'sms'] }).notNull(),
    targetHint: text().notNull(),
    error: text().notNull(),
    responseStatus: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('alert_channel_test_failures_created_idx').on(t.createdAt)],
);
