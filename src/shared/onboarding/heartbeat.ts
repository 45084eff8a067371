/**
 * The clinic heartbeat (docs/product/clinic-access.md): what GET /api/admin/clinic-heartbeat answers. The
 * dashboards registered clinics keep open poll us once a minute; that polling is their heartbeat.
 */

/**
 * - online: seen within the silent threshold (whatever the hour).
 * - silent: during business hours, seen earlier in the current business-hours period but not for
 *   more than the threshold: it went quiet, most likely the clinic's internet connection.
 * - not-seen-today: during business hours, not seen yet this period (not flagged: the office may
 *   simply not have opened the dashboard yet).
 * - closed: outside business hours and not seen within the threshold.
 * - never: never seen at all.
 */
export type ClinicConnectivityState = 'online' | 'silent' | 'not-seen-today' | 'closed' | 'never';

export const CONNECTIVITY_STATES: readonly ClinicConnectivityState[] = ['online', 'silent', 'not-seen-today', 'closed', 'never'];

/**
 * At least this many clinics going silent within CLUSTER_SPAN_MINUTES of one another is reported as
 * a cluster: one clinic going quiet is that clinic's line, three at once looks like an ISP or a
 * regional outage (or our own network), which is worth a banner at the top of the panel.
 */
export const CLUSTER_MIN_CLINICS = 3;
export const CLUSTER_SPAN_MINUTES = 5;

export interface ClinicConnectivityRow {
  id: string;
  clinicName: string;
  ipAddress: string;
  /** ISO time the clinic's dashboard last polled us (to about a minute); null if never. */
  lastSeen: string | null;
  state: ClinicConnectivityState;
  /** Whole minutes since lastSeen; null if never seen. */
  silentForMinutes: number | null;
}

/** A network block (IPv4 /16, IPv6 /32) that several clinics of a cluster share: a hint at a common ISP. */
export interface SharedNetwork {
  prefix: string;
  count: number;
}

export interface SilentCluster {
  count: number;
  /** The earliest and latest last-seen times of the cluster's clinics (ISO). */
  from: string;
  to: string;
  /** Earliest to go silent first. */
  clinics: { id: string; clinicName: string; ipAddress: string }[];
  /** Largest first; empty when no two clinics share a block. */
  sharedNetworks: SharedNetwork[];
}

export interface ClinicHeartbeatReport {
  /** The server's time of the answer (ISO): minutes and "ago" are relative to it. */
  now: string;
  businessHoursNow: boolean;
  silentMinutes: number;
  /** For display, e.g. 'Mon-Fri 08:00-17:00 America/Edmonton'. */
  businessHours: string;
  /** The same in French. */
  businessHoursFr: string;
  /** Active registered clinics, most recently seen first, never-seen last. */
  clinics: ClinicConnectivityRow[];
  counts: Record<ClinicConnectivityState, number>;
  cluster: SilentCluster | null;
}
