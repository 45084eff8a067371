import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.ts';
import { users } from './people.ts';

/** What the installation keeps about itself: contact inquiries, the audit log, rate-limit hits, app facts. */

/** Everything a person wrote is encrypted (ADR 3): their company, name, address, phone and words. */
export const contactInquiries = pgTable('contact_inquiries', {
  id: id(),
  companyNameEncrypted: text().notNull(),
  contactNameEncrypted: text().notNull(),
  emailEncrypted: text().notNull(),
  phoneEncrypted: text(),
  subjectEncrypted: text().notNull(),
  messageEncrypted: text().notNull(),
  ipAddress: text(),
  status: text().notNull().default('new'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who did what, when, from where (docs/product/admin.md). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A kind of actor (`person`, `anonymous`, `system`, `cli`, `clinic:<id>`), never a person's address. */
    actor: text().notNull(),
    /** The person who acted (their e-mail address), encrypted; its blind index finds it by exact address. */
    actorLabelEncrypted: text(),
    actorLabelHash: text(),
    action: text().notNull(),
    target: text(),
    ipAddress: text(),
    details: jsonb(),
    /** Personal values an entry must keep (a target's address), as encrypted JSON, shown merged into details. */
    personalEncrypted: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action), index('audit_log_actor_label_idx').on(t.actorLabelHash)],
);

/**
 * Fixed-window counters for attempt limits (codes sent per e-mail and per IP, admin logins).
 * They live in the database so every instance behind a load balancer shares them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/** Small key/value facts about the installation itself (for example which seeds have run). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
