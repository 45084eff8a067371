import type { BusinessHours } from '#server/lib/time/business-hours.js';
import { CONNECTIVITY_STATES, type ClinicConnectivityRow, type ClinicConnectivityState, type ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { currentPeriod, describeBusinessHours, describeBusinessHoursIn, isInPeriod } from './business-period.ts';
import { findSilentCluster, type SilentClinic } from './silent-cluster.ts';

export interface HeartbeatSettings {
  silentMinutes: number;
  businessHours: BusinessHours;
  timeZone: string;
}

export interface ClinicSighting {
  id: string;
  clinicName: string;
  ipAddress: string;
  lastAccess: Date | null;
}

const MINUTE_MS = 60_000;

/**
 * The pure core of the heartbeat: every clinic's state as of `now`. Nothing is stored, so a
 * clinic is flagged exactly while the condition holds and drops the flag once it polls again
 * or business hours end.
 */
export function buildHeartbeatReport(clinics: readonly ClinicSighting[], now: Date, settings: HeartbeatSettings): ClinicHeartbeatReport {
  const period = currentPeriod(settings.businessHours, now, settings.timeZone);
  const silent: SilentClinic[] = [];
  const rows = clinics.map((clinic): ClinicConnectivityRow => {
    const { lastAccess } = clinic;
    const state = stateOf(lastAccess, now, settings, period);
    if (state === 'silent' && lastAccess) silent.push({ id: clinic.id, clinicName: clinic.clinicName, ipAddress: clinic.ipAddress, lastSeen: lastAccess });
    return {
      id: clinic.id,
      clinicName: clinic.clinicName,
      ipAddress: clinic.ipAddress,
      lastSeen: lastAccess?.toISOString() ?? null,
      state,
      silentForMinutes: lastAccess ? Math.max(0, Math.floor((now.getTime() - lastAccess.getTime()) / MINUTE_MS)) : null,
    };
  });
  const seenAt = (row: ClinicConnectivityRow) => (row.lastSeen === null ? -Infinity : Date.parse(row.lastSeen));
  rows.sort((a, b) => seenAt(b) - seenAt(a) || a.clinicName.localeCompare(b.clinicName) || a.id.localeCompare(b.id));
  const counts = Object.fromEntries(CONNECTIVITY_STATES.map((state) => [state, 0])) as Record<ClinicConnectivityState, number>;
  for (const row of rows) counts[row.state] += 1;
  return {
    now: now.toISOString(),
    businessHoursNow: period !== null,
    silentMinutes: settings.silentMinutes,
    businessHours: describeBusinessHours(settings.businessHours, settings.timeZone, now),
    businessHoursFr: describeBusinessHoursIn('fr-CA', settings.businessHours, settings.timeZone, now),
    clinics: rows,
    counts,
    cluster: findSilentCluster(silent),
  };
}

/** One clinic's state (see ClinicConnectivityState); `period` is the business-hours period now is in. */
export function stateOf(
  lastAccess: Date | null,
  now: Date,
  settings: HeartbeatSettings,
  period = currentPeriod(settings.businessHours, now, settings.timeZone),
): ClinicConnectivityState {
  if (!lastAccess) return 'never';
  // "Silent for more than N minutes": exactly N minutes is still online.
  if (now.getTime() - lastAccess.getTime() <= settings.silentMinutes * MINUTE_MS) return 'online';
  if (!period) return 'closed';
  return isInPeriod(period, lastAccess, now, settings.timeZone) ? 'silent' : 'not-seen-today';
}
