import type { Db, Tx } from '../db/open.ts';
import { auditLog } from '../db/schema.ts';
import { normaliseEmail, type KeyRing } from './security/crypto.ts';

export interface AuditEntry {
  /** The signed-in user who acted, when there is one. */
  actorUserId?: string | null;
  /** Who acted when no person did, or what kind of actor: `anonymous`, `system`, `cli`, `clinic:<id>`. */
  actor?: string;
  /** The person who acted, by e-mail address (typed or signed in): stored only encrypted, with a blind index. */
  actorEmail?: string | null;
  /** Dotted verb, for example `sign-in.success` or `admin.grant`. */
  action: string;
  target?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown> | null;
  /** Personal values the entry must keep (a target's e-mail): stored only encrypted, shown to admins. */
  personal?: Record<string, string> | null;
  /** When it happened; the database's clock when omitted. */
  at?: Date;
}

/** What the actor column says of a person; the person themselves is in the encrypted label. */
export const PERSON_ACTOR = 'person';

/**
 * Appends one row to the audit log (docs/product/admin.md: who, what, when, from where).
 * Pass the transaction of the change it records, so the change and its row commit together or
 * not at all. Nothing personal is stored in the clear: a person is their user id plus an
 * encrypted label (searchable by exact address through its blind index), and `personal` values
 * are encrypted into the details.
 */
export async function recordAudit(tx: Db | Tx, keys: KeyRing, entry: AuditEntry): Promise<void> {
  const email = entry.actorEmail ? normaliseEmail(entry.actorEmail) : null;
  const personal = entry.personal && Object.keys(entry.personal).length > 0 ? keys.encrypt(JSON.stringify(entry.personal)) : null;
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    actor: email || entry.actorUserId ? (entry.actor ?? PERSON_ACTOR) : (entry.actor ?? 'unknown'),
    actorLabelEncrypted: email ? keys.encrypt(email) : null,
    actorLabelHash: email ? keys.blindIndex(email) : null,
    action: entry.action,
    target: entry.target ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
    personalEncrypted: personal,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
