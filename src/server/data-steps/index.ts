import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';
import type { KeyRing } from '../lib/security/crypto.ts';
import { encryptPlainAuditActors } from './audit-actors.ts';
import { encryptPlainContactInquiries } from './contact-inquiries.ts';
import { encryptPlainUsers } from './users.ts';

/**
 * Changes to stored data that SQL migrations cannot make because they need the keys (ADR 3:
 * personal data written in the clear by earlier versions gets encrypted). Each step is
 * idempotent, works in batches on both engines and runs at start-up after the migrations and
 * before the app serves; on a database that never held such data each finds nothing to do.
 */
export interface DataStep {
  name: string;
  run(db: Db | Tx, keys: KeyRing): Promise<number>;
}

export const DATA_STEPS: readonly DataStep[] = [
  { name: 'users encrypted', run: encryptPlainUsers },
  { name: 'contact_inquiries encrypted', run: encryptPlainContactInquiries },
  { name: 'audit_log actors encrypted', run: encryptPlainAuditActors },
];

/**
 * Runs every step in one transaction: all of it happens or none, and instances starting together
 * wait for the one doing it (the transaction's advisory lock) instead of serving half-moved data.
 */
export async function runDataSteps(db: Db, keys: KeyRing, log: { info(obj: object, msg: string): void }): Promise<void> {
  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data-steps'))`);
    const changes: { step: string; rows: number }[] = [];
    for (const step of DATA_STEPS) {
      const rows = await step.run(tx, keys);
      if (rows > 0) changes.push({ step: step.name, rows });
    }
    return changes;
  });
  for (const change of done) log.info(change, 'stored data brought up to date');
}
