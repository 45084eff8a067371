import type { ServiceStatus, ServiceType } from './services.ts';

/*
 * A service's history as GET /api/services/:id/history answers it (docs/product/status-rules.md). Read by
 * the public dashboard, so this file stays free of zod.
 */

/** Raw check results are kept this long; hourly rollups and status changes much longer. */
export const RAW_CHECK_RETENTION_DAYS = 7;
export const HISTORY_RETENTION_YEARS = 2;
/** Segments of the day bar, one per local day, today last. */
export const HISTORY_DAYS = 90;
export const RECENT_CHANGES_SHOWN = 20;
/** Hourly response times cover this many days; daily ones cover HISTORY_DAYS. */
export const RESPONSE_TIME_DAYS = 7;

export const UPTIME_WINDOWS = ['24h', '7d', '30d', '90d'] as const;
export type UptimeWindow = (typeof UPTIME_WINDOWS)[number];

/** Percent with up to 3 decimals; null when the service did not exist during the window. */
export type WindowFigures = Record<UptimeWindow, number | null>;

/**
 * A window counts as covered when the service's history reaches back to within this much of
 * the window's start: a service added 23 h 30 min ago has a fair 24-hour figure, one added
 * 10 minutes ago has none.
 */
export const WINDOW_COVERAGE_TOLERANCE_MS = 3600_000;

/**
 * What one window holds, counted from the same timeline as its percentages and the day bar, so
 * the words under a figure never contradict it. Minutes round like the bar's: whole minutes,
 * and at least one when anything happened.
 */
export interface WindowSummary {
  /** Whether the history reaches back to the window's start (within WINDOW_COVERAGE_TOLERANCE_MS); if not, "Not enough data yet". */
  complete: boolean;
  /** Minutes of the window with a known status: after the service was added, outside periods the board's own monitor was offline. */
  dataMinutes: number;
  offlineMinutes: number;
  warningMinutes: number;
}

export type DayWorst = ServiceStatus | 'nodata';

export interface HistoryDay {
  /** Local calendar day (config TIMEZONE), YYYY-MM-DD. */
  date: string;
  /** The worst status the service had at any time that day; nodata without any known status that day (before it existed). */
  worst: DayWorst;
  offlineMinutes: number;
  warningMinutes: number;
}

export interface ResponseTimePoint {
  /** ISO start of the UTC hour. */
  hourStart: string;
  avgMs: number;
  maxMs: number;
}

export interface DailyResponseTime {
  /** Local day the hours starting on it belong to (YYYY-MM-DD). */
  date: string;
  avgMs: number;
  maxMs: number;
}

export interface StatusChangeEntry {
  /** ISO time of the change. */
  at: string;
  from: ServiceStatus | null;
  to: ServiceStatus;
  cause: string;
}

export interface ServiceHistory {
  service: {
    id: string;
    name: string;
    type: ServiceType;
    status: ServiceStatus;
    monitored: boolean;
    /** ISO time the service was added: the figures never reach further back. */
    createdAt: string;
  };
  /** Share of the window the service was not offline (warning counts as up). */
  uptime: WindowFigures;
  /** Share of the window the service was in warning (degraded). */
  degraded: WindowFigures;
  /** Whether each window has enough data to quote, and its minutes offline and with issues. */
  windows: Record<UptimeWindow, WindowSummary>;
  /** HISTORY_DAYS local days, oldest first, today last. */
  days: HistoryDay[];
  /** Hours of the last RESPONSE_TIME_DAYS days that had successful checks, oldest first. */
  responseTimes: ResponseTimePoint[];
  /** Days of the last HISTORY_DAYS that had successful checks, oldest first. */
  dailyResponseTimes: DailyResponseTime[];
  /** The latest RECENT_CHANGES_SHOWN changes, newest first. */
  recentChanges: StatusChangeEntry[];
}

/**
 * A status change's cause, in words for clinic staff. Whoever set a status by hand is "the
 * provider", as on the board's cards: the public never sees which admin it was.
 */
export function causeLabel(cause: string): string {
  switch (cause) {
    case 'check':
      return 'Automated check';
    case 'override':
    case 'manual':
      return 'Set by the provider';
    case 'override-cleared':
      return 'Override cleared by the provider';
    case 'override-expired':
      return 'Override ended';
    case 'maintenance':
    case 'maintenance-start':
      return 'Scheduled maintenance';
    case 'maintenance-end':
      return 'Maintenance ended';
    case 'incident':
      return 'Incident';
    case 'incident-resolved':
      return 'Incident resolved';
    case 'vendor':
      return 'The vendor\u2019s status page';
    case 'service-created':
      return 'Service added';
    default:
      return 'Status updated';
  }
}
