import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alertSubscriptions, alertSubscriptionServices, services } from '#server/db/schema.js';
import { pageWindow, type AdminListQuery, type Page } from '#shared/admin/admin.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import { ALERT_SOURCE_LABEL, type AdminAlertSubscriptionRow, type AdminAlertSummary, type AlertSource } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';

type Deps = Pick<AppParts, 'db' | 'keys'>;

const NEWEST_FIRST = [desc(alertSubscriptions.createdAt), desc(alertSubscriptions.id)];
const ROW = {
  id: alertSubscriptions.id,
  emailEncrypted: alertSubscriptions.emailEncrypted,
  source: alertSubscriptions.source,
  isActive: alertSubscriptions.isActive,
  confirmTokenHash: alertSubscriptions.confirmTokenHash,
  confirmedAt: alertSubscriptions.confirmedAt,
  createdAt: alertSubscriptions.createdAt,
};
type Selected = {
  id: string;
  emailEncrypted: string;
  source: string;
  isActive: boolean;
  confirmTokenHash: string | null;
  confirmedAt: Date | null;
  createdAt: Date;
};

/**
 * GET /api/admin/alert-subscriptions: one page, newest first, e-mails decrypted. As with the
 * newsletter list, a search has to decrypt every address (random-nonce ciphertext cannot be
 * matched in SQL); without one the database pages.
 */
export async function listAlertSubscriptions(deps: Deps, query: AdminListQuery): Promise<Page<AdminAlertSubscriptionRow>> {
  const term = query.search?.toLowerCase();
  let total: number;
  let pageRows: Selected[];
  let page: number;
  if (!term) {
    const [counted] = await deps.db.select({ n: count() }).from(alertSubscriptions);
    total = counted?.n ?? 0;
    const window = pageWindow(query.page, total);
    page = window.page;
    pageRows = await deps.db
      .select(ROW)
      .from(alertSubscriptions)
      .orderBy(...NEWEST_FIRST)
      .limit(ADMIN_PAGE_SIZE)
      .offset(window.offset);
  } else {
    const rows = await deps.db
      .select(ROW)
      .from(alertSubscriptions)
      .orderBy(...NEWEST_FIRST);
    const matching = rows.filter(
      (row) =>
        ALERT_SOURCE_LABEL[row.source as AlertSource]?.toLowerCase().includes(term) || deps.keys.decrypt(row.emailEncrypted).toLowerCase().includes(term),
    );
    total = matching.length;
    const window = pageWindow(query.page, total);
    page = window.page;
    pageRows = matching.slice(window.offset, window.offset + ADMIN_PAGE_SIZE);
  }
  const names = await serviceNamesOf(
    deps,
    pageRows.map((r) => r.id),
  );
  const items = pageRows.map((row) => ({
    id: row.id,
    email: deps.keys.decrypt(row.emailEncrypted),
    source: row.source as AlertSource,
    services: names.get(row.id) ?? [],
    isActive: row.isActive,
    state: row.isActive ? ('active' as const) : row.confirmTokenHash ? ('pending' as const) : ('unsubscribed' as const),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}

async function serviceNamesOf(deps: Deps, subscriptionIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (subscriptionIds.length === 0) return names;
  const rows = await deps.db
    .select({ subscriptionId: alertSubscriptionServices.subscriptionId, name: services.name })
    .from(alertSubscriptionServices)
    .innerJoin(services, eq(services.id, alertSubscriptionServices.serviceId))
    .where(inArray(alertSubscriptionServices.subscriptionId, subscriptionIds))
    .orderBy(asc(services.name));
  for (const row of rows) names.set(row.subscriptionId, [...(names.get(row.subscriptionId) ?? []), row.name]);
  return names;
}

/** Subscriptions by state, and how many active subscribers each service has (services without any left out). */
export async function alertSummary(deps: Pick<AppParts, 'db'>): Promise<AdminAlertSummary> {
  const [states] = await deps.db
    .select({
      active: sql<number>`count(*) filter (where ${alertSubscriptions.isActive})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where not ${alertSubscriptions.isActive} and ${alertSubscriptions.confirmTokenHash} is not null)`.mapWith(Number),
      unsubscribed: sql<number>`count(*) filter (where not ${alertSubscriptions.isActive} and ${alertSubscriptions.confirmTokenHash} is null)`.mapWith(Number),
    })
    .from(alertSubscriptions);
  const subscribers = count(alertSubscriptionServices.subscriptionId);
  const perService = await deps.db
    .select({ serviceId: services.id, name: services.name, subscribers })
    .from(alertSubscriptionServices)
    .innerJoin(
      alertSubscriptions,
      and(
        eq(alertSubscriptions.id, alertSubscriptionServices.subscriptionId),
        eq(alertSubscriptions.isActive, true),
        isNotNull(alertSubscriptions.confirmedAt),
      ),
    )
    .innerJoin(services, eq(services.id, alertSubscriptionServices.serviceId))
    .groupBy(services.id, services.name)
    .orderBy(desc(subscribers), asc(services.name));
  return { active: states?.active ?? 0, pending: states?.pending ?? 0, unsubscribed: states?.unsubscribed ?? 0, services: perService };
}
