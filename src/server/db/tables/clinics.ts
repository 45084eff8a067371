import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '#shared/i18n/locales.js';
import { id, createdAt, updatedAt } from './columns.ts';
import { users } from './people.ts';
import { services } from './services.ts';

/** Clinic onboarding: registrations, coupons, trials, registered clinics and the IP whitelist. */

export const ipWhitelist = pgTable('ip_whitelist', {
  id: id(),
  /** A single address or a CIDR range, IPv4 or IPv6, stored normalised. */
  ipAddress: text().notNull().unique(),
  description: text(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** The registered clinic this entry gives access to; deleting the clinic removes its entries. */
  clinicAccessId: uuid().references((): AnyPgColumn => clinicAccess.id, { onDelete: 'cascade' }),
});

export type WhitelistRow = typeof ipWhitelist.$inferSelect;

export const clinicAccess = pgTable('clinic_access', {
  id: id(),
  /** The reviewed registration this access came from; null when registered from the dashboard dialog. */
  clinicRegistrationId: uuid().references((): AnyPgColumn => clinicRegistrations.id, { onDelete: 'set null' }),
  clinicNameEncrypted: text().notNull(),
  emailEncrypted: text().notNull(),
  emailHash: text().notNull(),
  phoneEncrypted: text(),
  ipAddress: text().notNull(),
  agreesToCommunications: boolean().notNull().default(false),
  hasItCompany: boolean(),
  lastIpCheck: timestamp({ withTimezone: true }),
  ipChangeDetected: boolean().notNull().default(false),
  lastAccess: timestamp({ withTimezone: true }),
  isActive: boolean().notNull().default(true),
  /** The language the clinic registered in (en-CA | fr-CA), carried over from its registration: its mails are written in it. */
  locale: text().$type<Locale>().notNull().default('en-CA'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The services a registered clinic watches in its "Your clinic" strip (docs/product/clinic-access.md): its internet
 * and phone providers and the insurers it bills most, in the order it chose them.
 */
export const clinicServicePicks = pgTable(
  'clinic_service_picks',
  {
    clinicAccessId: uuid()
      .notNull()
      .references(() => clinicAccess.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clinicAccessId, t.serviceId] }), index('clinic_service_picks_service_idx').on(t.serviceId)],
);

export const clinicRegistrations = pgTable(
  'clinic_registrations',
  {
    id: id(),
    clinicNameEncrypted: text().notNull(),
    contactPersonNameEncrypted: text().notNull(),
    emailEncrypted: text().notNull(),
    emailHash: text().notNull(),
    phoneEncrypted: text().notNull(),
    couponCode: text(),
    ipAddress: text().notNull(),
    marketingOptIn: boolean().notNull().default(true),
    emailVerified: boolean().notNull().default(false),
    /** Keyed hash of the e-mailed verification token. */
    emailVerificationToken: text(),
    emailVerificationExpires: timestamp({ withTimezone: true }),
    /** Keyed hash of the access code issued on approval. */
    accessCode: text().unique(),
    accessCodeGenerated: boolean().notNull().default(false),
    status: text().notNull().default('pending'),
    /** Why the provider rejected it (mailed to the clinic). */
    rejectionReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The language the registration was made in (en-CA | fr-CA): its verification, approval and rejection mails are written in it. */
    locale: text().$type<Locale>().notNull().default('en-CA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clinic_registrations_status_idx').on(t.status),
    index('clinic_registrations_email_idx').on(t.emailHash),
    // One open registration per address (pending its e-mail's verification or its review), kept
    // by the database itself so two requests at the same moment cannot both store one.
    uniqueIndex('clinic_registrations_one_open_per_email_uq')
      .on(t.emailHash)
      .where(sql`${t.status} in ('pending', 'verified')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text().notNull().unique(),
    description: text(),
    trialDurationMonths: integer().notNull().default(12),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('coupons_duration_ck', sql`${t.trialDurationMonths} >= 1`),
    check('coupons_usage_ck', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

export const trialSubscriptions = pgTable('trial_subscriptions', {
  id: id(),
  clinicRegistrationId: uuid()
    .notNull()
    .references(() => clinicRegistrations.id, { onDelete: 'cascade' }),
  couponId: uuid().references(() => coupons.id, { onDelete: 'set null' }),
  startDate: timestamp({ withTimezone: true }).notNull(),
  endDate: timestamp({ withTimezone: true }).notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});
