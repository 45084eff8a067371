import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import {
  adminAuthPhrases,
  adminSessions,
  dashboardClicks,
  emailVerificationCodes,
  marketplaceClicks,
  rateLimitHits,
  sessions,
} from '../../db/schema.ts';
import { ANALYTICS_RETENTION_YEARS } from '../../../shared/constants.ts';

export interface PurgeCounts {
  sessions: number;
  adminSessions: number;
  verificationCodes: number;
  adminPhrases: number;
  rateLimitWindows: number;
  dashboardClicks: number;
  marketplaceClicks: number;
}

/** Rate-limit windows are at most an hour long; a day's margin keeps every live one. */
const RATE_LIMIT_KEEP_MS = 24 * 3600_000;

/**
 * Deletes what we promise not to keep (privacy policy; DESIGN.md): expired sessions, codes and
 * phrases, finished rate-limit windows, and analytics older than two years.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const analyticsCutoff = new Date(now);
  analyticsCutoff.setUTCFullYear(analyticsCutoff.getUTCFullYear() - ANALYTICS_RETENTION_YEARS);
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
      db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - RATE_LIMIT_KEEP_MS))).returning({ key: rateLimitHits.key }),
    ),
    dashboardClicks: await count(db.delete(dashboardClicks).where(lt(dashboardClicks.timestamp, analyticsCutoff)).returning({ id: dashboardClicks.id })),
    marketplaceClicks: await count(
      db.delete(marketplaceClicks).where(lt(marketplaceClicks.timestamp, analyticsCutoff)).returning({ id: marketplaceClicks.id }),
    ),
  };
}
