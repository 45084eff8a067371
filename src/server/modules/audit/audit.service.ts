import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { auditLog } from '../../db/schema.ts';
import { pageWindow, type Page } from '../../../shared/admin.ts';
import type { AuditLogQuery, AuditLogRow } from '../../../shared/audit.ts';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants.ts';

/** Makes a person's text literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `coupon.` matches `coupon.*`; `admin.clinic` matches itself and `admin.clinic.*`. */
function actionFilter(action: string): SQL | undefined {
  if (action.endsWith('.')) return like(auditLog.action, `${escapeLike(action)}%`);
  return or(eq(auditLog.action, action), like(auditLog.action, `${escapeLike(action)}.%`));
}

/**
 * GET /api/admin/audit-log: one page, newest first. The log is never encrypted, so search,
 * filter, count and paging all happen in SQL; the created_at index serves the ordering and
 * the action index the filter.
 */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<Page<AuditLogRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(auditLog.actor, pattern), ilike(auditLog.action, pattern), ilike(auditLog.target, pattern)));
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
  const items = rows.map((row) => ({
    ...row,
    details: (row.details ?? null) as Record<string, unknown> | null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}

/** Every action name the log holds, for the panel's filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
