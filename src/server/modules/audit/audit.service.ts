import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { auditLog } from '#server/db/schema.js';
import { pageWindow, type Page } from '#shared/admin/admin.js';
import type { AuditLogQuery, AuditLogRow } from '#shared/admin/audit.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import { escapeLike } from '#server/db/escape-like.js';

/** `coupon.` matches `coupon.*`; `admin.clinic` matches itself and `admin.clinic.*`. */
function actionFilter(action: string): SQL | undefined {
  if (action.endsWith('.')) return like(auditLog.action, `${escapeLike(action)}%`);
  return or(eq(auditLog.action, action), like(auditLog.action, `${escapeLike(action)}.%`));
}

/**
 * GET /api/admin/audit-log: one page, newest first. Who acted is stored encrypted (ADR 3), so a
 * person is found by their whole address through its blind index; actions, targets and actor
 * kinds are searched as text. Search, filter, count and paging all happen in SQL; the
 * created_at index serves the ordering and the action index the filter.
 */
export async function listAuditLog(deps: { db: Db; keys: KeyRing }, query: AuditLogQuery): Promise<Page<AuditLogRow>> {
  const { db, keys } = deps;
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(auditLog.actor, pattern),
        ilike(auditLog.action, pattern),
        ilike(auditLog.target, pattern),
        query.search.includes('@') ? eq(auditLog.actorLabelHash, keys.blindIndex(query.search)) : undefined,
      ),
    );
  }
  if (query.action) conditions.push(actionFilter(query.action));
  const where = and(...conditions);

  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = counted?.n ?? 0;
  const { page, offset } = pageWindow(query.page, total);
  const rows = await db
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      actorLabelEncrypted: auditLog.actorLabelEncrypted,
      personalEncrypted: auditLog.personalEncrypted,
      action: auditLog.action,
      target: auditLog.target,
      ipAddress: auditLog.ipAddress,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const items = rows.map(({ actorLabelEncrypted, personalEncrypted, details, ...row }) => ({
    ...row,
    actor: actorLabelEncrypted ? keys.decrypt(actorLabelEncrypted) : row.actor,
    details: readableDetails(keys, details as Record<string, unknown> | null, personalEncrypted),
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}

/** The details as the admin reads them: encrypted personal values decrypted back in place. */
function readableDetails(keys: KeyRing, details: Record<string, unknown> | null, personalEncrypted: string | null): Record<string, unknown> | null {
  if (!personalEncrypted) return details;
  return { ...details, ...(JSON.parse(keys.decrypt(personalEncrypted)) as Record<string, string>) };
}

/** Every action name the log holds, for the panel's filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
