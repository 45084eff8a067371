import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/open.ts';

/** What /healthz is built from. */
export interface HealthDeps {
  db: Db;
  database: Pick<Database, 'engine'>;
  isShuttingDown: () => boolean;
}

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
