import type { Service, ServiceType } from './services.ts';

/*
 * Incidents, maintenance windows and the public status summary (issue 6). The public dashboard
 * imports this file, so it must stay free of zod: the request schemas live on the server.
 */

export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** The statuses an incident can be opened with (it cannot be opened resolved). */
export const OPEN_INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring'] as const;
export type OpenIncidentStatus = (typeof OPEN_INCIDENT_STATUSES)[number];

export const INCIDENT_STATUS_LABEL: Record<IncidentStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

/** Resolved incidents stay on the dashboard this long. */
export const RECENT_INCIDENT_DAYS = 14;
/** Maintenance is announced this long ahead. */
export const UPCOMING_MAINTENANCE_DAYS = 14;
/** The admin list keeps ended maintenance this long. */
export const PAST_MAINTENANCE_DAYS = 30;
/** Entries in the Atom feed. */
export const FEED_ENTRIES = 50;

export const INCIDENT_LIMITS = {
  titleMin: 3,
  titleMax: 140,
  messageMax: 2000,
  descriptionMax: 2000,
  servicesMax: 200,
} as const;

export const INCIDENT_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooShort: `The title must be at least ${INCIDENT_LIMITS.titleMin} characters.`,
  titleTooLong: `The title must be at most ${INCIDENT_LIMITS.titleMax} characters.`,
  messageRequired: 'Enter a message for this update.',
  messageTooLong: `The message must be at most ${INCIDENT_LIMITS.messageMax} characters.`,
  descriptionTooLong: `The description must be at most ${INCIDENT_LIMITS.descriptionMax} characters.`,
  servicesRequired: 'Choose at least one affected service.',
  servicesUnknown: 'Some of the chosen services no longer exist. Reload the page and choose again.',
  openStatus: 'Choose investigating, identified or monitoring.',
  updateStatus: 'Choose investigating, identified, monitoring or resolved.',
  notFound: 'That incident no longer exists. It may have been deleted.',
  alreadyResolved: 'This incident is already resolved and cannot take more updates. Open a new incident if the problem is back.',
  nothingToChange: 'Send a new title or a new list of services.',
  maintenanceNotFound: 'That maintenance window no longer exists. It may have been cancelled.',
  startsAtInvalid: 'Enter a valid start date and time.',
  endsAtInvalid: 'Enter a valid end date and time.',
  endsBeforeStart: 'The end must be after the start.',
  endsInPast: 'The end must be in the future.',
  maintenanceEnded: 'This maintenance window has already ended and can no longer be changed.',
} as const;

export interface IncidentServiceRef {
  id: string;
  name: string;
}

export interface IncidentUpdate {
  id: string;
  status: IncidentStatus;
  message: string;
  createdAt: string;
  /** Who posted it, as the public sees it: the admin's first name or the provider's name. */
  by: string;
}

export interface Incident {
  id: string;
  title: string;
  status: IncidentStatus;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  services: IncidentServiceRef[];
  /** Newest first. */
  updates: IncidentUpdate[];
}

/** GET /api/incidents. */
export interface PublicIncidents {
  active: Incident[];
  /** Resolved in the last 14 days, most recently resolved first. */
  recent: Incident[];
}

export type MaintenanceState = 'upcoming' | 'active' | 'past';

export interface Maintenance {
  id: string;
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  services: IncidentServiceRef[];
  createdAt: string;
  /** Judged with the server's clock when answered. */
  state: MaintenanceState;
}

/** GET /api/maintenance: under way now, and starting within 14 days (soonest first). */
export interface PublicMaintenance {
  active: Maintenance[];
  upcoming: Maintenance[];
}

export type OverallStatus = 'operational' | 'degraded' | 'partial_outage' | 'major_outage' | 'maintenance';

export const OVERALL_STATUS_LABEL: Record<OverallStatus, string> = {
  operational: 'All systems operational',
  degraded: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  maintenance: 'Under maintenance',
};

export interface SummaryService {
  id: string;
  name: string;
  type: ServiceType;
  status: Service['status'];
  override?: Service['override'];
  maintenance?: Service['maintenance'];
}

/** GET /api/status/summary. */
export interface StatusSummary {
  overall: OverallStatus;
  updatedAt: string;
  services: SummaryService[];
  activeIncidents: Incident[];
  upcomingMaintenance: Maintenance[];
}

export function maintenanceState(window: { startsAt: string; endsAt: string }, now: number): MaintenanceState {
  if (Date.parse(window.endsAt) <= now) return 'past';
  return Date.parse(window.startsAt) <= now ? 'active' : 'upcoming';
}
