import { count, desc } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { newsletterSubscriptions } from '#server/db/schema.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { pageWindow, type AdminListQuery, type Page } from '#shared/admin/admin.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';

const NEWEST_FIRST = [desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)];

const ROW = {
  id: newsletterSubscriptions.id,
  emailEncrypted: newsletterSubscriptions.emailEncrypted,
  ipAddress: newsletterSubscriptions.ipAddress,
  createdAt: newsletterSubscriptions.createdAt,
  isActive: newsletterSubscriptions.isActive,
  confirmedAt: newsletterSubscriptions.confirmedAt,
};

/**
 * GET /api/admin/newsletter-subscriptions: one page, newest first, e-mails decrypted for the
 * admin. Without a search the database counts and pages. With one: e-mails are AES-GCM
 * ciphertext with a random nonce (the blind index only answers exact matches), so SQL cannot
 * match a substring; every row's ciphertext is read, decrypted, filtered and sliced here. The
 * IP is plain text and checked first, so a row whose IP matches is never decrypted for it.
 */
export async function listSubscriptions(deps: { db: Db; keys: KeyRing }, query: AdminListQuery): Promise<Page<AdminSubscriptionRow>> {
  const { db, keys } = deps;
  const term = query.search?.toLowerCase();
  if (!term) {
    const [counted] = await db.select({ n: count() }).from(newsletterSubscriptions);
    const total = counted?.n ?? 0;
    const { page, offset } = pageWindow(query.page, total);
    const rows = await db
      .select(ROW)
      .from(newsletterSubscriptions)
      .orderBy(...NEWEST_FIRST)
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset);
    return { items: rows.map((row) => toAdminRow(keys, row)), total, page, pageSize: ADMIN_PAGE_SIZE };
  }

  const rows = await db
    .select(ROW)
    .from(newsletterSubscriptions)
    .orderBy(...NEWEST_FIRST);
  const matching = rows.filter((row) => row.ipAddress?.toLowerCase().includes(term) || keys.decrypt(row.emailEncrypted).toLowerCase().includes(term));
  const { page, offset } = pageWindow(query.page, matching.length);
  const items = matching.slice(offset, offset + ADMIN_PAGE_SIZE).map((row) => toAdminRow(keys, row));
  return { items, total: matching.length, page, pageSize: ADMIN_PAGE_SIZE };
}

type SelectedRow = { id: string; emailEncrypted: string; ipAddress: string | null; createdAt: Date; isActive: boolean; confirmedAt: Date | null };

function toAdminRow(keys: KeyRing, row: SelectedRow): AdminSubscriptionRow {
  return {
    id: row.id,
    email: keys.decrypt(row.emailEncrypted),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
    pending: !row.isActive && row.confirmedAt === null,
  };
}
