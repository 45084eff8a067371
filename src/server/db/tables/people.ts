import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Locale } from '#shared/i18n/locales.js';
import { id, createdAt, updatedAt } from './columns.ts';

/** Who signs in and how: users, their sessions, admin sessions and the one-time codes and phrases. */

export const users = pgTable('users', {
  id: id(),
  /** The sign-in address, encrypted; its blind index finds and keeps it unique (ADR 3). */
  emailEncrypted: text(),
  emailHash: text().unique(),
  /** What the identity provider says of the person (names, picture), as encrypted JSON. */
  profileEncrypted: text(),
  /**
   * The OpenID Connect identity the account was first signed in with: the provider's issuer URL,
   * and the subject (the provider's id for the person) as a keyed hash. Null until the first
   * sign-in through a provider; another identity claiming the same address is refused.
   */
  oidcIssuer: text(),
  oidcSubjectHash: text(),
  isAdmin: boolean().notNull().default(false),
  /** The language the person last signed in with (en-CA | fr-CA): mails to them are written in it. */
  locale: text().$type<Locale>().notNull().default('en-CA'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Keyed hash of the cookie's token. */
    sessionToken: text().notNull().unique(),
    ipAddress: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export const adminAuthPhrases = pgTable(
  'admin_auth_phrases',
  {
    id: id(),
    /** Blind index of the address the phrase was mailed to. */
    emailHash: text().notNull(),
    /** Keyed hash of the phrase. */
    phrase: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    used: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    /** Keyed hash of a nonce held in the requesting browser's cookie: the phrase works only there. */
    browserBinding: text(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_auth_phrases_expires_idx').on(t.expiresAt)],
);

export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: id(),
    /** Blind index of the address the code was sent to. */
    email: text().notNull(),
    /** Keyed hash of the 6-digit code. */
    code: text().notNull(),
    purpose: text().notNull().default('clinic-registration'),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_codes_lookup_idx').on(t.email, t.purpose), index('email_verification_codes_expires_idx').on(t.expiresAt)],
);
