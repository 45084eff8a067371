import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.ts';
import { services } from './services.ts';

/** People who asked for mail: newsletter subscriptions and status alert subscriptions. */

/**
 * Double opt-in (issue 9): a sign-up stays inactive until the mailed link is opened; consent
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
     * and network it came from, applied only when the mailed link is opened (issue 9).
     */
    pendingChange: jsonb().$type<{ serviceIds: string[]; ipAddress: string | null }>(),
    isActive: boolean().notNull().default(false),
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
