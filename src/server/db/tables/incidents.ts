import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.ts';
import { users } from './people.ts';
import { services } from './services.ts';

/** Incidents with their affected services and timeline, and scheduled maintenance. */

export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    title: text().notNull(),
    /** The title in French; null when none was written (French readers see the English, marked as such). */
    titleFr: text(),
    /** investigating | identified | monitoring | resolved (the latest update's). */
    status: text().notNull().default('investigating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The pinned "what clinics should do" line, shown on the cards the incident affects. */
    whatToDo: text(),
    /** The same line in French; null when none was written. */
    whatToDoFr: text(),
  },
  (t) => [
    index('incidents_resolved_idx').on(t.resolvedAt),
    check('incidents_status_ck', sql`${t.status} in ('investigating', 'identified', 'monitoring', 'resolved')`),
  ],
);

export const incidentServices = pgTable(
  'incident_services',
  {
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** degraded (warning) | outage (offline) | null: listed without moving the status. */
    impact: text({ enum: ['degraded', 'outage'] }),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.serviceId] }),
    index('incident_services_service_idx').on(t.serviceId),
    check('incident_services_impact_ck', sql`${t.impact} is null or ${t.impact} in ('degraded', 'outage')`),
  ],
);

export const incidentUpdates = pgTable(
  'incident_updates',
  {
    id: id(),
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    message: text().notNull(),
    /** The message in French; null when none was written. */
    messageFr: text(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who posted it, in words, kept if the user goes. */
    createdByName: text(),
    /** The impact this update set on the incident's services; null when it left them as they were. */
    impact: text({ enum: ['degraded', 'outage', 'none'] }),
    /** The "what clinics should do" line this update pinned ('' unpinned it); null: unchanged. */
    whatToDo: text(),
    /** The French of the line this update pinned; null: none written (or unchanged with whatToDo). */
    whatToDoFr: text(),
    /** The admin asked for this update to be mailed to the services' alert subscribers. */
    notify: boolean().notNull().default(false),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('incident_updates_incident_idx').on(t.incidentId, t.createdAt)],
);

/** Scheduled maintenance: its services show as under maintenance and checks do not change them. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    /** Title and description in French; null when none was written. */
    titleFr: text(),
    descriptionFr: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('maintenance_windows_time_idx').on(t.startsAt, t.endsAt), check('maintenance_windows_order_ck', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const maintenanceServices = pgTable(
  'maintenance_services',
  {
    windowId: uuid()
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.windowId, t.serviceId] }), index('maintenance_services_service_idx').on(t.serviceId)],
);
