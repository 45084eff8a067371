import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';

/** Whether an earlier version's plain column is still there (the data step drops it once done). */
export async function columnExists(db: Db | Tx, table: string, column: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`,
  );
  return rowsOf(result).length > 0;
}

/** drizzle's execute() answers { rows } on both engines. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export const BATCH = 500;
