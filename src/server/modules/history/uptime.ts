import type { ServiceStatus } from '../../../shared/status/services.ts';
import { UPTIME_WINDOWS, type HistoryDay, type UptimeWindow, type WindowFigures } from '../../../shared/status/history.ts';
import type { LocalDay } from './local-days.ts';

/*
 * Uptime arithmetic over a service's status changes, as pure functions (no clock, no database)
 * so known histories can be checked exactly. The status changes are the truth: a status holds
 * from one change to the next, and the last one holds until now.
 */

export interface StatusChange {
  at: Date;
  from: ServiceStatus | null;
  to: ServiceStatus;
}

export interface Segment {
  /** Epoch ms, start inclusive, end exclusive. */
  start: number;
  end: number;
  status: ServiceStatus;
}

const HOUR = 3600_000;
export const WINDOW_MS: Record<UptimeWindow, number> = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR, '90d': 90 * 24 * HOUR };

/**
 * The status at the start of a window: the first change inside it says what it changed from;
 * failing that the last change before the window says what it changed to; with no change at
 * all the service has had its current status throughout.
 */
export function statusBefore(input: {
  firstInWindow: StatusChange | undefined;
  lastBefore: { to: ServiceStatus } | undefined;
  current: ServiceStatus;
}): ServiceStatus {
  return input.firstInWindow?.from ?? input.lastBefore?.to ?? input.current;
}

/**
 * The statuses from `from` (never before the service existed) to `now`, as contiguous
 * segments. `changes` are those after `from`, in time order; later ones than `now` are ignored.
 */
export function buildTimeline(input: { from: Date; now: Date; createdAt: Date; initial: ServiceStatus; changes: StatusChange[] }): Segment[] {
  const end = input.now.getTime();
  let cursor = Math.max(input.from.getTime(), input.createdAt.getTime());
  let status = input.initial;
  const segments: Segment[] = [];
  const push = (until: number) => {
    if (until <= cursor) return;
    const last = segments.at(-1);
    if (last && last.status === status && last.end === cursor) last.end = until;
    else segments.push({ start: cursor, end: until, status });
    cursor = until;
  };
  for (const change of input.changes) {
    const at = change.at.getTime();
    if (at > end) break;
    push(at);
    status = change.to;
  }
  push(end);
  return segments;
}

export interface Durations {
  /** Time covered by segments within the range, in ms. */
  total: number;
  offline: number;
  warning: number;
}

export function durationsWithin(segments: Segment[], start: number, end: number): Durations {
  const result: Durations = { total: 0, offline: 0, warning: 0 };
  for (const segment of segments) {
    const overlap = Math.min(segment.end, end) - Math.max(segment.start, start);
    if (overlap <= 0) continue;
    result.total += overlap;
    if (segment.status === 'offline') result.offline += overlap;
    if (segment.status === 'warning') result.warning += overlap;
  }
  return result;
}

/**
 * A share in percent with 3 decimals that never rounds away what happened: any downtime
 * keeps uptime below 100, any degradation keeps degraded above 0.
 */
function percent(part: number, total: number): number {
  const value = Math.round((part / total) * 100_000) / 1000;
  if (part > 0 && value === 0) return 0.001;
  if (part < total && value === 100) return 99.999;
  return value;
}

/** Uptime (not offline) and degraded (warning) shares of each window ending now; null where the service did not exist. */
export function windowFigures(segments: Segment[], now: Date): { uptime: WindowFigures; degraded: WindowFigures } {
  const uptime = {} as WindowFigures;
  const degraded = {} as WindowFigures;
  for (const window of UPTIME_WINDOWS) {
    const d = durationsWithin(segments, now.getTime() - WINDOW_MS[window], now.getTime());
    uptime[window] = d.total > 0 ? percent(d.total - d.offline, d.total) : null;
    degraded[window] = d.total > 0 ? percent(d.warning, d.total) : null;
  }
  return { uptime, degraded };
}

/** Whole minutes, but at least one when anything happened, so a short outage is never "0 minutes". */
const minutes = (ms: number) => (ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : 0);

/** One bar segment per local day: the worst status seen that day and the minutes offline and degraded. */
export function dayBar(segments: Segment[], days: LocalDay[]): HistoryDay[] {
  return days.map((day) => {
    const d = durationsWithin(segments, day.start.getTime(), day.end.getTime());
    const worst = d.total === 0 ? 'nodata' : d.offline > 0 ? 'offline' : d.warning > 0 ? 'warning' : 'online';
    return { date: day.date, worst, offlineMinutes: minutes(d.offline), warningMinutes: minutes(d.warning) };
  });
}
