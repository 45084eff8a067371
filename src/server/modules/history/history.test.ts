import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { checkResults, checkRollups, serviceChecks, services, statusChanges } from '#server/db/schema.js';
import type { ServiceHistory } from '#shared/status/history.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { checkRollupDrift } from './rollup-drift.ts';
import { loadServiceHistory } from './history.service.ts';

const testApp = useTestApp();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function createService(options: { status?: ServiceStatus; ageMs?: number } = {}) {
  const t = testApp();
  const [row] = await t.db
    .insert(services)
    .values({
      name: unique('History Dental Benefits'),
      type: 'insurance',
      status: options.status ?? 'online',
      createdAt: new Date(t.clock.now().getTime() - (options.ageMs ?? 200 * DAY)),
    })
    .returning();
  return row!;
}

const at = (offsetMs: number) => new Date(testApp().clock.now().getTime() + offsetMs);
const get = (id: string, headers: Record<string, string> = {}) => testApp().request({ method: 'GET', url: `/api/services/${id}/history`, headers });

describe('GET /api/services/:id/history', () => {
  it('answers 404 for an id that is not a UUID and for an unknown service', async () => {
    const bad = await get('not-a-uuid');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toMatch(/no such service/i);
    expect((await get('7c1e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404);
    expect((await get('a'.repeat(90))).statusCode).toBe(404);
  });

  it('answers uptime, 90 days, response times and recent changes, without signing in', async () => {
    const t = testApp();
    const service = await createService({ status: 'online' });
    await t.db.insert(serviceChecks).values({ serviceId: service.id, type: 'http', target: 'https://claims.example.ca/health' });
    await t.db.insert(statusChanges).values([
      { serviceId: service.id, fromStatus: 'online', toStatus: 'offline', cause: 'check', at: at(-3 * HOUR) },
      { serviceId: service.id, fromStatus: 'offline', toStatus: 'online', cause: 'override', actor: 'Dana', at: at(-2 * HOUR) },
    ]);
    // One insert of many rows, as a batch would: the statement trigger rolls them all up.
    await t.db.insert(checkResults).values([
      { serviceId: service.id, checkedAt: at(-90 * 60_000), ok: true, status: 'online', latencyMs: 100 },
      { serviceId: service.id, checkedAt: at(-80 * 60_000), ok: true, status: 'warning', latencyMs: 900 },
      { serviceId: service.id, checkedAt: at(-70 * 60_000), ok: false, status: 'offline', latencyMs: 10_000, error: 'timeout' },
      { serviceId: service.id, checkedAt: at(-3 * DAY), ok: true, status: 'online', latencyMs: 250 },
    ]);
    await t.db.insert(checkResults).values({ serviceId: service.id, checkedAt: at(-85 * 60_000), ok: true, status: 'online', latencyMs: 200 });

    const response = await get(service.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ServiceHistory;
    expect(body.service).toEqual({
      id: service.id,
      name: service.name,
      type: 'insurance',
      status: 'online',
      monitored: true,
      createdAt: service.createdAt.toISOString(),
    });
    expect(body.uptime['24h']).toBe(95.833);
    expect(body.uptime['90d']).toBe(99.954);
    expect(body.degraded['7d']).toBe(0);
    expect(body.windows['24h']).toEqual({ complete: true, dataMinutes: 1440, offlineMinutes: 60, warningMinutes: 0 });
    expect(body.windows['90d']).toEqual({ complete: true, dataMinutes: 90 * 1440, offlineMinutes: 60, warningMinutes: 0 });
    expect(body.days).toHaveLength(90);
    expect(body.days.at(-1)).toMatchObject({ date: '2026-06-15', worst: 'offline', offlineMinutes: 60 });
    // The 14:00 hour: 100, 200 and 900 ms; the failed check's time is its timeout, not a response time.
    expect(body.responseTimes).toEqual([
      { hourStart: '2026-06-12T16:00:00.000Z', avgMs: 250, maxMs: 250 },
      { hourStart: '2026-06-15T14:00:00.000Z', avgMs: 400, maxMs: 900 },
    ]);
    expect(body.dailyResponseTimes).toEqual([
      { date: '2026-06-12', avgMs: 250, maxMs: 250 },
      { date: '2026-06-15', avgMs: 400, maxMs: 900 },
    ]);
    expect(body.recentChanges).toEqual([
      { at: at(-2 * HOUR).toISOString(), from: 'offline', to: 'online', cause: 'override' },
      { at: at(-3 * HOUR).toISOString(), from: 'online', to: 'offline', cause: 'check' },
    ]);
    expect(await checkRollupDrift(t.db, at(-7 * DAY))).toEqual([]);
  });

  it('lists the 20 latest changes, and nothing for a service without a check', async () => {
    const t = testApp();
    const service = await createService({ status: 'warning', ageMs: 30 * DAY });
    await t.db.insert(statusChanges).values(
      Array.from({ length: 25 }, (_, i) => ({
        serviceId: service.id,
        fromStatus: (i % 2 === 0 ? 'online' : 'warning') as ServiceStatus,
        toStatus: (i % 2 === 0 ? 'warning' : 'online') as ServiceStatus,
        cause: 'override',
        at: at(-(25 - i) * HOUR),
      })),
    );
    const body = (await get(service.id)).json() as ServiceHistory;
    expect(body.service.monitored).toBe(false);
    expect(body.recentChanges).toHaveLength(20);
    expect(body.recentChanges[0]!.at).toBe(at(-HOUR).toISOString());
    expect(body.responseTimes).toEqual([]);
    expect(body.days.slice(0, 59).every((d) => d.worst === 'nodata')).toBe(true);
    expect(body.uptime['24h']).toBe(100);
    expect(body.degraded['24h']).toBeGreaterThan(0);
  });

  it('says that no window is covered for a service added ten minutes ago, with the minutes it has', async () => {
    const t = testApp();
    const service = await createService({ status: 'offline', ageMs: 10 * 60_000 });
    await t.db.insert(statusChanges).values({ serviceId: service.id, fromStatus: 'online', toStatus: 'offline', cause: 'check', at: at(-344_100) });
    const body = (await get(service.id)).json() as ServiceHistory;
    expect(body.uptime['24h']).toBe(42.65);
    const young = { complete: false, dataMinutes: 10, offlineMinutes: 6, warningMinutes: 0 };
    expect(body.windows).toEqual({ '24h': young, '7d': young, '30d': young, '90d': young });
    expect(body.days.at(-1)).toMatchObject({ worst: 'offline', offlineMinutes: 6 });
    expect(body.days.filter((d) => d.worst !== 'nodata')).toHaveLength(1);
  });

  it('counts the periods it is given as the monitor’s own outages for nobody', async () => {
    const t = testApp();
    const service = await createService({ status: 'online' });
    await t.db.insert(statusChanges).values([
      { serviceId: service.id, fromStatus: 'online', toStatus: 'offline', cause: 'check', at: at(-3 * HOUR) },
      { serviceId: service.id, fromStatus: 'offline', toStatus: 'online', cause: 'check', at: at(-HOUR) },
    ]);
    const asked: [Date, Date][] = [];
    const history = await loadServiceHistory(
      {
        db: t.db,
        clock: t.clock,
        config: { timezone: t.config.timezone },
        excludedPeriods: async (_db, from, to) => {
          asked.push([from, to]);
          return [{ start: at(-3 * HOUR), end: at(-HOUR) }];
        },
      },
      service.id,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]![1]).toEqual(t.clock.now());
    expect(asked[0]![0].getTime()).toBeLessThanOrEqual(at(-90 * DAY).getTime());
    expect(history.uptime['24h']).toBe(100);
    expect(history.windows['24h']).toEqual({ complete: true, dataMinutes: 1320, offlineMinutes: 0, warningMinutes: 0 });
    expect(history.days.at(-1)).toMatchObject({ worst: 'online', offlineMinutes: 0 });
    // The recent changes still list what happened.
    expect(history.recentChanges).toHaveLength(2);
  });

  it('is cacheable: an ETag, max-age 60 and 304 for a matching If-None-Match', async () => {
    const service = await createService();
    const first = await get(service.id);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(service.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(service.id, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves the computed answer for a minute, and recomputes at once when a service status changes', async () => {
    const t = testApp();
    const service = await createService();
    const before = (await get(service.id)).json() as ServiceHistory;
    expect(before.recentChanges).toEqual([]);

    // Written without telling anyone: still the cached answer.
    await t.db.insert(statusChanges).values({ serviceId: service.id, fromStatus: 'online', toStatus: 'offline', cause: 'check', at: at(-HOUR) });
    await t.db.update(services).set({ status: 'offline' }).where(eq(services.id, service.id));
    expect(((await get(service.id)).json() as ServiceHistory).recentChanges).toEqual([]);

    // A status change announced on the services channel (as the monitor does) drops the cache;
    // on PostgreSQL the announcement comes back through LISTEN/NOTIFY, a moment later.
    await t.app.directory.view.invalidate();
    await expect.poll(async () => ((await get(service.id)).json() as ServiceHistory).service.status).toBe('offline');
    const after = (await get(service.id)).json() as ServiceHistory;
    expect(after.uptime['24h']).toBe(95.833);

    await t.db.insert(statusChanges).values({ serviceId: service.id, fromStatus: 'offline', toStatus: 'online', cause: 'check', at: at(0) });
    t.clock.advance(61_000);
    expect(((await get(service.id)).json() as ServiceHistory).recentChanges).toHaveLength(2);
  });
});

describe('check rollups', () => {
  it('keep hourly counts and latencies equal to the raw results, across statements and hours', async () => {
    const t = testApp();
    const service = await createService();
    const base = new Date('2026-06-15T10:00:00Z').getTime();
    for (let batch = 0; batch < 3; batch++) {
      await t.db.insert(checkResults).values(
        Array.from({ length: 7 }, (_, i) => ({
          serviceId: service.id,
          checkedAt: new Date(base + (batch * 7 + i) * 7 * 60_000),
          ok: i !== 3,
          status: (i === 3 ? 'offline' : i === 5 ? 'warning' : 'online') as ServiceStatus,
          latencyMs: i === 6 ? null : 100 + i * 10 + batch,
        })),
      );
    }
    const rows = await t.db.select().from(checkRollups).where(eq(checkRollups.serviceId, service.id));
    expect(rows.reduce((sum, r) => sum + r.checks, 0)).toBe(21);
    expect(rows.reduce((sum, r) => sum + r.failedChecks, 0)).toBe(3);
    expect(rows.reduce((sum, r) => sum + r.warningChecks, 0)).toBe(3);
    expect(rows.reduce((sum, r) => sum + r.okChecks, 0)).toBe(18);
    expect(rows.reduce((sum, r) => sum + r.latencyCount, 0)).toBe(15);
    expect(await checkRollupDrift(t.db, new Date(base - DAY))).toEqual([]);
  });

  it('refuses to rewrite a result the rollups already counted', async () => {
    const t = testApp();
    const service = await createService();
    const [row] = await t.db
      .insert(checkResults)
      .values({ serviceId: service.id, checkedAt: at(-HOUR), ok: true, status: 'online', latencyMs: 50 })
      .returning();
    await expect(t.db.update(checkResults).set({ latencyMs: 5 }).where(eq(checkResults.id, row!.id))).rejects.toThrow();
    await t.db.update(checkResults).set({ error: 'note' }).where(eq(checkResults.id, row!.id));
  });
});
