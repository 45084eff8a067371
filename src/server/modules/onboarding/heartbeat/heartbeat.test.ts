import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { clinicAccess } from '#server/db/schema.js';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { readClinicHeartbeat } from './heartbeat.service.ts';

const testApp = useTestApp();
const URL = '/api/admin/clinic-heartbeat';
let adminId: string;
let headers: Record<string, string>;
beforeAll(async () => {
  adminId = (await createUser(testApp(), { isAdmin: true })).id;
});

const MIN = 60_000;
/**
 * Each test works on its own day, so clinics of earlier tests read as not seen today; admin
 * sessions last hours, so each day signs in afresh.
 */
async function setNow(iso: string) {
  testApp().clock.set(iso);
  headers = cookieHeader(await adminSessionCookie(testApp(), adminId));
}
const ago = (minutes: number) => new Date(testApp().clock.now().getTime() - minutes * MIN);

async function addClinic(lastAccess: Date | null, options: { ip?: string; isActive?: boolean } = {}) {
  const t = testApp();
  const name = unique('Heartbeat Dental');
  const email = `${unique('hb')}@clinic.example.ca`;
  const [row] = await t.db
    .insert(clinicAccess)
    .values({
      clinicNameEncrypted: t.keys.encrypt(name),
      emailEncrypted: t.keys.encrypt(email),
      emailHash: t.keys.blindIndex(email),
      ipAddress: options.ip ?? `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      lastAccess,
      isActive: options.isActive ?? true,
    })
    .returning({ id: clinicAccess.id });
  return { id: row!.id, name };
}

async function read(): Promise<ClinicHeartbeatReport> {
  const response = await testApp().request({ method: 'GET', url: URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<ClinicHeartbeatReport>();
}

describe('GET /api/admin/clinic-heartbeat', () => {
  it('refuses without an admin session, and a signed-in non-admin too', async () => {
    expect((await testApp().request({ method: 'GET', url: URL })).statusCode).toBe(401);
    const user = await createUser(testApp(), { isAdmin: false });
    const signedIn = cookieHeader(await signedInCookie(testApp(), user.id));
    expect((await testApp().request({ method: 'GET', url: URL, headers: signedIn })).statusCode).toBe(401);
  });

  it('lists active clinics by last seen with their state, counts and the business hours', async () => {
    await setNow('2026-06-15T16:00:00Z'); // Monday 10:00 in America/Edmonton
    const online = await addClinic(ago(1));
    const silent = await addClinic(ago(14));
    const yesterday = await addClinic(ago(22 * 60));
    const never = await addClinic(null);
    const inactive = await addClinic(ago(2), { isActive: false });

    const report = await read();
    expect(report).toMatchObject({
      now: '2026-06-15T16:00:00.000Z',
      businessHoursNow: true,
      silentMinutes: 10,
      businessHours: 'Mon-Fri 8:00 a.m. to 5:00 p.m. MDT',
      cluster: null,
    });
    const mine = report.clinics.filter((c) => [online, silent, yesterday, never, inactive].some((x) => x.id === c.id));
    expect(mine.map((c) => [c.clinicName, c.state, c.silentForMinutes])).toEqual([
      [online.name, 'online', 1],
      [silent.name, 'silent', 14],
      [yesterday.name, 'not-seen-today', 22 * 60],
      [never.name, 'never', null],
    ]);
    expect(mine[1]).toEqual({
      id: silent.id,
      clinicName: silent.name,
      ipAddress: expect.any(String),
      lastSeen: ago(14).toISOString(),
      state: 'silent',
      silentForMinutes: 14,
    });
    // Never-seen clinics come last, whoever else is in the table.
    const firstNever = report.clinics.findIndex((c) => c.lastSeen === null);
    expect(report.clinics.slice(firstNever).every((c) => c.lastSeen === null)).toBe(true);
    const tally = (state: string) => report.clinics.filter((c) => c.state === state).length;
    expect(report.counts).toEqual({
      online: tally('online'),
      silent: tally('silent'),
      'not-seen-today': tally('not-seen-today'),
      closed: tally('closed'),
      never: tally('never'),
    });
  });

  it('reports three clinics that went silent within five minutes as a cluster, while it lasts', async () => {
    await setNow('2026-06-16T16:00:00Z'); // Tuesday 10:00
    const a = await addClinic(ago(20), { ip: '198.51.100.7' });
    const b = await addClinic(ago(18), { ip: '198.51.7.20' });
    const c = await addClinic(ago(15), { ip: '203.0.113.9' });
    const alone = await addClinic(ago(45));

    const report = await read();
    expect(report.counts.silent).toBe(4);
    expect(report.cluster).toEqual({
      count: 3,
      from: ago(20).toISOString(),
      to: ago(15).toISOString(),
      clinics: [a, b, c].map((x) => ({ id: x.id, clinicName: x.name, ipAddress: expect.any(String) })),
      sharedNetworks: [{ prefix: '198.51.0.0/16', count: 2 }],
    });
    expect(report.clinics.find((x) => x.id === alone.id)?.state).toBe('silent');

    // One of them polls again: two silent together are no cluster any more.
    await testApp()
      .db.update(clinicAccess)
      .set({ lastAccess: ago(0) })
      .where(eq(clinicAccess.id, b.id));
    expect((await read()).cluster).toBeNull();

    // Back to three silent, then closing time: nothing is flagged outside business hours.
    await testApp()
      .db.update(clinicAccess)
      .set({ lastAccess: ago(17) })
      .where(eq(clinicAccess.id, b.id));
    expect((await read()).cluster?.count).toBe(3);
    testApp().clock.set('2026-06-16T23:00:00Z'); // 17:00
    const evening = await read();
    expect(evening.businessHoursNow).toBe(false);
    expect(evening.cluster).toBeNull();
    expect(evening.counts.silent).toBe(0);
    expect(evening.clinics.find((x) => x.id === a.id)?.state).toBe('closed');
  });

  it("counts this instance's pending sightings when given the heartbeat", async () => {
    await setNow('2026-06-17T16:00:00Z'); // Wednesday 10:00
    const t = testApp();
    const clinic = await addClinic(ago(30));
    t.app.heartbeat.seen(clinic.id);
    const deps = { db: t.db, keys: t.keys, clock: t.clock, config: t.config, log: t.app.server.log };
    const before = await readClinicHeartbeat(deps);
    expect(before.clinics.find((x) => x.id === clinic.id)?.state).toBe('silent');
    const after = await readClinicHeartbeat({ ...deps, heartbeat: t.app.heartbeat });
    expect(after.clinics.find((x) => x.id === clinic.id)).toMatchObject({ state: 'online', lastSeen: t.clock.now().toISOString(), silentForMinutes: 0 });
  });
});
