import type { OverallState } from './board-status.ts';
import type { IncidentImpact, Service, ServiceType } from './services.ts';

/*
 * Incidents, maintenance windows and the public status summary (docs/product/status-rules.md). The public dashboard
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
  whatToDoMax: 300,
  servicesMax: 200,
} as const;

/** What an incident does to its services' status: 'none' lists them without moving it. */
export const INCIDENT_IMPACT_CHOICES = ['outage', 'degraded', 'none'] as const;
export type IncidentImpactChoice = (typeof INCIDENT_IMPACT_CHOICES)[number];

export const INCIDENT_IMPACT_LABEL: Record<IncidentImpactChoice, string> = {
  outage: 'Outage (shows offline)',
  degraded: 'Degraded (shows issues)',
  none: 'No status change (information only)',
};

export const INCIDENT_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooShort: `The title must be at least ${INCIDENT_LIMITS.titleMin} characters.`,
  titleTooLong: `The title must be at most ${INCIDENT_LIMITS.titleMax} characters.`,
  messageRequired: 'Enter a message for this update.',
  messageTooLong: `The message must be at most ${INCIDENT_LIMITS.messageMax} characters.`,
  descriptionTooLong: `The description must be at most ${INCIDENT_LIMITS.descriptionMax} characters.`,
  servicesRequired: 'Choose at least one affected service.',
  impact: 'Choose the impact: outage, degraded or none.',
  whatToDoTooLong: `What clinics should do must be at most ${INCIDENT_LIMITS.whatToDoMax} characters.`,
  titleFrTooLong: `The French title must be at most ${INCIDENT_LIMITS.titleMax} characters.`,
  messageFrTooLong: `The French message must be at most ${INCIDENT_LIMITS.messageMax} characters.`,
  descriptionFrTooLong: `The French description must be at most ${INCIDENT_LIMITS.descriptionMax} characters.`,
  whatToDoFrTooLong: `What clinics should do, in French, must be at most ${INCIDENT_LIMITS.whatToDoMax} characters.`,
  whatToDoFrWithoutEnglish: 'Write what clinics should do in English too: the French goes beside the English line.',
  updateNotFound: 'That update no longer exists. Reload the page and try again.',
  notify: 'Notify subscribers must be true or false.',
  servicesUnknown: 'Some of the chosen services no longer exist. Reload the page and choose again.',
  openStatus: 'Choose investigating, identified or monitoring.',
  updateStatus: 'Choose investigating, identified, monitoring or resolved.',
  notFound: 'That incident no longer exists. It may have been deleted.',
  alreadyResolved: 'This incident is already resolved and cannot take more updates. Open a new incident if the problem is back.',
  nothingToChange: 'Send a new title, a new list of services or a new impact.',
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

export interface IncidentAffectedService extends IncidentServiceRef {
  /** What the incident does to this service's status; null: listed without moving it. */
  impact: IncidentImpact | null;
}

export interface IncidentUpdate {
  id: string;
  status: IncidentStatus;
  message: string;
  /** The message in French; absent (or null) when the provider wrote none (French readers see the English, marked as such). */
  messageFr?: string | null;
  createdAt: string;
  /** Who posted it, as the public sees it: the admin's first name or the provider's name. */
  by: string;
  /** The impact this update set, when it changed it. */
  impact?: IncidentImpactChoice | null;
  /** The "what clinics should do" line this update pinned ('' when it unpinned it). */
  whatToDo?: string | null;
  /** The French of the line this update pinned, when written. */
  whatToDoFr?: string | null;
  /** The update was mailed to the services' alert subscribers (or is queued to be). */
  notify?: boolean;
}

export interface Incident {
  id: string;
  title: string;
  /** The title in French; absent (or null) when the provider wrote none. */
  titleFr?: string | null;
  status: IncidentStatus;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  services: IncidentAffectedService[];
  /** What clinics should do, pinned by the latest update that set it; shown on the affected cards. */
  whatToDo: string | null;
  /** The same line in French; absent (or null) when there is none. */
  whatToDoFr?: string | null;
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
  /** Title and description in French; absent (or null) when the provider wrote none. */
  titleFr?: string | null;
  descriptionFr?: string | null;
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

/** The board's one-word state (board-status.ts decides it). */
export type OverallStatus = OverallState;

export interface SummaryService {
  id: string;
  name: string;
  type: ServiceType;
  status: Service['status'];
  /** Where the status comes from (override, incident, maintenance, check, manual). */
  source: NonNullable<Service['source']>;
  stale?: boolean;
  /** The board's own monitor cannot reach the internet: this status, from a check, is the last one known. */
  monitorOffline?: boolean;
  incident?: Service['incident'];
  override?: Service['override'];
  maintenance?: Service['maintenance'];
  /** The deciding source cannot say what the status is now: `status` is the last known, with the reason. */
  unknown?: Service['unknown'];
}

/** GET /api/status/summary. */
export interface StatusSummary {
  overall: OverallStatus;
  /** The banner's sentence: "All systems operational", or what is down and what has issues, by name. */
  sentence: string;
  /** The same sentence in French. */
  sentenceFr: string;
  /** How many of the services are checked automatically (a check or the vendor's page); "All systems operational" needs all. */
  coverage: { automatic: number; total: number };
  updatedAt: string;
  services: SummaryService[];
  activeIncidents: Incident[];
  upcomingMaintenance: Maintenance[];
}

export function maintenanceState(window: { startsAt: string; endsAt: string }, now: number): MaintenanceState {
  if (Date.parse(window.endsAt) <= now) return 'past';
  return Date.parse(window.startsAt) <= now ? 'active' : 'upcoming';
}
