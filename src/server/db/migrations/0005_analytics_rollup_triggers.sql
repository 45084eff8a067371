-- Keeps the analytics rollups of 0004 equal to the raw click rows (ADR 7).
-- Statement-level triggers see every row a statement added or removed as one transition table,
-- so a bulk insert or the retention purge costs one grouped upsert, not one per row.
-- Clicks are immutable facts: an update that would move a click to another bucket or card is
-- refused rather than tracked (the only update they get is user_id set to null).

-- No click can be added, removed or changed while the triggers appear and the rollups are filled.
LOCK TABLE dashboard_clicks, marketplace_clicks IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION analytics_bucket_start(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_clicks_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- ORDER BY: concurrent statements lock shared rollup rows in one order, so they never deadlock.
  INSERT INTO dashboard_click_buckets AS b (bucket_start, count)
    SELECT analytics_bucket_start(a."timestamp"), count(*) FROM added a GROUP BY 1 ORDER BY 1
    ON CONFLICT (bucket_start) DO UPDATE SET count = b.count + excluded.count;
  INSERT INTO dashboard_click_cards AS c (card_type, card_id, card_name, count, last_clicked_at)
    SELECT DISTINCT ON (a.card_type, a.card_id) a.card_type, a.card_id, a.card_name,
        count(*) OVER (PARTITION BY a.card_type, a.card_id), a."timestamp"
      FROM added a ORDER BY a.card_type, a.card_id, a."timestamp" DESC
    ON CONFLICT (card_type, card_id) DO UPDATE SET
      count = c.count + excluded.count,
      card_name = CASE WHEN excluded.last_clicked_at >= c.last_clicked_at THEN excluded.card_name ELSE c.card_name END,
      last_clicked_at = greatest(c.last_clicked_at, excluded.last_clicked_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_clicks_rollup_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dashboard_click_buckets b SET count = b.count - r.count
    FROM (SELECT analytics_bucket_start(x."timestamp") AS bucket_start, count(*) AS count FROM removed x GROUP BY 1) r
    WHERE b.bucket_start = r.bucket_start;
  DELETE FROM dashboard_click_buckets b
    WHERE b.count <= 0 AND b.bucket_start IN (SELECT analytics_bucket_start(x."timestamp") FROM removed x);
  UPDATE dashboard_click_cards c SET count = c.count - r.count
    FROM (SELECT x.card_type, x.card_id, count(*) AS count FROM removed x GROUP BY 1, 2) r
    WHERE c.card_type = r.card_type AND c.card_id = r.card_id;
  DELETE FROM dashboard_click_cards c USING (SELECT DISTINCT x.card_type, x.card_id FROM removed x) r
    WHERE c.count <= 0 AND c.card_type = r.card_type AND c.card_id = r.card_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_clicks_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_click_buckets;
  DELETE FROM dashboard_click_cards;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION marketplace_clicks_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO marketplace_click_buckets AS b (bucket_start, count)
    SELECT analytics_bucket_start(a."timestamp"), count(*) FROM added a GROUP BY 1 ORDER BY 1
    ON CONFLICT (bucket_start) DO UPDATE SET count = b.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION marketplace_clicks_rollup_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE marketplace_click_buckets b SET count = b.count - r.count
    FROM (SELECT analytics_bucket_start(x."timestamp") AS bucket_start, count(*) AS count FROM removed x GROUP BY 1) r
    WHERE b.bucket_start = r.bucket_start;
  DELETE FROM marketplace_click_buckets b
    WHERE b.count <= 0 AND b.bucket_start IN (SELECT analytics_bucket_start(x."timestamp") FROM removed x);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION marketplace_clicks_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM marketplace_click_buckets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_click_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable: delete and insert instead of changing a click''s time or card (the analytics rollups count them)', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_clicks_rollup_insert AFTER INSERT ON dashboard_clicks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clicks_rollup_added();
--> statement-breakpoint
CREATE TRIGGER dashboard_clicks_rollup_delete AFTER DELETE ON dashboard_clicks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clicks_rollup_removed();
--> statement-breakpoint
CREATE TRIGGER dashboard_clicks_rollup_truncate AFTER TRUNCATE ON dashboard_clicks
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_clicks_rollup_truncated();
--> statement-breakpoint
CREATE TRIGGER dashboard_clicks_immutable BEFORE UPDATE ON dashboard_clicks FOR EACH ROW
  WHEN (OLD."timestamp" IS DISTINCT FROM NEW."timestamp" OR OLD.card_type IS DISTINCT FROM NEW.card_type
    OR OLD.card_id IS DISTINCT FROM NEW.card_id OR OLD.card_name IS DISTINCT FROM NEW.card_name)
  EXECUTE FUNCTION analytics_click_immutable();
--> statement-breakpoint
CREATE TRIGGER marketplace_clicks_rollup_insert AFTER INSERT ON marketplace_clicks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION marketplace_clicks_rollup_added();
--> statement-breakpoint
CREATE TRIGGER marketplace_clicks_rollup_delete AFTER DELETE ON marketplace_clicks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION marketplace_clicks_rollup_removed();
--> statement-breakpoint
CREATE TRIGGER marketplace_clicks_rollup_truncate AFTER TRUNCATE ON marketplace_clicks
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_clicks_rollup_truncated();
--> statement-breakpoint
CREATE TRIGGER marketplace_clicks_immutable BEFORE UPDATE ON marketplace_clicks FOR EACH ROW
  WHEN (OLD."timestamp" IS DISTINCT FROM NEW."timestamp")
  EXECUTE FUNCTION analytics_click_immutable();
--> statement-breakpoint
-- Clicks recorded before this migration.
INSERT INTO dashboard_click_buckets (bucket_start, count)
  SELECT analytics_bucket_start("timestamp"), count(*) FROM dashboard_clicks GROUP BY 1;
--> statement-breakpoint
INSERT INTO dashboard_click_cards (card_type, card_id, card_name, count, last_clicked_at)
  SELECT DISTINCT ON (card_type, card_id) card_type, card_id, card_name, count(*) OVER (PARTITION BY card_type, card_id), "timestamp"
    FROM dashboard_clicks ORDER BY card_type, card_id, "timestamp" DESC;
--> statement-breakpoint
INSERT INTO marketplace_click_buckets (bucket_start, count)
  SELECT analytics_bucket_start("timestamp"), count(*) FROM marketplace_clicks GROUP BY 1;
