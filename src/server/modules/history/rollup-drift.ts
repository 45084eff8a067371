import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';

export interface CheckRollupDrift {
  serviceId: string;
  hourStart: Date | string;
  rollup: string | null;
  raw: string | null;
}

/**
 * Hours since `since` where check_rollups differs from what the raw check_results say. Only
 * meaningful for hours whose raw rows are all still kept (the last 7 days): older raw rows are
 * purged while their rollups stay. Tests call it after inserts and purges; an operator can too.
 */
export async function checkRollupDrift(db: Db, since: Date): Promise<CheckRollupDrift[]> {
  const result = (await db.execute(
    sql`with raw as (
          select service_id, check_rollup_hour(checked_at) as hour_start, count(*)::int as checks,
                 (count(*) filter (where ok))::int as ok_checks,
                 (count(*) filter (where ok and status = 'warning'))::int as warning_checks,
                 (count(*) filter (where not ok))::int as failed_checks,
                 coalesce(sum(latency_ms) filter (where ok), 0)::int as latency_sum_ms,
                 (count(latency_ms) filter (where ok))::int as latency_count,
                 max(latency_ms) filter (where ok) as latency_max_ms
          from check_results where checked_at >= ${since.toISOString()}::timestamptz group by 1, 2),
        rolled as (
          select service_id, hour_start, checks, ok_checks, warning_checks, failed_checks, latency_sum_ms, latency_count, latency_max_ms
          from check_rollups where hour_start >= check_rollup_hour(${since.toISOString()}::timestamptz))
        select * from (
          select coalesce(r.service_id, w.service_id) as "serviceId", coalesce(r.hour_start, w.hour_start) as "hourStart",
                 case when r.service_id is null then null else
                   concat_ws(',', r.checks, r.ok_checks, r.warning_checks, r.failed_checks, r.latency_sum_ms, r.latency_count, r.latency_max_ms) end as rollup,
                 case when w.service_id is null then null else
                   concat_ws(',', w.checks, w.ok_checks, w.warning_checks, w.failed_checks, w.latency_sum_ms, w.latency_count, w.latency_max_ms) end as raw
          from rolled r full join raw w on w.service_id = r.service_id and w.hour_start = r.hour_start) as compared
        where rollup is distinct from raw
          -- The hour that holds the cutoff may have lost raw rows to the purge.
          and "hourStart" >= check_rollup_hour(${since.toISOString()}::timestamptz) + interval '1 hour'`,
  )) as unknown as { rows: CheckRollupDrift[] };
  return result.rows;
}
