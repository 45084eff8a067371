import type { IncidentImpact, ServiceIncident, ServiceStatus, StatusSource } from '#shared/status/services.js';
import type { VendorProblem, VendorUnknownCause } from '#shared/status/vendor-status.js';

/*
 * The one place that decides a service's effective status (ADR 14). Pure: every
 * source is passed in, so each can be tested against every other.
 *
 * First source that applies wins:
 * 1. override:    an admin's manual status that has not expired;
 * 2. incident:    the worst impact of the active incidents on the service (outage -> offline,
 *                 degraded -> warning);
 * 3. maintenance: a scheduled window covering the service; the status stays what it was when
 *                 the window began (planned downtime is not an outage, and nobody is alerted);
 * 4. vendor:      the vendor's own status page, when a fresh, usable reading admits a problem (a
 *                 vendor that says so is believed; its maintenance under way reads as warning,
 *                 its maintenance still to come does not);
 * 5. check:       the automated check's conclusion, for a service with an enabled check (a
 *                 vendor's "all operational" does not outvote our own failing check: pages lag);
 * 6. vendor:      the vendor's page on a service without a check, problem or not. A page that
 *                 cannot say (it fails and its reading is VENDOR_STALE_AFTER_MS old, it cannot be
 *                 read as it stands, it no longer lists the service, its state is not one the
 *                 vendor documents) makes the status unknown: the last one known is kept, with
 *                 the cause, never vouched for as "online";
 * 7. manual:      the value an admin last set by hand on a service without a check.
 */

export interface OverrideInput {
  status: ServiceStatus;
  /** Null: until an admin clears it. */
  until: Date | null;
}

export interface CheckInput {
  /** What the check concluded; null until its first result. */
  status: ServiceStatus | null;
  lastRunAt: Date | null;
  intervalSeconds: number;
  /** When the check was set up or last changed: a check that never ran is judged from then. */
  configuredAt: Date;
}

/** What the vendor's own status page last said (monitoring/vendor), in our words. */
export type VendorState = ServiceStatus | 'maintenance';

export interface VendorInput {
  /** The last usable reading; null until the first. */
  state: VendorState | null;
  /** When the page was last read (a 304 counts); null until the first reading. */
  readAt: Date | null;
  /** When the link was made: a page never read is judged stale from then. */
  linkedAt: Date;
  /** Why the latest page gave no usable reading; null when it did (or none was read). */
  problem?: VendorProblem | null;
  /** Polls in a row that failed. */
  failures?: number;
  /** The vendor's maintenance window not yet ended: the service is under maintenance once it starts. */
  maintenance?: { startsAt: Date | null; endsAt: Date | null } | null;
}

export interface StatusInputs {
  /** services.status as stored: what the board last showed. */
  current: ServiceStatus;
  manual: ServiceStatus;
  override: OverrideInput | null;
  /** Active (unresolved) incidents with an impact on this service. */
  incidents: readonly ServiceIncident[];
  maintenance: { title: string; until: Date } | null;
  /** The enabled automated check, if any. */
  check: CheckInput | null;
  /** The link to the vendor's own status page, if any. */
  vendor: VendorInput | null;
}

export interface StatusDecision {
  status: ServiceStatus;
  source: StatusSource;
  /** The incident that decides, when source is 'incident'. */
  incident: ServiceIncident | null;
  /** Why the deciding source cannot say what the status is now; `status` is then the last known. */
  unknown?: VendorUnknownCause;
}

const IMPACT_STATUS: Record<IncidentImpact, ServiceStatus> = { degraded: 'warning', outage: 'offline' };
const IMPACT_RANK: Record<IncidentImpact, number> = { degraded: 1, outage: 2 };

export function overrideActive(override: OverrideInput | null, now: Date): override is OverrideInput {
  return override !== null && (override.until === null || override.until > now);
}

/** The incident whose impact is worst; the earliest listed among equals. */
export function worstIncident(incidents: readonly ServiceIncident[]): ServiceIncident | null {
  let worst: ServiceIncident | null = null;
  for (const incident of incidents) {
    if (!worst || IMPACT_RANK[incident.impact] > IMPACT_RANK[worst.impact]) worst = incident;
  }
  return worst;
}

export function decideStatus(inputs: StatusInputs, now: Date): StatusDecision {
  if (overrideActive(inputs.override, now)) return { status: inputs.override.status, source: 'override', incident: null };
  const incident = worstIncident(inputs.incidents);
  if (incident) return { status: IMPACT_STATUS[incident.impact], source: 'incident', incident };
  if (inputs.maintenance) return { status: inputs.current, source: 'maintenance', incident: null };
  const vendor = inputs.vendor ? vendorSays(inputs.vendor, now) : null;
  if (vendor?.status && !vendor.unknown && vendor.status !== 'online') return { status: vendor.status, source: 'vendor', incident: null };
  if (inputs.check) return { status: inputs.check.status ?? inputs.manual, source: 'check', incident: null };
  if (vendor?.unknown) return { status: vendor.status ?? inputs.manual, source: 'vendor', incident: null, unknown: vendor.unknown };
  if (vendor?.status) return { status: vendor.status, source: 'vendor', incident: null };
  return { status: inputs.manual, source: 'manual', incident: null };
}

/**
 * What the vendor's page says now, as a board status: its last usable reading (its maintenance
 * under way reads as warning, as it may still interrupt work), and why it cannot be taken as
 * the status now, if it cannot. A link whose page has not been asked yet says nothing.
 */
export function vendorSays(vendor: VendorInput, now: Date): { status: ServiceStatus | null; unknown: VendorUnknownCause | null } {
  const status = vendor.state ? (vendor.state === 'maintenance' || maintenanceUnderWay(vendor, now) ? 'warning' : vendor.state) : null;
  return { status, unknown: vendorUnknown(vendor, now) };
}

function maintenanceUnderWay(vendor: VendorInput, now: Date): boolean {
  const window = vendor.maintenance;
  return Boolean(window?.startsAt && window.startsAt <= now && (!window.endsAt || window.endsAt > now));
}

/** Why the vendor's page cannot vouch for a status now, or null when it can (or has not been asked yet). */
export function vendorUnknown(vendor: VendorInput, now: Date): VendorUnknownCause | null {
  if (vendor.problem) return vendor.problem;
  const failing = (vendor.failures ?? 0) > 0;
  if (isVendorStale(vendor, now)) return failing ? 'failing' : vendor.readAt ? 'stale' : 'waiting';
  if (!vendor.state && failing) return 'failing';
  return null;
}

/** Five polls' worth (one a minute) without a reading we could use. */
export const VENDOR_STALE_AFTER_MS = 5 * 60_000;

/** The vendor's page has not been read for a while (it fails, or the scheduler is down). */
export function isVendorStale(vendor: VendorInput | null, now: Date): boolean {
  if (!vendor) return false;
  const last = vendor.readAt ?? vendor.linkedAt;
  return now.getTime() - last.getTime() > VENDOR_STALE_AFTER_MS;
}

/** A check that has not run within this many intervals no longer vouches for its status. */
export const STALE_AFTER_INTERVALS = 3;

/** The check is supposed to decide but has gone quiet (the scheduler is down, or the check is stuck). */
export function isStale(check: CheckInput | null, now: Date): boolean {
  if (!check) return false;
  const last = check.lastRunAt ?? check.configuredAt;
  return now.getTime() - last.getTime() > STALE_AFTER_INTERVALS * check.intervalSeconds * 1000;
}
