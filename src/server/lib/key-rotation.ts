import { and, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { clinicAccess, clinicRegistrations, contactInquiries, newsletterSubscriptions } from '../db/schema.ts';
import type { KeyRing } from './crypto.ts';

interface EncryptedTable {
  name: string;
  table: PgTable;
  id: PgColumn;
  columns: PgColumn[];
}

/** Every column that holds a ciphertext of lib/crypto.ts. A new one must be listed here. */
export const ENCRYPTED_COLUMNS: EncryptedTable[] = [
  { name: 'newsletter_subscriptions', table: newsletterSubscriptions, id: newsletterSubscriptions.id, columns: [newsletterSubscriptions.emailEncrypted] },
  {
    name: 'clinic_access',
    table: clinicAccess,
    id: clinicAccess.id,
    columns: [clinicAccess.clinicNameEncrypted, clinicAccess.emailEncrypted, clinicAccess.phoneEncrypted],
  },
  {
    name: 'clinic_registrations',
    table: clinicRegistrations,
    id: clinicRegistrations.id,
    columns: [
      clinicRegistrations.clinicNameEncrypted,
      clinicRegistrations.contactPersonNameEncrypted,
      clinicRegistrations.emailEncrypted,
      clinicRegistrations.phoneEncrypted,
    ],
  },
  {
    name: 'contact_inquiries',
    table: contactInquiries,
    id: contactInquiries.id,
    columns: [contactInquiries.contactNameEncrypted, contactInquiries.emailEncrypted, contactInquiries.phoneEncrypted],
  },
];

/**
 * Re-encrypts every value not yet under the key ring's current key, in small batches while
 * the application keeps running. Each row is rewritten only if it still holds what was read,
 * so a concurrent edit is never overwritten (it is already under the current key anyway).
 */
export async function rotateEncryptionKeys(
  db: Db,
  keys: KeyRing,
  options: { batchSize?: number; onProgress?: (table: string, rewritten: number) => void } = {},
): Promise<Record<string, number>> {
  const batchSize = options.batchSize ?? 200;
  const prefix = `v1.${keys.currentKeyId}.%`;
  const totals: Record<string, number> = {};
  for (const spec of ENCRYPTED_COLUMNS) {
    const stale = or(...spec.columns.map((c) => and(sql`${c} is not null`, not(sql`${c} like ${prefix}`)))) as SQL;
    let rewritten = 0;
    let skipped = 0;
    for (;;) {
      const rows = (await db
        .select({ id: spec.id, ...Object.fromEntries(spec.columns.map((c) => [c.name, c])) })
        .from(spec.table)
        .where(stale)
        .limit(batchSize)
        .offset(skipped)) as Record<string, string | null>[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const changes: Record<string, string> = {};
        const unchanged: SQL[] = [];
        for (const column of spec.columns) {
          const value = row[column.name];
          if (value == null) continue;
          unchanged.push(eq(column, value));
          if (keys.needsRotation(value)) changes[keyOf(spec.table, column)] = keys.encrypt(keys.decrypt(value));
        }
        const updated = await db
          .update(spec.table)
          .set(changes)
          .where(and(eq(spec.id, row.id as string), ...unchanged))
          .returning({ id: spec.id });
        if (updated.length > 0) rewritten += 1;
        else skipped += 1; // changed under us; it was written with the current key
      }
      options.onProgress?.(spec.name, rewritten);
    }
    totals[spec.name] = rewritten;
  }
  return totals;
}

/** The table's property name for a column (drizzle's set() takes property names). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} not found on its table`);
  return entry[0];
}
