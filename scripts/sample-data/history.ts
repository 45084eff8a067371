import { eq, inArray } from 'drizzle-orm';
import type { LiveServer } from '#tests/support/live-server.ts';
import { checkResults, checkRollups, maintenanceServices, maintenanceWindows, serviceChecks, services, statusChanges } from '#server/db/schema.js';
import type { ServiceStatus } from '#shared/status/services.js';

/*
 * Sample history for screenshots: 90 days of status changes for a few services, raw check
 * results for the last 7 days (the insert trigger rolls them up) and hourly rollups before
 * that, as if the purge had already dropped the raw rows. Deterministic (seeded), relative to
 * now. Statuses end where the operations sample leaves them (Manulife offline, Green Shield
 * and Xplore with issues), so the two can run in either order.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHECK_EVERY = 5 * MINUTE;

interface Plan {
  name: string;
  ageDays: number;
  monitored: boolean;
  /** Typical response time. */
  latencyMs: number;
  outagesPerWeek: number;
  issuesPerWeek: number;
  /** The status now, and how long ago it began. */
  final?: { status: ServiceStatus; minutesAgo: number; cause: string; actor?: string };
}

const PLANS: Plan[] = [
  { name: 'Alberta Blue Cross', ageDays: 400, monitored: true, latencyMs: 180, outagesPerWeek: 0.15, issuesPerWeek: 0.4 },
  {
    name: 'Sun Life',
    ageDays: 400,
    monitored: true,
    latencyMs: 240,
    outagesPerWeek: 0.3,
    issuesPerWeek: 0.6,
    final: { status: 'warning', minutesAgo: 40, cause: 'override', actor: 'Dana' },
  },
  {
    name: 'Manulife',
    ageDays: 400,
    monitored: true,
    latencyMs: 320,
    outagesPerWeek: 0.5,
    issuesPerWeek: 0.8,
    final: { status: 'offline', minutesAgo: 25, cause: 'check' },
  },
  {
    name: 'Green Shield Canada',
    ageDays: 400,
    monitored: true,
    latencyMs: 210,
    outagesPerWeek: 0.2,
    issuesPerWeek: 0.7,
    final: { status: 'warning', minutesAgo: 70, cause: 'check' },
  },
  { name: 'TELUS Business Internet', ageDays: 400, monitored: true, latencyMs: 45, outagesPerWeek: 0.1, issuesPerWeek: 0.3 },
  {
    name: 'Xplore',
    ageDays: 400,
    monitored: true,
    latencyMs: 95,
    outagesPerWeek: 1.2,
    issuesPerWeek: 2,
    final: { status: 'warning', minutesAgo: 70, cause: 'check' },
  },
  { name: 'Starlink', ageDays: 12, monitored: true, latencyMs: 60, outagesPerWeek: 0.6, issuesPerWeek: 1 },
  { name: 'Weave', ageDays: 40, monitored: false, latencyMs: 0, outagesPerWeek: 0.2, issuesPerWeek: 0.2 },
];

/** mulberry32: small, seeded, good enough for sample data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Change {
  at: number;
  from: ServiceStatus;
  to: ServiceStatus;
  cause: string;
  actor?: string;
}

/** Episodes of trouble over the last 90 days, each back to online, then the final status. */
function timeline(plan: Plan, now: number, next: () => number): Change[] {
  const start = Math.max(now - 90 * DAY, now - plan.ageDays * DAY);
  const changes: Change[] = [];
  const rate = (plan.outagesPerWeek + plan.issuesPerWeek) / (7 * DAY);
  let cursor = start + next() * 2 * DAY;
  const stopBefore = now - (plan.final?.minutesAgo ?? 0) * MINUTE - 3 * HOUR;
  while (cursor < stopBefore) {
    const offline = next() < plan.outagesPerWeek / (plan.outagesPerWeek + plan.issuesPerWeek);
    const to: ServiceStatus = offline ? 'offline' : 'warning';
    const minutes = offline ? 8 + Math.floor(next() ** 2 * 170) : 20 + Math.floor(next() * 220);
    const end = Math.min(cursor + minutes * MINUTE, stopBefore);
    const manual = offline && next() < 0.25;
    const maintenance = !offline && plan.name.startsWith('TELUS') && next() < 0.3;
    const [cause, back] = manual ? ['override', 'override-cleared'] : maintenance ? ['maintenance-start', 'maintenance-end'] : ['check', 'check'];
    changes.push({ at: cursor, from: 'online', to, cause, ...(manual ? { actor: 'Dana' } : {}) });
    changes.push({ at: end, from: to, to: 'online', cause: back, ...(manual ? { actor: 'Dana' } : {}) });
    cursor = end + (-Math.log(1 - next()) / rate) * (0.5 + next());
  }
  if (plan.final) changes.push({ at: now - plan.final.minutesAgo * MINUTE, from: 'online', ...plan.final, to: plan.final.status });
  return changes;
}

function statusAt(changes: Change[], at: number): ServiceStatus {
  let status: ServiceStatus = 'online';
  for (const change of changes) {
    if (change.at > at) break;
    status = change.to;
  }
  return status;
}

/** A response time with a working-day rhythm and some noise; slow while the service has issues. */
function latency(plan: Plan, at: number, status: ServiceStatus, next: () => number): number {
  const localHour = new Date(at - 7 * HOUR).getUTCHours();
  const busy = localHour >= 8 && localHour < 17 ? 1.35 : 1;
  const base = plan.latencyMs * busy * (0.8 + next() * 0.45) + (next() < 0.02 ? plan.latencyMs * 3 : 0);
  return Math.round(status === 'warning' ? base * 4 + 600 : base);
}

export async function seedHistory(server: LiveServer): Promise<void> {
  const { db } = server.database;
  const now = Date.now();
  const rows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(
      inArray(
        services.name,
        PLANS.map((p) => p.name),
      ),
    );
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const rawFrom = Math.floor((now - 7 * DAY) / HOUR) * HOUR + HOUR;

  for (const [index, plan] of PLANS.entries()) {
    const serviceId = ids.get(plan.name);
    if (!serviceId) continue;
    const next = random(1000 + index);
    const changes = timeline(plan, now, next);
    const status = changes.at(-1)?.to ?? 'online';
    await db
      .update(services)
      .set({ createdAt: new Date(now - plan.ageDays * DAY), status, lastChecked: plan.monitored ? new Date(now - 2 * MINUTE) : null })
      .where(eq(services.id, serviceId));
    if (changes.length > 0) {
      await db
        .insert(statusChanges)
        .values(changes.map((c) => ({ serviceId, fromStatus: c.from, toStatus: c.to, cause: c.cause, actor: c.actor ?? null, at: new Date(c.at) })));
    }
    if (!plan.monitored) continue;
    // The check exists but is never due, so a running monitor leaves the sample alone.
    await db
      .insert(serviceChecks)
      .values({
        serviceId,
        type: 'http',
        target: `https://status.example.ca/${index}`,
        nextRunAt: new Date(now + 365 * DAY),
        lastRunAt: new Date(now - 2 * MINUTE),
      })
      .onConflictDoNothing();

    const since = Math.max(now - 90 * DAY, now - plan.ageDays * DAY);
    const rollups: (typeof checkRollups.$inferInsert)[] = [];
    for (let hour = Math.ceil(since / HOUR) * HOUR; hour < rawFrom; hour += HOUR) {
      const statuses = Array.from({ length: HOUR / CHECK_EVERY }, (_, i) => statusAt(changes, hour + i * CHECK_EVERY));
      const latencies = statuses.filter((s) => s !== 'offline').map((s) => latency(plan, hour, s, next));
      rollups.push({
        serviceId,
        hourStart: new Date(hour),
        checks: statuses.length,
        okChecks: latencies.length,
        warningChecks: statuses.filter((s) => s === 'warning').length,
        failedChecks: statuses.length - latencies.length,
        latencySumMs: latencies.reduce((a, b) => a + b, 0),
        latencyCount: latencies.length,
        latencyMaxMs: latencies.length > 0 ? Math.max(...latencies) : null,
      });
    }
    for (let i = 0; i < rollups.length; i += 500) await db.insert(checkRollups).values(rollups.slice(i, i + 500));

    const results: (typeof checkResults.$inferInsert)[] = [];
    for (let at = rawFrom; at < now; at += CHECK_EVERY) {
      const s = statusAt(changes, at);
      results.push({
        serviceId,
        checkedAt: new Date(at),
        ok: s !== 'offline',
        status: s,
        latencyMs: s === 'offline' ? null : latency(plan, at, s, next),
        error: s === 'offline' ? 'Connection timed out after 10 s' : null,
      });
    }
    for (let i = 0; i < results.length; i += 500) await db.insert(checkResults).values(results.slice(i, i + 500));
  }

  await seedNotes(server, ids, now);
  await server.app.directory.view.invalidate();
}

/** Sun Life set by hand (the override note) and Weave in a maintenance window (the maintenance note). */
async function seedNotes(server: LiveServer, ids: Map<string, string>, now: number): Promise<void> {
  const { db } = server.database;
  const sunLife = ids.get('Sun Life');
  if (sunLife) {
    await db
      .update(services)
      .set({ overrideStatus: 'warning', overrideAt: new Date(now - 40 * MINUTE), overrideByName: 'Dana', overrideUntil: new Date(now + 3 * HOUR) })
      .where(eq(services.id, sunLife));
  }
  const weave = ids.get('Weave');
  if (weave) {
    const [window] = await db
      .insert(maintenanceWindows)
      .values({
        title: 'Phone system upgrade',
        description: 'Weave is moving clinics to new call servers.',
        startsAt: new Date(now - 30 * MINUTE),
        endsAt: new Date(now + 90 * MINUTE),
      })
      .returning({ id: maintenanceWindows.id });
    await db.insert(maintenanceServices).values({ windowId: window!.id, serviceId: weave });
  }
}
