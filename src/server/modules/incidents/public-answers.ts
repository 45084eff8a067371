import { etagOf } from '#server/lib/http/etag.js';
import {
  maintenanceState,
  RECENT_INCIDENT_DAYS,
  UPCOMING_MAINTENANCE_DAYS,
  type Maintenance,
  type PublicIncidents,
  type PublicMaintenance,
} from '#shared/status/incidents.js';
import type { StatusSnapshot } from './status-view.ts';

const DAY_MS = 86_400_000;

export interface Answer {
  body: string;
  etag: string;
}

/**
 * Keeps the last answer and rebuilds it only when its key changes. Polled answers are the
 * same for every caller until the data (or a time window's edge) changes, so most polls
 * cost a string comparison.
 */
export function memoAnswer<A extends unknown[]>(build: (...args: A) => string): (key: string, ...args: A) => Answer {
  let last: { key: string; answer: Answer } | undefined;
  return (key, ...args) => {
    if (last?.key === key) return last.answer;
    const body = build(...args);
    last = { key, answer: { body, etag: etagOf(body) } };
    return last.answer;
  };
}

/** Resolved incidents still inside the 14 days at `now`: a prefix of the list (it is sorted by resolution). */
export function recentIncidents(snapshot: StatusSnapshot, now: number): PublicIncidents['recent'] {
  const cutoff = now - RECENT_INCIDENT_DAYS * DAY_MS;
  const kept = snapshot.resolved.findIndex((incident) => Date.parse(incident.resolvedAt!) < cutoff);
  return kept === -1 ? snapshot.resolved : snapshot.resolved.slice(0, kept);
}

/** Maintenance under way at `now` and maintenance starting within 14 days, each with its state. */
export function visibleMaintenance(snapshot: StatusSnapshot, now: number): PublicMaintenance {
  const horizon = now + UPCOMING_MAINTENANCE_DAYS * DAY_MS;
  const active: Maintenance[] = [];
  const upcoming: Maintenance[] = [];
  for (const window of snapshot.maintenance) {
    const state = maintenanceState(window, now);
    if (state === 'active') active.push({ ...window, state });
    else if (state === 'upcoming' && Date.parse(window.startsAt) <= horizon) upcoming.push({ ...window, state });
  }
  return { active, upcoming };
}

/** A key naming what a time-filtered answer contains, so the memo notices a window edge passing. */
export function maintenanceKey(visible: PublicMaintenance): string {
  return [...visible.active.map((w) => `a${w.id}`), ...visible.upcoming.map((w) => `u${w.id}`)].join(',');
}
