import { eq } from 'drizzle-orm';
import { clinicAccess } from '#server/db/schema.js';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { ClinicHeartbeat } from '../whitelist/clinic-heartbeat.ts';
import { buildHeartbeatReport } from './heartbeat-report.ts';

export type HeartbeatDeps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'log'> & {
  /** This instance's batched sightings; flushed first when given, so they are not up to a minute behind. */
  heartbeat?: Pick<ClinicHeartbeat, 'flush'>;
};

/**
 * GET /api/admin/clinic-heartbeat, polled every 30 s: one query over the active clinics (a few
 * thousand rows at most, four small columns), their names decrypted, the rest in memory.
 *
 * Freshness: clinic_access.last_access moves at most once a minute per clinic and is written in
 * batches once a minute (access/clinic-heartbeat.ts), and dashboards poll once a minute, so a
 * healthy clinic can read up to about three minutes old. That is well inside the silent threshold
 * (10 minutes by default), and silence is known to within those few minutes. Flushing this
 * instance's pending sightings first removes one of those minutes where the heartbeat is handed in;
 * other instances' sightings arrive with their own next batch.
 */
export async function readClinicHeartbeat(deps: HeartbeatDeps): Promise<ClinicHeartbeatReport> {
  if (deps.heartbeat) {
    await deps.heartbeat.flush().catch((error: unknown) => deps.log.warn({ err: error }, 'could not record clinic heartbeats before reading them'));
  }
  const rows = await deps.db
    .select({
      id: clinicAccess.id,
      clinicNameEncrypted: clinicAccess.clinicNameEncrypted,
      ipAddress: clinicAccess.ipAddress,
      lastAccess: clinicAccess.lastAccess,
    })
    .from(clinicAccess)
    .where(eq(clinicAccess.isActive, true));
  const clinics = rows.map((row) => ({
    id: row.id,
    clinicName: deps.keys.decrypt(row.clinicNameEncrypted),
    ipAddress: row.ipAddress,
    lastAccess: row.lastAccess,
  }));
  return buildHeartbeatReport(clinics, deps.clock.now(), {
    silentMinutes: deps.config.heartbeat.silentMinutes,
    businessHours: deps.config.heartbeat.businessHours,
    timeZone: deps.config.timezone,
  });
}
