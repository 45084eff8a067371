import type { Db } from '#server/db/open.js';
import { dashboardClicks, marketplaceClicks } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { RequestContext } from '#server/lib/http/request-context.js';
import type { DashboardClickInput } from '#shared/validation.js';

/** What the click routes are built from. */
export interface TrackingDeps {
  db: Db;
  clock: Clock;
}

export const MARKETPLACE_CARD_ID = 'marketplace';

export function isMarketplaceClick(click: DashboardClickInput): boolean {
  return click.cardType === 'header' && click.cardId === MARKETPLACE_CARD_ID;
}

/** Records a dashboard click; the header Marketplace link also counts as a marketplace click. */
export async function recordDashboardClick(deps: TrackingDeps, click: DashboardClickInput, context: RequestContext): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(dashboardClicks).values({
      ...click,
      userId: context.userId,
      ipAddress: context.ip,
      userAgent: context.userAgent,
      timestamp: at,
      createdAt: at,
    });
    if (isMarketplaceClick(click)) {
      await tx.insert(marketplaceClicks).values({
        timestamp: at,
        createdAt: at,
        userAgent: context.userAgent,
        referrer: context.referrer,
        clientIp: context.ip,
      });
    }
  });
}
