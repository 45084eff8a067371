import { inArray } from 'drizzle-orm';
import type { LiveServer } from '#tests/support/live-server.ts';
import { auditLog, incidents, incidentServices, incidentUpdates, maintenanceServices, maintenanceWindows, services } from '#server/db/schema.js';
import type { IncidentStatus } from '#shared/status/incidents.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SampleIncident {
  title: string;
  services: string[];
  /** Oldest first: [minutes ago, status, message, posted by (null: the provider)]. */
  updates: [number, IncidentStatus, string, string | null][];
}

/** What a provider's team really posts: an insurer outage in progress, a phone problem being watched, two solved ones. */
const SAMPLE_INCIDENTS: SampleIncident[] = [
  {
    title: 'Manulife claims are being rejected',
    services: ['Manulife', 'iTrans Service'],
    updates: [
      [
        48,
        'investigating',
        'Claims sent to Manulife through iTrans are coming back with a network error. We are looking into it; keep the claims and resubmit later.',
        null,
      ],
      [21, 'identified', 'Manulife confirmed an expired certificate on their claims gateway. They expect a fix within the hour.', 'Dana'],
    ],
  },
  {
    title: 'Calls dropping after 30 minutes on RingCentral',
    services: ['RingCentral'],
    updates: [
      [190, 'investigating', 'Several clinics report calls ending at the 30-minute mark.', 'Marc'],
      [95, 'monitoring', 'RingCentral rolled back a change on their side. We are watching call quality.', 'Marc'],
    ],
  },
  {
    title: 'TELUS Business Internet outage in Calgary NE',
    services: ['TELUS Business Internet'],
    updates: [
      [(3 * DAY) / MINUTE + 120, 'investigating', 'Clinics in Calgary NE have no internet. TELUS is aware.', null],
      [(3 * DAY) / MINUTE + 70, 'identified', 'A cut fibre line near Barlow Trail. Crews are on site.', 'Dana'],
      [(3 * DAY) / MINUTE, 'resolved', 'Service is restored. Restart your modem if your clinic is still offline.', 'Dana'],
    ],
  },
  {
    title: 'Slow claim responses from Sun Life',
    services: ['Sun Life'],
    updates: [
      [(9 * DAY) / MINUTE + 40, 'investigating', 'Claim responses from Sun Life take several minutes.', 'Marc'],
      [(9 * DAY) / MINUTE, 'resolved', 'Responses are back to normal.', 'Marc'],
    ],
  },
];

/** Sample incidents and maintenance for the dashboard banner and the admin widgets (screenshots only). */
export async function seedIncidents(server: LiveServer, now: Date = new Date()): Promise<void> {
  const { db } = server.database;
  const names = [...new Set([...SAMPLE_INCIDENTS.flatMap((i) => i.services), 'Xplore', 'Starlink', 'Weave'])];
  const rows = await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.name, names));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

  for (const sample of SAMPLE_INCIDENTS) {
    const first = sample.updates[0]!;
    const last = sample.updates.at(-1)!;
    const [incident] = await db
      .insert(incidents)
      .values({
        title: sample.title,
        status: last[1],
        createdAt: ago(first[0]),
        updatedAt: ago(last[0]),
        resolvedAt: last[1] === 'resolved' ? ago(last[0]) : null,
      })
      .returning({ id: incidents.id });
    const serviceIds = sample.services.map((name) => idOf.get(name)).filter((id): id is string => id !== undefined);
    if (serviceIds.length > 0) await db.insert(incidentServices).values(serviceIds.map((serviceId) => ({ incidentId: incident!.id, serviceId })));
    await db
      .insert(incidentUpdates)
      .values(
        sample.updates.map(([minutes, status, message, by]) => ({ incidentId: incident!.id, status, message, createdAt: ago(minutes), createdByName: by })),
      );
    await db.insert(auditLog).values({
      actor: 'it@provider.example.ca',
      action: 'incident.open',
      target: `incident:${incident!.id}`,
      details: { title: sample.title },
      createdAt: ago(first[0]),
    });
  }

  const windows = [
    {
      title: 'Xplore network upgrade',
      description: 'Rural clinics on Xplore may lose internet twice for up to 10 minutes.',
      services: ['Xplore'],
      startsIn: 26 * HOUR,
      length: 3 * HOUR,
    },
    { title: 'Weave phone system update', description: null, services: ['Weave'], startsIn: -30 * MINUTE, length: 90 * MINUTE },
    { title: 'Starlink ground station maintenance', description: null, services: ['Starlink'], startsIn: -5 * DAY, length: 2 * HOUR },
  ];
  for (const w of windows) {
    const startsAt = new Date(now.getTime() + w.startsIn);
    const [row] = await db
      .insert(maintenanceWindows)
      .values({
        title: w.title,
        description: w.description,
        startsAt,
        endsAt: new Date(startsAt.getTime() + w.length),
        createdAt: new Date(now.getTime() - 6 * DAY),
      })
      .returning({ id: maintenanceWindows.id });
    const serviceIds = w.services.map((name) => idOf.get(name)).filter((id): id is string => id !== undefined);
    if (serviceIds.length > 0) await db.insert(maintenanceServices).values(serviceIds.map((serviceId) => ({ windowId: row!.id, serviceId })));
  }

  // The running server answers from memory: reload its incident view and its services snapshot.
  await Promise.all([server.app.statusView.invalidate(), server.app.directory.view.invalidate()]);
}
