import { CLAIMS_NETWORK_SERVICE_NAME } from '../constants.ts';

export const SERVICE_TYPES = ['insurance', 'internet', 'voip'] as const;
export const SERVICE_STATUSES = ['online', 'warning', 'offline'] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** A service as the client reads it. */
export interface Service {
  id: string;
  name: string;
  type: ServiceType;
  status: ServiceStatus;
  location?: string | null;
  lastChecked?: string | null;
  /** Set while an admin's manual status wins over the automated check. */
  override?: ServiceOverride | null;
  /** Set while a scheduled maintenance window covers the service. */
  maintenance?: ServiceMaintenance | null;
  /** The service has an automated check. */
  monitored?: boolean;
  /** Which source decided `status` (modules/status, first that applies). */
  source?: StatusSource;
  /** When `status` last changed (ISO); null when it never has. */
  since?: string | null;
  /** The check (or the vendor's page) decides, but has not been read for a while: the status may be out of date. */
  stale?: boolean;
  /**
   * Set on services whose status comes from an automated check while the board's own monitor
   * cannot reach the internet (every check failing at once): the status is the last one known
   * before that, and says nothing new about the service.
   */
  monitorOffline?: boolean;
  /** The active incident that decides the status, when one does. */
  incident?: ServiceIncident | null;
  /** What a clinic should do while this service has problems: the incident's pinned line. */
  whatToDo?: string | null;
  /** The same line in French, when the provider wrote one (French readers see the English, marked, when not). */
  whatToDoFr?: string | null;
  /** The provider's standing advice for this service when it has problems (admin-edited). */
  guidance?: string | null;
  /** The same advice in French, when the provider wrote one. */
  guidanceFr?: string | null;
  /** The service's own support line, as the provider entered it. */
  phone?: string | null;
  /** The service's own portal or status page. */
  portalUrl?: string | null;
  /** Set while the vendor's own status page decides the status. */
  vendor?: ServiceVendorReport | null;
  /**
   * Set when the source that decides the status cannot say what it is now (the vendor's page
   * cannot be read, no longer lists the service, or gives a state nobody documented): `status`
   * is then the last one known, and the board shows "Not checked recently" with this reason.
   */
  unknown?: ServiceUnknown | null;
}

export interface ServiceUnknown {
  /** Why, in words for the front desk. */
  reason: string;
}

/** What the vendor's status page said, for "Reported by the vendor's status page, 2 min ago". */
export interface ServiceVendorReport {
  /** ISO time the page was last read; null if never. */
  readAt: string | null;
  /** The vendor's open incident about the service, with its link when the page gave one. */
  incident: { title: string; url: string | null } | null;
  /** The vendor's page. */
  pageUrl: string;
  /** Maintenance the vendor announced for the service, upcoming or in progress, with its window when given. */
  maintenance?: { title: string; startsAt: string | null; endsAt: string | null; url: string | null } | null;
}

/**
 * Where a status comes from, in precedence order: an unexpired manual override, an active
 * incident's impact, a maintenance window, the vendor's own status page (when it admits a
 * problem, or on a service without a check), the automated check, the last value set by hand.
 */
export const STATUS_SOURCES = ['override', 'incident', 'maintenance', 'vendor', 'check', 'manual'] as const;
export type StatusSource = (typeof STATUS_SOURCES)[number];

/** How an incident affects a service (the Statuspage model): degraded gives warning, outage gives offline. */
export const INCIDENT_IMPACTS = ['degraded', 'outage'] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];

export interface ServiceIncident {
  id: string;
  title: string;
  /** The title in French, when the provider wrote one. */
  titleFr?: string | null;
  impact: IncidentImpact;
}

export interface ServiceOverride {
  /** Who set it, as shown to clinics: always "Set by the provider" in public answers. */
  by: string;
  /** ISO time the override ends by itself; null until an admin clears it. */
  until: string | null;
}

export interface ServiceMaintenance {
  title: string;
  /** The title in French, when the provider wrote one. */
  titleFr?: string | null;
  /** ISO end of the window. */
  until: string;
}

export function isClaimsNetwork(service: Pick<Service, 'name'>): boolean {
  return service.name === CLAIMS_NETWORK_SERVICE_NAME;
}

/** Insurance providers shown in the grid: every insurance service except the aggregate. */
/** A service belongs to the board's section of its type, except the claims network, which has a card of its own. */
export function isInSection(service: Pick<Service, 'name' | 'type'>, type: ServiceType): boolean {
  return service.type === type && !isClaimsNetwork(service);
}

export function insuranceProviders<T extends Pick<Service, 'name' | 'type'>>(services: readonly T[]): T[] {
  return services.filter((s) => isInSection(s, 'insurance'));
}

export interface ClaimsNetworkSummary {
  status: ServiceStatus;
  /** Short label for the card; null when everything is online. */
  label: string | null;
  /** Explanatory note for the card; null when everything is online. */
  note: string | null;
  affected: number;
  total: number;
}

/**
 * The claims-network card derives its status from the insurance providers other than
 * the aggregate itself (docs/product/board.md): all online -> online, all offline -> outage,
 * anything else -> degraded.
 */
export function deriveClaimsNetwork(services: readonly Pick<Service, 'name' | 'type' | 'status'>[]): ClaimsNetworkSummary {
  const providers = insuranceProviders(services);
  const total = providers.length;
  const affected = providers.filter((s) => s.status !== 'online').length;
  if (affected === 0) return { status: 'online', label: null, note: null, affected, total };
  if (providers.every((s) => s.status === 'offline')) {
    return {
      status: 'offline',
      label: 'Insurance Claims Outage',
      note: 'All insurance providers are currently offline',
      affected,
      total,
    };
  }
  return {
    status: 'warning',
    label: 'Degraded Service',
    note: `${affected} insurance provider(s) experiencing issues`,
    affected,
    total,
  };
}

/** The message shown when a clinic clicks an insurance card that is not online (docs/product/messages.md). */
export function serviceIssueMessage(service: Pick<Service, 'name' | 'status'>): string | null {
  if (service.status === 'offline') {
    return `${service.name} is currently unavailable. Please try again later or contact support.`;
  }
  if (service.status === 'warning') {
    return `${service.name} is experiencing intermittent issues. Some features may be limited.`;
  }
  return null;
}

export interface SystemOverview {
  total: number;
  online: number;
  warning: number;
  offline: number;
}

/**
 * The four System Overview counters, over every service the board shows, the claims network
 * included: an iTrans outage must be counted somewhere (docs/product/board.md; ADR 14).
 */
export function systemOverview(services: readonly Pick<Service, 'name' | 'status'>[]): SystemOverview {
  return {
    total: services.length,
    online: services.filter((s) => s.status === 'online').length,
    warning: services.filter((s) => s.status === 'warning').length,
    offline: services.filter((s) => s.status === 'offline').length,
  };
}

/** How the public answers name whoever set a status by hand: never the admin (docs/product/board.md). The board shows it in the reader's language. */
export const SET_BY_PROVIDER = 'Set by the provider';
