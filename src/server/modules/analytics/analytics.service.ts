import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { dashboardClickBuckets, marketplaceClickBuckets } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { RECENT_ACTIVITY_DAYS, TOP_CARDS_SHOWN } from '../../../shared/constants.ts';
import { CARD_TYPE_LABELS, type CardType, type DashboardAnalytics, type DayCount, type MarketplaceAnalytics } from '../../../shared/admin/analytics.ts';

/*
 * The admin analytics, read from the rollups that triggers keep beside the raw clicks
 * (migration 0005, docs/decisions/0007-analytics-aggregation.md): a few hundred card rows and
 * at most ~70,000 15-minute buckets, whatever the number of clicks. Buckets are grouped into
 * calendar days of the configured TIMEZONE in SQL. Retention is the purge's job: every row
 * still stored is within the two years we keep.
 */

interface Deps {
  db: Db;
  config: { timezone: string };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Both drivers (node-postgres and PGlite) answer raw queries as { rows }. */
async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One snapshot for all of an answer's figures, so totals always equal the sum of the days. */
function snapshot<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Days that have clicks, oldest first. */
function clicksByDay(tx: Tx, buckets: typeof dashboardClickBuckets | typeof marketplaceClickBuckets, timezone: string): Promise<DayCount[]> {
  return rows<DayCount>(
    tx,
    sql`select to_char(day::timestamp, 'YYYY-MM-DD') as date, count
        from (select (bucket_start at time zone ${timezone}::text)::date as day, sum(count)::int as count
              from ${buckets} group by 1) as days
        order by day`,
  );
}

export async function dashboardAnalytics(deps: Deps): Promise<DashboardAnalytics> {
  return snapshot(deps.db, async (tx) => {
    const byType = await rows<{ cardType: CardType; count: number }>(
      tx,
      sql`select card_type as "cardType", sum(count)::int as count from dashboard_click_cards group by 1`,
    );
    const topCards = await rows<DashboardAnalytics['topCards'][number]>(
      tx,
      sql`select card_type as "cardType", card_id as "cardId", card_name as "cardName", count
          from dashboard_click_cards
          order by count desc, card_name, card_type, card_id
          limit ${TOP_CARDS_SHOWN}`,
    );
    const days = await clicksByDay(tx, dashboardClickBuckets, deps.config.timezone);
    const clicksByCardType = byType
      .map((t) => ({ cardType: t.cardType, cardName: CARD_TYPE_LABELS[t.cardType] ?? t.cardType, count: t.count }))
      .sort((a, b) => b.count - a.count || a.cardName.localeCompare(b.cardName));
    return {
      totalClicks: byType.reduce((sum, t) => sum + t.count, 0),
      clicksByDay: days,
      topCards,
      clicksByCardType,
    };
  });
}

export async function marketplaceAnalytics(deps: Deps & { clock: Clock }): Promise<MarketplaceAnalytics> {
  const tz = deps.config.timezone;
  const now = deps.clock.now().toISOString();
  // The Recent Activity window: local midnight RECENT_ACTIVITY_DAYS - 1 days ago up to the end of today.
  const today = sql`(${now}::timestamptz at time zone ${tz}::text)::date`;
  const firstDay = sql`(${today} - ${RECENT_ACTIVITY_DAYS - 1}::int)::timestamp`;
  const from = sql`(${firstDay} at time zone ${tz}::text)`;
  const until = sql`((${today} + 1)::timestamp at time zone ${tz}::text)`;
  return snapshot(deps.db, async (tx) => {
    const [total] = await rows<{ count: number }>(tx, sql`select coalesce(sum(count), 0)::int as count from marketplace_click_buckets`);
    const [unique] = await rows<{ count: number }>(
      tx,
      sql`select count(distinct client_ip)::int as count from marketplace_clicks
          where "timestamp" >= ${from} and "timestamp" < ${until}`,
    );
    const recentActivity = await rows<DayCount>(
      tx,
      sql`select to_char(g.day, 'YYYY-MM-DD') as date, coalesce(d.count, 0)::int as count
          from generate_series(${firstDay}, ${today}::timestamp, interval '1 day') as g(day)
          left join (select (bucket_start at time zone ${tz}::text)::date::timestamp as day, sum(count) as count
                     from marketplace_click_buckets
                     where bucket_start >= ${from} and bucket_start < ${until}
                     group by 1) as d on d.day = g.day
          order by g.day`,
    );
    return {
      totalClicks: total?.count ?? 0,
      uniqueUsersLast30Days: unique?.count ?? 0,
      clicksByDay: await clicksByDay(tx, marketplaceClickBuckets, tz),
      recentActivity,
    };
  });
}
