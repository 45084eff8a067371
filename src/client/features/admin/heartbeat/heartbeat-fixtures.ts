import type { ClinicConnectivityRow, ClinicConnectivityState, ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';

/** Test data for the heartbeat components: a report as the API answers it. */
export const NOW = '2026-06-15T16:00:00.000Z';

export function row(n: number, state: ClinicConnectivityState, minutesAgo: number | null): ClinicConnectivityRow {
  return {
    id: `id-${n}`,
    clinicName: `Clinic ${n}`,
    ipAddress: `192.0.2.${n}`,
    lastSeen: minutesAgo === null ? null : new Date(Date.parse(NOW) - minutesAgo * 60_000).toISOString(),
    state,
    silentForMinutes: minutesAgo === null ? null : Math.floor(minutesAgo),
  };
}

export function report(clinics: ClinicConnectivityRow[], overrides: Partial<ClinicHeartbeatReport> = {}): ClinicHeartbeatReport {
  const counts = { online: 0, silent: 0, 'not-seen-today': 0, closed: 0, never: 0 };
  for (const clinic of clinics) counts[clinic.state] += 1;
  return {
    now: NOW,
    businessHoursNow: true,
    silentMinutes: 10,
    businessHours: 'Mon-Fri 8:00 a.m. to 5:00 p.m. MDT',
    businessHoursFr: 'lun.-ven. de 8 h à 17 h HAR',
    clinics,
    counts,
    cluster: null,
    ...overrides,
  };
}
