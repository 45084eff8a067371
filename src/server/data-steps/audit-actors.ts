import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';
import { normaliseEmail, type KeyRing } from '../lib/security/crypto.ts';
import { PERSON_ACTOR } from '../lib/audit.ts';
import { BATCH, rowsOf } from './plain-columns.ts';

/**
 * Audit rows from before personal data was encrypted (ADR 3) name people by e-mail in `actor` (any address someone typed on a
 * failed sign-in, too), and the CLI's grants put the address in `details`: both become encrypted.
 * Each loop's update takes its rows out of its own query, so every loop ends.
 */
export async function encryptPlainAuditActors(db: Db | Tx, keys: KeyRing): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = rowsOf<{ id: string; actor: string }>(
      await db.execute(sql`select id, actor from audit_log where actor like '%@%' and actor_label_encrypted is null limit ${BATCH}`),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const email = normaliseEmail(row.actor);
      await db.execute(
        sql`update audit_log set actor = ${PERSON_ACTOR}, actor_label_encrypted = ${keys.encrypt(email)}, actor_label_hash = ${keys.blindIndex(email)} where id = ${row.id}`,
      );
      changed += 1;
    }
  }
  for (;;) {
    const rows = rowsOf<{ id: string; email: string }>(
      await db.execute(sql`select id, details ->> 'email' as email from audit_log where details ? 'email' limit ${BATCH}`),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      await db.execute(
        sql`update audit_log set personal_encrypted = ${keys.encrypt(JSON.stringify({ email: row.email }))}, details = details - 'email' where id = ${row.id}`,
      );
      changed += 1;
    }
  }
  // Admin phrase requests named the address the phrase went to as their target.
  for (;;) {
    const rows = rowsOf<{ id: string; target: string }>(await db.execute(sql`select id, target from audit_log where target like '%@%' limit ${BATCH}`));
    if (rows.length === 0) break;
    for (const row of rows) {
      await db.execute(
        sql`update audit_log set target = 'admin-address', personal_encrypted = ${keys.encrypt(JSON.stringify({ to: row.target }))} where id = ${row.id}`,
      );
      changed += 1;
    }
  }
  // Rows written by the first version of the audit writer kept the ciphertext inside details.
  for (;;) {
    const rows = rowsOf<{ id: string }>(await db.execute(sql`select id from audit_log where details ? 'personalEncrypted' limit ${BATCH}`));
    if (rows.length === 0) break;
    for (const row of rows) {
      await db.execute(
        sql`update audit_log set personal_encrypted = details ->> 'personalEncrypted', details = nullif(details - 'personalEncrypted', '{}'::jsonb) where id = ${row.id}`,
      );
      changed += 1;
    }
  }
  return changed;
}
