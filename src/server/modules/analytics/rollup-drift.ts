import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';

/**
 * Where the analytics rollups disagree with the raw clicks they summarise, recomputed from
 * scratch (a full scan: for tests and manual checks, never for a request). Empty when the
 * triggers of migration 0005 did their job.
 */
export async function rollupDrift(db: Db): Promise<{ table: string; key: string; rollup: number; raw: number }[]> {
  const result = (await db.execute(sql`
    with raw_dashboard as (
      select analytics_bucket_start("timestamp") as bucket_start, count(*)::int as count from dashboard_clicks group by 1
    ), raw_cards as (
      select distinct on (card_type, card_id) card_type, card_id, card_name, count(*) over (partition by card_type, card_id)::int as count
      from dashboard_clicks order by card_type, card_id, "timestamp" desc
    ), raw_marketplace as (
      select analytics_bucket_start("timestamp") as bucket_start, count(*)::int as count from marketplace_clicks group by 1
    )
    select 'dashboard_click_buckets' as "table", coalesce(r.bucket_start, b.bucket_start)::text as key,
           coalesce(b.count, 0) as rollup, coalesce(r.count, 0) as raw
      from raw_dashboard r full join dashboard_click_buckets b on b.bucket_start = r.bucket_start
      where r.count is distinct from b.count
    union all
    select 'dashboard_click_cards', coalesce(r.card_type || ':' || r.card_id || ' ' || r.card_name, c.card_type || ':' || c.card_id || ' ' || c.card_name),
           coalesce(c.count, 0), coalesce(r.count, 0)
      from raw_cards r full join dashboard_click_cards c on c.card_type = r.card_type and c.card_id = r.card_id
      where r.count is distinct from c.count or r.card_name is distinct from c.card_name
    union all
    select 'marketplace_click_buckets', coalesce(r.bucket_start, b.bucket_start)::text, coalesce(b.count, 0), coalesce(r.count, 0)
      from raw_marketplace r full join marketplace_click_buckets b on b.bucket_start = r.bucket_start
      where r.count is distinct from b.count
  `)) as unknown as { rows: { table: string; key: string; rollup: number; raw: number }[] };
  return result.rows;
}
