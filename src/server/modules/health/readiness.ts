import { sql } from 'drizzle-orm';
import { shippedMigrationCount, type Db } from '../../db/open.ts';

/** How often the database is asked whether it answers, and how long a good answer counts. */
const READINESS_PING_MS = 5_000;
export const READINESS_FRESH_MS = 15_000;

export interface ReadinessState {
  ready: boolean;
  /** Why not, in words an operator can act on; empty when ready. */
  reasons: string[];
  /** When the database last answered (ISO time), or null when it never has since start. */
  databaseAnsweredAt: string | null;
}

/**
 * Whether this instance can serve, kept in memory so that GET /readyz costs nothing: a ping every
 * few seconds asks the database how many migrations it has applied, which shows at once that it
 * answers and that its schema is this version's. Not ready while shutting down.
 */
export interface Readiness {
  start(): Promise<void>;
  stop(): void;
  state(): ReadinessState;
}

export function createReadiness(deps: {
  db: Db;
  isShuttingDown: () => boolean;
  /** Monotonic milliseconds (tests move it). */
  now?: () => number;
  pingMs?: number;
}): Readiness {
  const now = deps.now ?? (() => performance.now());
  const expected = shippedMigrationCount();
  let answeredAt: number | undefined;
  let answeredWallTime: Date | undefined;
  let applied: number | undefined;
  let lastError: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function ping(): Promise<void> {
    try {
      const result = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      answeredAt = now();
      answeredWallTime = new Date();
      lastError = undefined;
    } catch (error) {
      lastError = (error as Error).message;
    }
  }

  return {
    async start() {
      await ping();
      const loop = () => {
        timer = setTimeout(() => void ping().finally(loop), deps.pingMs ?? READINESS_PING_MS);
        timer.unref();
      };
      loop();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
    state() {
      const reasons: string[] = [];
      if (deps.isShuttingDown()) reasons.push('shutting down');
      if (answeredAt === undefined || now() - answeredAt > READINESS_FRESH_MS) {
        reasons.push(`the database has not answered in the last ${READINESS_FRESH_MS / 1000} s${lastError ? ` (${lastError})` : ''}`);
      } else if (lastError) {
        reasons.push(`the database did not answer its last ping (${lastError})`);
      }
      if (applied !== undefined && applied < expected) reasons.push(`${expected - applied} migration(s) not applied`);
      return { ready: reasons.length === 0, reasons, databaseAnsweredAt: answeredWallTime?.toISOString() ?? null };
    },
  };
}
