import { sql } from 'drizzle-orm';
import { shippedMigrationCount, type Db } from '#server/db/open.js';

/** How often the database is asked whether it answers, and how long a good answer counts. */
const READINESS_PING_MS = 5_000;
export const READINESS_FRESH_MS = 15_000;

/**
 * Why an instance is not ready, in fixed words: the answer is public, so it never carries the
 * database driver's text (which names the host, the user and the database); that goes to the log.
 */
export const READINESS_REASONS = {
  shuttingDown: 'shutting down',
  databaseSilent: 'the database did not answer',
  migrationsMissing: 'migrations not applied',
} as const;

export type ReadinessReason = (typeof READINESS_REASONS)[keyof typeof READINESS_REASONS];

export interface ReadinessState {
  ready: boolean;
  /** Why not; empty when ready. */
  reasons: ReadinessReason[];
  /** When the database last answered (ISO time), or null when it never has since start. */
  databaseAnsweredAt: string | null;
}

interface Logger {
  warn(details: unknown, message?: string): void;
  info(details: unknown, message?: string): void;
}

/**
 * Whether this instance can serve, kept in memory so that GET /readyz costs nothing: a ping every
 * few seconds asks the database how many migrations it has applied, which shows at once that it
 * answers and that its schema is this version's. Not ready while shutting down.
 */
export interface Readiness {
  start(): Promise<void>;
  stop(): void;
  /** Asks the database now; the timer does it every few seconds. */
  ping(): Promise<void>;
  state(): ReadinessState;
}

export function createReadiness(deps: {
  db: Db;
  isShuttingDown: () => boolean;
  /** Where the details behind a reason go: the driver's error, the migration counts. */
  log: Logger;
  /** Monotonic milliseconds (tests move it). */
  now?: () => number;
  pingMs?: number;
}): Readiness {
  const now = deps.now ?? (() => performance.now());
  const expected = shippedMigrationCount();
  let answeredAt: number | undefined;
  let answeredWallTime: Date | undefined;
  let applied: number | undefined;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;

  async function ping(): Promise<void> {
    let count: number;
    try {
      const result = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      count = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    } catch (error) {
      // Once per outage: a ping every few seconds would otherwise repeat it until it ends.
      if (!failing) deps.log.warn({ err: error }, `Readiness: ${READINESS_REASONS.databaseSilent} (not ready until it does)`);
      failing = true;
      return;
    }
    if (failing) deps.log.info({}, 'Readiness: the database answers again');
    failing = false;
    if (count < expected && count !== applied) {
      deps.log.warn({ applied: count, expected }, `Readiness: ${READINESS_REASONS.migrationsMissing} (not ready until they are)`);
    }
    applied = count;
    answeredAt = now();
    answeredWallTime = new Date();
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
    ping,
    state() {
      const reasons: ReadinessReason[] = [];
      if (deps.isShuttingDown()) reasons.push(READINESS_REASONS.shuttingDown);
      if (failing || answeredAt === undefined || now() - answeredAt > READINESS_FRESH_MS) reasons.push(READINESS_REASONS.databaseSilent);
      if (applied !== undefined && applied < expected) reasons.push(READINESS_REASONS.migrationsMissing);
      return { ready: reasons.length === 0, reasons, databaseAnsweredAt: answeredWallTime?.toISOString() ?? null };
    },
  };
}
