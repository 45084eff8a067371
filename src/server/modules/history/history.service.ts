import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { checkRollups, serviceChecks, services, statusChanges } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import { notFound } from '#server/lib/errors.js';
import {
  HISTORY_DAYS,
  RECENT_CHANGES_SHOWN,
  RESPONSE_TIME_DAYS,
  type DailyResponseTime,
  type ResponseTimePoint,
  type ServiceHistory,
} from '#shared/status/history.js';
import { localDate, localDaysEnding } from './local-days.ts';
import { buildTimeline, dayBar, statusBefore, WINDOW_MS, windowFigures, type ExcludedPeriod } from './uptime.ts';
import { isUuid } from '#server/lib/security/uuid.js';

export interface HistoryDeps {
  db: Db;
  clock: Clock;
  config: { timezone: string };
  /**
   * The periods the board's own monitor was offline between two instants (read in the same
   * snapshot as the rest); their minutes count for nobody's uptime. None when left out.
   */
  excludedPeriods?: (db: Db, from: Date, to: Date) => Promise<ExcludedPeriod[]>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const HISTORY_MESSAGES = {
  notFound: 'There is no such service. It may have been removed: refresh the dashboard.',
} as const;

/**
 * Everything the history view shows for one service, from one consistent snapshot: status
 * changes (the truth for uptime and the day bar, exact in any time zone) and the hourly check
 * rollups (response times). Reads go through the (service_id, at) and (service_id, hour_start)
 * indexes, so the cost follows one service's last 90 days, not the size of the tables.
 */
export async function loadServiceHistory(deps: HistoryDeps, id: string): Promise<ServiceHistory> {
  if (!isUuid(id)) throw notFound(HISTORY_MESSAGES.notFound);
  const now = deps.clock.now();
  const timeZone = deps.config.timezone;
  const days = localDaysEnding(now, HISTORY_DAYS, timeZone);
  const from = new Date(Math.min(days[0]!.start.getTime(), now.getTime() - WINDOW_MS['90d']));

  return deps.db.transaction(
    async (tx) => {
      const [service] = await tx
        .select({
          id: services.id,
          name: services.name,
          type: services.type,
          status: services.status,
          createdAt: services.createdAt,
          monitored: sql<boolean>`exists (select 1 from ${serviceChecks} where ${serviceChecks.serviceId} = ${services.id} and ${serviceChecks.enabled})`,
        })
        .from(services)
        .where(eq(services.id, id));
      if (!service) throw notFound(HISTORY_MESSAGES.notFound);

      const changes = await tx
        .select({ at: statusChanges.at, from: statusChanges.fromStatus, to: statusChanges.toStatus })
        .from(statusChanges)
        .where(and(eq(statusChanges.serviceId, id), gte(statusChanges.at, from), lte(statusChanges.at, now)))
        .orderBy(asc(statusChanges.at));
      const [lastBefore] = changes[0]?.from
        ? []
        : await tx
            .select({ to: statusChanges.toStatus })
            .from(statusChanges)
            .where(and(eq(statusChanges.serviceId, id), lt(statusChanges.at, from)))
            .orderBy(desc(statusChanges.at))
            .limit(1);
      const initial = statusBefore({ firstInWindow: changes[0], lastBefore, current: service.status });
      const excluded = (await deps.excludedPeriods?.(tx, from, now)) ?? [];
      const segments = buildTimeline({ from, now, createdAt: service.createdAt, initial, changes, excluded });

      const recent = await tx
        .select({ at: statusChanges.at, from: statusChanges.fromStatus, to: statusChanges.toStatus, cause: statusChanges.cause })
        .from(statusChanges)
        .where(and(eq(statusChanges.serviceId, id), lte(statusChanges.at, now)))
        .orderBy(desc(statusChanges.at))
        .limit(RECENT_CHANGES_SHOWN);

      return {
        service: { ...service, monitored: Boolean(service.monitored), createdAt: service.createdAt.toISOString() },
        ...windowFigures(segments, now),
        days: dayBar(segments, days),
        responseTimes: await hourlyResponseTimes(tx, id, now),
        dailyResponseTimes: await dailyResponseTimes(tx, id, days[0]!.start, timeZone),
        recentChanges: recent.map((c) => ({ at: c.at.toISOString(), from: c.from, to: c.to, cause: c.cause })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Hours of the last RESPONSE_TIME_DAYS days with successful checks; the current hour is live (the insert trigger keeps it). */
async function hourlyResponseTimes(tx: Tx, id: string, now: Date): Promise<ResponseTimePoint[]> {
  const rows = await tx
    .select({ hourStart: checkRollups.hourStart, sum: checkRollups.latencySumMs, count: checkRollups.latencyCount, max: checkRollups.latencyMaxMs })
    .from(checkRollups)
    .where(
      and(
        eq(checkRollups.serviceId, id),
        gt(checkRollups.hourStart, new Date(now.getTime() - RESPONSE_TIME_DAYS * WINDOW_MS['24h'])),
        lte(checkRollups.hourStart, now),
        gt(checkRollups.latencyCount, 0),
      ),
    )
    .orderBy(asc(checkRollups.hourStart));
  return rows.map((r) => ({ hourStart: r.hourStart.toISOString(), avgMs: Math.round(r.sum / r.count), maxMs: r.max ?? 0 }));
}

/**
 * Daily response times over the bar's days. Each hourly rollup counts for the local day it starts
 * in, read by Node's time-zone data (never the database's, which may be older): exact wherever the
 * offset is a whole number of hours; in half-hour zones (St. John's, India) the hour that straddles
 * local midnight goes to the earlier day. Good enough for an average; the bar itself comes from
 * status changes and is exact everywhere.
 */
async function dailyResponseTimes(tx: Tx, id: string, since: Date, timeZone: string): Promise<DailyResponseTime[]> {
  const hours = await tx
    .select({ hourStart: checkRollups.hourStart, sum: checkRollups.latencySumMs, count: checkRollups.latencyCount, max: checkRollups.latencyMaxMs })
    .from(checkRollups)
    .where(and(eq(checkRollups.serviceId, id), gte(checkRollups.hourStart, since), gt(checkRollups.latencyCount, 0)))
    .orderBy(asc(checkRollups.hourStart));
  const days = new Map<string, { sum: number; count: number; max: number }>();
  for (const hour of hours) {
    const date = localDate(hour.hourStart, timeZone);
    const day = days.get(date) ?? { sum: 0, count: 0, max: 0 };
    days.set(date, { sum: day.sum + hour.sum, count: day.count + hour.count, max: Math.max(day.max, hour.max ?? 0) });
  }
  return [...days].map(([date, day]) => ({ date, avgMs: Math.round(day.sum / day.count), maxMs: day.max }));
}
