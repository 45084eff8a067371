import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { dashboardClickBuckets, marketplaceClickBuckets } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import { RECENT_ACTIVITY_DAYS, TOP_CARDS_SHOWN } from '#shared/constants.js';
import { CARD_TYPE_LABELS, type CardType, type DashboardAnalytics, type DayCount, type MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { localDate, localDaysEnding, type LocalDay } from '../history/index.ts';

/*
 * The admin analytics, read from the rollups that triggers keep beside the raw clicks
 * (migration 0005, docs/decisions/0007-analytics-aggregation.md): a few hundred card rows and
 * at most ~70,000 15-minute buckets, whatever the number of clicks. Buckets are grouped into
 * calendar days of the configured TIMEZONE whose bounds Node computes and SQL only compares
 * against: the database's own time-zone rules may be older than Node's (Alberta's 2026 change),
 * so no query converts a time to a zone. Retention is the purge's job: every row still stored is
 * within the two years we keep.
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

type Buckets = typeof dashboardClickBuckets | typeof marketplaceClickBuckets;

const DAY_MS = 86_400_000;

/**
 * Clicks per local day over consecutive days, every day listed (zeros too), oldest first. Each
 * bucket is placed by comparing its instant with the days' first instants (width_bucket), and
 * every 15-minute bucket lies inside one local day of any zone.
 */
async function countsByDay(tx: Tx, buckets: Buckets, days: LocalDay[]): Promise<DayCount[]> {
  const bounds = `{${[...days.map((d) => d.start), days.at(-1)!.end].map((at) => at.toISOString()).join(',')}}`;
  const counted = await rows<{ day: number; count: number }>(
    tx,
    sql`select width_bucket(bucket_start, ${bounds}::timestamptz[]) as day, sum(count)::int as count
        from ${buckets}
        where bucket_start >= ${days[0]!.start.toISOString()}::timestamptz and bucket_start < ${days.at(-1)!.end.toISOString()}::timestamptz
        group by 1`,
  );
  const byIndex = new Map(counted.map((c) => [Number(c.day), Number(c.count)]));
  return days.map((d, i) => ({ date: d.date, count: byIndex.get(i + 1) ?? 0 }));
}

/** Days that have clicks, oldest first. */
async function clicksByDay(tx: Tx, buckets: Buckets, timezone: string): Promise<DayCount[]> {
  const [span] = await rows<{ first: Date | string | null; last: Date | string | null }>(
    tx,
    sql`select min(bucket_start) as first, max(bucket_start) as last from ${buckets}`,
  );
  if (!span?.first || !span.last) return [];
  const last = new Date(span.last);
  const dayCount = Math.round((Date.parse(localDate(last, timezone)) - Date.parse(localDate(new Date(span.first), timezone))) / DAY_MS) + 1;
  const days = await countsByDay(tx, buckets, localDaysEnding(last, dayCount, timezone));
  return days.filter((d) => d.count > 0);
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
  // The Recent Activity window: the last RECENT_ACTIVITY_DAYS local days, today included.
  const recentDays = localDaysEnding(deps.clock.now(), RECENT_ACTIVITY_DAYS, tz);
  const from = recentDays[0]!.start.toISOString();
  const until = recentDays.at(-1)!.end.toISOString();
  return snapshot(deps.db, async (tx) => {
    const [total] = await rows<{ count: number }>(tx, sql`select coalesce(sum(count), 0)::int as count from marketplace_click_buckets`);
    const [unique] = await rows<{ count: number }>(
      tx,
      sql`select count(distinct client_ip)::int as count from marketplace_clicks
          where "timestamp" >= ${from}::timestamptz and "timestamp" < ${until}::timestamptz`,
    );
    const recentActivity = await countsByDay(tx, marketplaceClickBuckets, recentDays);
    return {
      totalClicks: total?.count ?? 0,
      uniqueUsersLast30Days: unique?.count ?? 0,
      clicksByDay: await clicksByDay(tx, marketplaceClickBuckets, tz),
      recentActivity,
    };
  });
}
