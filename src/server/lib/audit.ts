import type { Db } from '../db/open.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  /** The signed-in user who acted, when there is one. */
  actorUserId?: string | null;
  /** Who acted, in words: an e-mail address, `cli`, `system`. */
  actor: string;
  /** Dotted verb, for example `sign-in.success` or `admin.grant`. */
  action: string;
  target?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown> | null;
  /** When it happened; the database's clock when omitted. */
  at?: Date;
}

/** Appends one row to the audit log (DESIGN.md, Security model: who, what, when, from where). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
