import { and, eq, is, not, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '#server/db/escape-like.js';
import type { Db } from '#server/db/open.js';
import * as schema from '#server/db/schema.js';
import type { KeyRing } from './crypto.ts';

export interface EncryptedTable {
  name: string;
  table: PgTable;
  id: PgColumn;
  columns: PgColumn[];
}

/** The column naming rule for ciphertexts of lib/security/crypto.ts: anything else is never rotated. */
export const ENCRYPTED_SUFFIX = '_encrypted';

/** A column's name in SQL: the schema names columns in camelCase and the database in snake_case. */
export function sqlNameOf(column: PgColumn): string {
  return column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Every `*_encrypted` column of every table among `tables` (a module's exports), read from the
 * schema itself so a new one cannot be forgotten. A table holding one needs a one-column primary
 * key, which rotation rewrites it by: without it, this refuses to load rather than skip data.
 */
export function encryptedColumnsOf(tables: Record<string, unknown>): EncryptedTable[] {
  const found: EncryptedTable[] = [];
  for (const value of Object.values(tables)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.columns.filter((column) => sqlNameOf(column).endsWith(ENCRYPTED_SUFFIX));
    if (columns.length === 0) continue;
    const keys = config.columns.filter((column) => column.primary);
    if (keys.length !== 1) {
      throw new Error(`Table ${config.name} holds encrypted columns but has no one-column primary key: key rotation could not rewrite it.`);
    }
    found.push({ name: config.name, table: value, id: keys[0]!, columns });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

export const ENCRYPTED_COLUMNS: readonly EncryptedTable[] = encryptedColumnsOf(schema);

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
  // A key id may hold an underscore, which LIKE takes for any character: values under a key whose
  // id differs only there would pass for current ones and never be rewritten.
  const prefix = `v1.${escapeLike(keys.currentKeyId)}.%`;
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
