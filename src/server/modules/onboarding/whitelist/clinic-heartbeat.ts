import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';

/** A clinic's lastAccess moves at most this often, and pending sightings are written this often. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

export interface ClinicHeartbeat {
  /** Notes, in memory only, that a registered clinic's dashboard polled just now. */
  seen(clinicAccessId: string): void;
  /** Writes every pending sighting in one UPDATE; answers how many clinics it covered. */
  flush(): Promise<number>;
  start(): void;
  /** Stops the timer and writes what is still pending. */
  stop(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * The clinics' polling of /api/clinic/access-status is their heartbeat
 * (docs/product/clinic-access.md). The polled route must never touch the database, so sightings collect in memory
 * and reach clinic_access.last_access in one batched statement a minute.
 */
export function createClinicHeartbeat(deps: { db: Db; clock: Clock; log: Logger; intervalMs?: number }): ClinicHeartbeat {
  const intervalMs = deps.intervalMs ?? HEARTBEAT_INTERVAL_MS;
  const pending = new Map<string, Date>();
  const written = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<number> | undefined;

  const write = async (): Promise<number> => {
    if (pending.size === 0) return 0;
    const batch = [...pending];
    pending.clear();
    const values = sql.join(
      batch.map(([id, at]) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    try {
      // GREATEST ignores NULL, and keeps another instance's newer sighting.
      await deps.db.execute(sql`UPDATE clinic_access AS c SET last_access = GREATEST(c.last_access, v.seen_at)
        FROM (VALUES ${values}) AS v(id, seen_at) WHERE c.id = v.id`);
    } catch (error) {
      for (const [id, at] of batch) if (!pending.has(id)) pending.set(id, at);
      throw error;
    }
    const now = deps.clock.nowMs();
    for (const [id, at] of written) if (now - at >= intervalMs) written.delete(id);
    for (const [id, at] of batch) written.set(id, at.getTime());
    return batch.length;
  };

  const flush = async (): Promise<number> => {
    while (flushing) await flushing.catch(() => undefined);
    flushing = write();
    try {
      return await flushing;
    } finally {
      flushing = undefined;
    }
  };

  const flushQuietly = () => {
    flush().catch((error: unknown) => deps.log.warn({ err: error }, 'could not record clinic heartbeats'));
  };

  return {
    seen(clinicAccessId) {
      const now = deps.clock.now();
      const last = written.get(clinicAccessId);
      if (last !== undefined && now.getTime() - last < intervalMs) return;
      pending.set(clinicAccessId, now);
    },
    flush,
    start() {
      timer = setInterval(flushQuietly, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush().catch((error: unknown) => deps.log.warn({ err: error }, 'could not record clinic heartbeats'));
    },
  };
}
