import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import {
  adminAuthPhrases,
  adminSessions,
  alertChannelTestFailures,
  alertDeliveries,
  checkResults,
  checkRollups,
  dashboardClicks,
  emailVerificationCodes,
  marketplaceClicks,
  rateLimitHits,
  sessions,
  statusChanges,
} from '#server/db/schema.js';
import { ANALYTICS_RETENTION_YEARS } from '#shared/constants.js';
import { HISTORY_RETENTION_YEARS, RAW_CHECK_RETENTION_DAYS } from '#shared/status/history.js';

export interface PurgeCounts {
  sessions: number;
  adminSessions: number;
  verificationCodes: number;
  adminPhrases: number;
  rateLimitWindows: number;
  dashboardClicks: number;
  marketplaceClicks: number;
  checkResults: number;
  checkRollups: number;
  statusChanges: number;
  channelDeliveries: number;
  channelTestFailures: number;
}

/** The admins' log of alert-channel messages (and of test messages that never arrived) is kept this long. */
export const CHANNEL_LOG_RETENTION_DAYS = 90;

/** Rate-limit windows are at most an hour long; a day's margin keeps every live one. */
const RATE_LIMIT_KEEP_MS = 24 * 3600_000;

/**
 * Deletes what we promise not to keep (privacy policy; docs/product/defaults.md): expired sessions, codes and
 * phrases, finished rate-limit windows, analytics older than two years, service history (raw
 * check results after 7 days, hourly check rollups and status changes after two years), and the
 * alert channels' log after 90 days.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const analyticsCutoff = new Date(now);
  analyticsCutoff.setUTCFullYear(analyticsCutoff.getUTCFullYear() - ANALYTICS_RETENTION_YEARS);
  const historyCutoff = new Date(now);
  historyCutoff.setUTCFullYear(historyCutoff.getUTCFullYear() - HISTORY_RETENTION_YEARS);
  const rawChecksCutoff = new Date(now.getTime() - RAW_CHECK_RETENTION_DAYS * 24 * 3600_000);
  const channelLogCutoff = new Date(now.getTime() - CHANNEL_LOG_RETENTION_DAYS * 24 * 3600_000);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await count(db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid })),
    adminSessions: await count(db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).returning({ id: adminSessions.id })),
    verificationCodes: await count(
      db.delete(emailVerificationCodes).where(lt(emailVerificationCodes.expiresAt, now)).returning({ id: emailVerificationCodes.id }),
    ),
    adminPhrases: await count(
      db
        .delete(adminAuthPhrases)
        .where(or(lt(adminAuthPhrases.expiresAt, now), eq(adminAuthPhrases.used, true)))
        .returning({ id: adminAuthPhrases.id }),
    ),
    rateLimitWindows: await count(
      db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - RATE_LIMIT_KEEP_MS)))
        .returning({ key: rateLimitHits.key }),
    ),
    dashboardClicks: await deleteClicksBefore(db, dashboardClicks, analyticsCutoff),
    marketplaceClicks: await deleteClicksBefore(db, marketplaceClicks, analyticsCutoff),
    // The rollup trigger (migration 0007) counted these results when they were inserted and
    // has no delete trigger: the hourly rollups outlive the raw rows by design.
    checkResults: await deleteCounted(db, sql`delete from ${checkResults} where ${checkResults.checkedAt} < ${rawChecksCutoff.toISOString()}::timestamptz`),
    checkRollups: await deleteCounted(db, sql`delete from ${checkRollups} where ${checkRollups.hourStart} < ${historyCutoff.toISOString()}::timestamptz`),
    statusChanges: await deleteCounted(db, sql`delete from ${statusChanges} where ${statusChanges.at} < ${historyCutoff.toISOString()}::timestamptz`),
    // Finished messages only: one still being retried stays until it is delivered or given up.
    channelDeliveries: await count(
      db
        .delete(alertDeliveries)
        .where(and(lt(alertDeliveries.createdAt, channelLogCutoff), inArray(alertDeliveries.status, ['delivered', 'failed'])))
        .returning({ id: alertDeliveries.id }),
    ),
    channelTestFailures: await count(
      db.delete(alertChannelTestFailures).where(lt(alertChannelTestFailures.createdAt, channelLogCutoff)).returning({ id: alertChannelTestFailures.id }),
    ),
  };
}

/**
 * Old clicks go in one statement; its delete triggers (migration 0005) take the same rows off
 * the analytics rollups, so the admin figures always match what is stored. Counted in SQL: the
 * first purge of a large installation may remove hundreds of thousands of rows.
 */
async function deleteClicksBefore(db: Db, table: typeof dashboardClicks | typeof marketplaceClicks, cutoff: Date): Promise<number> {
  return deleteCounted(db, sql`delete from ${table} where ${table.timestamp} < ${cutoff.toISOString()}::timestamptz`);
}

async function deleteCounted(db: Db, deletion: SQL): Promise<number> {
  const result = (await db.execute(sql`with removed as (${deletion} returning 1) select count(*)::int as count from removed`)) as unknown as {
    rows: { count: number }[];
  };
  return result.rows[0]?.count ?? 0;
}
