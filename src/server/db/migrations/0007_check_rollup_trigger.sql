-- Keeps check_rollups (hourly, per service) in step with every check result inserted
-- (docs/decisions/0009-service-history.md). A statement-level trigger sees a statement's new
-- rows as one transition table, so a bulk insert costs one grouped upsert, and the current
-- hour is always complete: no job has to catch up, and nothing can be counted twice.
-- Raw results are kept 7 days and rollups 2 years, so deleting raw rows (the purge) must
-- NOT touch the rollups: there is deliberately no delete or truncate trigger.
--   checks         every result
--   ok_checks      results with ok (online or slow); failed_checks the others
--   warning_checks results that were ok but slow (status warning)
--   latency_*      over ok results only: a failed check's time is its timeout, not a response time

LOCK TABLE check_results IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION check_rollup_hour(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION check_results_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- ORDER BY: concurrent statements lock shared rollup rows in one order, so they never deadlock.
  INSERT INTO check_rollups AS r
      (service_id, hour_start, checks, ok_checks, warning_checks, failed_checks, latency_sum_ms, latency_count, latency_max_ms)
    SELECT a.service_id, check_rollup_hour(a.checked_at), count(*),
        count(*) FILTER (WHERE a.ok), count(*) FILTER (WHERE a.ok AND a.status = 'warning'), count(*) FILTER (WHERE NOT a.ok),
        coalesce(sum(a.latency_ms) FILTER (WHERE a.ok), 0), count(a.latency_ms) FILTER (WHERE a.ok),
        max(a.latency_ms) FILTER (WHERE a.ok)
      FROM added a GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (service_id, hour_start) DO UPDATE SET
      checks = r.checks + excluded.checks,
      ok_checks = r.ok_checks + excluded.ok_checks,
      warning_checks = r.warning_checks + excluded.warning_checks,
      failed_checks = r.failed_checks + excluded.failed_checks,
      latency_sum_ms = r.latency_sum_ms + excluded.latency_sum_ms,
      latency_count = r.latency_count + excluded.latency_count,
      -- greatest() skips nulls: an hour with no latency yet takes the new maximum.
      latency_max_ms = greatest(r.latency_max_ms, excluded.latency_max_ms);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION check_result_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'check_results rows are immutable: the hourly rollups already count them';
END $$;
--> statement-breakpoint
CREATE TRIGGER check_results_rollup_insert AFTER INSERT ON check_results
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION check_results_rollup_added();
--> statement-breakpoint
CREATE TRIGGER check_results_immutable BEFORE UPDATE ON check_results FOR EACH ROW
  WHEN (OLD.service_id IS DISTINCT FROM NEW.service_id OR OLD.checked_at IS DISTINCT FROM NEW.checked_at
    OR OLD.ok IS DISTINCT FROM NEW.ok OR OLD.status IS DISTINCT FROM NEW.status OR OLD.latency_ms IS DISTINCT FROM NEW.latency_ms)
  EXECUTE FUNCTION check_result_immutable();
--> statement-breakpoint
-- Results recorded before this migration (normally none: 0006 created the table).
INSERT INTO check_rollups
    (service_id, hour_start, checks, ok_checks, warning_checks, failed_checks, latency_sum_ms, latency_count, latency_max_ms)
  SELECT service_id, check_rollup_hour(checked_at), count(*),
      count(*) FILTER (WHERE ok), count(*) FILTER (WHERE ok AND status = 'warning'), count(*) FILTER (WHERE NOT ok),
      coalesce(sum(latency_ms) FILTER (WHERE ok), 0), count(latency_ms) FILTER (WHERE ok), max(latency_ms) FILTER (WHERE ok)
    FROM check_results GROUP BY 1, 2
  ON CONFLICT (service_id, hour_start) DO NOTHING;
