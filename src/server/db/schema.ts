/*
 * Every entity, one file per area under tables/. Personal data (clinic
 * names, people's names, e-mails, phones) is stored only encrypted (`*Encrypted`, see
 * lib/security/crypto.ts) with an HMAC blind index (`emailHash`) for look-ups; one-time secrets are
 * stored only as keyed hashes. Column names are snake_case in the database (drizzle `casing`).
 * drizzle-kit reads this file (drizzle.config.ts): a table must be exported from here.
 */
export * from './tables/people.ts';
export * from './tables/services.ts';
export * from './tables/incidents.ts';
export * from './tables/notifications.ts';
export * from './tables/clinics.ts';
export * from './tables/subscribers.ts';
export * from './tables/analytics.ts';
export * from './tables/records.ts';
