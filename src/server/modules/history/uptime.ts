import type { ServiceStatus } from '#shared/status/services.js';
import {
  UPTIME_WINDOWS,
  WINDOW_COVERAGE_TOLERANCE_MS,
  type HistoryDay,
  type UptimeWindow,
  type WindowFigures,
  type WindowSummary,
} from '#shared/status/history.js';
import type { LocalDay } from './local-days.ts';

/*
 * Uptime arithmetic over a service's status changes, as pure functions (no clock, no database)
 * so known histories can be checked exactly. The status changes are the truth: a status holds
 * from one change to the next, and the last one holds until now. The figures, the window
 * summaries and the day bar are all counted from one timeline, so they cannot disagree.
 */

export interface StatusChange {
  at: Date;
  from: ServiceStatus | null;
  to: ServiceStatus;
}

/** A stretch when nobody could know the status (the board's own monitor was offline); `end` null: still going on. */
export interface ExcludedPeriod {
  start: Date;
  end: Date | null;
}

export interface Segment {
  /** Epoch ms, start inclusive, end exclusive. */
  start: number;
  end: number;
  /** null: no known status (an excluded period), counted neither up nor down. */
  status: ServiceStatus | null;
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
 * Time inside an `excluded` period becomes a segment without a status: it still shows how far
 * back the history reaches, but counts for no figure and no day.
 */
export function buildTimeline(input: {
  from: Date;
  now: Date;
  createdAt: Date;
  initial: ServiceStatus;
  changes: StatusChange[];
  excluded?: ExcludedPeriod[];
}): Segment[] {
  const end = input.now.getTime();
  let cursor = Math.max(input.from.getTime(), input.createdAt.getTime());
  let status = input.initial;
  const segments: Segment[] = [];
  const push = (until: number) => {
    if (until <= cursor) return;
    appendSegment(segments, { start: cursor, end: until, status });
    cursor = until;
  };
  for (const change of input.changes) {
    const at = change.at.getTime();
    if (at > end) break;
    push(at);
    status = change.to;
  }
  push(end);
  return withoutExcluded(segments, input.excluded ?? [], end);
}

/** Appends a segment, extending the last one instead when it has the same status and ends where this one starts. */
function appendSegment(segments: Segment[], next: Segment): void {
  if (next.end <= next.start) return;
  const last = segments.at(-1);
  if (last && last.status === next.status && last.end === next.start) last.end = next.end;
  else segments.push({ ...next });
}

/** Excluded periods as sorted, non-overlapping [start, end) ranges in epoch ms; one still going on ends now. */
function excludedRanges(excluded: ExcludedPeriod[], now: number): [number, number][] {
  const ranges = excluded
    .map((p): [number, number] => [p.start.getTime(), Math.min(p.end?.getTime() ?? now, now)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function withoutExcluded(segments: Segment[], excluded: ExcludedPeriod[], now: number): Segment[] {
  const ranges = excludedRanges(excluded, now);
  if (ranges.length === 0) return segments;
  const result: Segment[] = [];
  for (const segment of segments) {
    let cursor = segment.start;
    for (const [start, end] of ranges) {
      if (end <= cursor || start >= segment.end) continue;
      const holeStart = Math.max(cursor, start);
      const holeEnd = Math.min(end, segment.end);
      appendSegment(result, { start: cursor, end: holeStart, status: segment.status });
      appendSegment(result, { start: holeStart, end: holeEnd, status: null });
      cursor = holeEnd;
    }
    appendSegment(result, { start: cursor, end: segment.end, status: segment.status });
  }
  return result;
}

export interface Durations {
  /** Time with a known status within the range, in ms. */
  total: number;
  offline: number;
  warning: number;
}

export function durationsWithin(segments: Segment[], start: number, end: number): Durations {
  const result: Durations = { total: 0, offline: 0, warning: 0 };
  for (const segment of segments) {
    const overlap = Math.min(segment.end, end) - Math.max(segment.start, start);
    if (overlap <= 0 || segment.status === null) continue;
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

/** Whole minutes, but at least one when anything happened, so a short outage is never "0 minutes". */
const minutes = (ms: number) => (ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : 0);

/**
 * Each window ending now: uptime (not offline) and degraded (warning) shares, null where there
 * is no known status; and whether the timeline reaches back to the window's start (within
 * WINDOW_COVERAGE_TOLERANCE_MS), with its minutes of data, offline and with issues.
 * Excluded time inside a window does not make it incomplete: it just counts for nothing.
 */
export function windowFigures(
  segments: Segment[],
  now: Date,
): { uptime: WindowFigures; degraded: WindowFigures; windows: Record<UptimeWindow, WindowSummary> } {
  const uptime = {} as WindowFigures;
  const degraded = {} as WindowFigures;
  const windows = {} as Record<UptimeWindow, WindowSummary>;
  const historyStart = segments[0]?.start ?? Number.POSITIVE_INFINITY;
  for (const window of UPTIME_WINDOWS) {
    const start = now.getTime() - WINDOW_MS[window];
    const d = durationsWithin(segments, start, now.getTime());
    uptime[window] = d.total > 0 ? percent(d.total - d.offline, d.total) : null;
    degraded[window] = d.total > 0 ? percent(d.warning, d.total) : null;
    windows[window] = {
      complete: d.total > 0 && historyStart <= start + WINDOW_COVERAGE_TOLERANCE_MS,
      dataMinutes: minutes(d.total),
      offlineMinutes: minutes(d.offline),
      warningMinutes: minutes(d.warning),
    };
  }
  return { uptime, degraded, windows };
}

/** One bar segment per local day: the worst status seen that day (nodata without any known status) and the minutes offline and degraded. */
export function dayBar(segments: Segment[], days: LocalDay[]): HistoryDay[] {
  return days.map((day) => {
    const d = durationsWithin(segments, day.start.getTime(), day.end.getTime());
    const worst = d.total === 0 ? 'nodata' : d.offline > 0 ? 'offline' : d.warning > 0 ? 'warning' : 'online';
    return { date: day.date, worst, offlineMinutes: minutes(d.offline), warningMinutes: minutes(d.warning) };
  });
}
