import { eq, inArray } from 'drizzle-orm';
import type { LiveServer } from '#tests/support/live-server.ts';
import { clinicAccess, coupons, ipWhitelist, serviceChecks, services } from '#server/db/schema.js';

const DAY = 86_400_000;

/** Sample rows for the admin panel's operations widgets (screenshots only): whitelist, coupons, service states, checks. */
export async function seedOperations(server: LiveServer): Promise<void> {
  const { db } = server.database;
  const { whitelist, directory } = server.app;
  const now = Date.now();

  await whitelist.add({ ipAddress: '203.0.113.0/28', description: 'Provider office (support desk)' });
  await whitelist.add({ ipAddress: '2001:db8:4a1::/48', description: 'Provider VPN (IPv6)' });
  await whitelist.add({ ipAddress: '198.51.100.23', description: 'Okotoks satellite office' });
  const [clinic] = await db
    .insert(clinicAccess)
    .values({
      clinicNameEncrypted: server.keys.encrypt('Bow Valley Family Dental'),
      emailEncrypted: server.keys.encrypt('frontdesk@bowvalleydental.example.ca'),
      emailHash: server.keys.blindIndex('frontdesk@bowvalleydental.example.ca'),
      ipAddress: '192.0.2.41',
    })
    .returning({ id: clinicAccess.id });
  const linked = await whitelist.add({ ipAddress: '192.0.2.41', description: 'Registered from the dashboard' });
  await db.update(ipWhitelist).set({ clinicAccessId: clinic!.id }).where(eq(ipWhitelist.id, linked.id));
  await whitelist.view.invalidate();

  await db.insert(coupons).values([
    {
      code: 'ADA2026',
      description: 'Alberta Dental Association members',
      trialDurationMonths: 12,
      usageLimit: 50,
      usedCount: 12,
      expiresAt: new Date(now + 200 * DAY),
      createdAt: new Date(now - 20 * DAY),
    },
    {
      code: 'WELCOME6',
      description: 'Six-month welcome offer for new clinics',
      trialDurationMonths: 6,
      usageLimit: null,
      usedCount: 31,
      expiresAt: new Date(now + 90 * DAY),
      createdAt: new Date(now - 10 * DAY),
    },
    {
      code: 'FALL2025',
      description: 'Autumn 2025 trade show',
      trialDurationMonths: 12,
      usageLimit: 25,
      usedCount: 25,
      expiresAt: new Date(now - 30 * DAY),
      createdAt: new Date(now - 120 * DAY),
    },
    {
      code: 'PILOT2025',
      description: null,
      trialDurationMonths: 3,
      usageLimit: 10,
      usedCount: 4,
      isActive: false,
      expiresAt: new Date(now + 60 * DAY),
      createdAt: new Date(now - 150 * DAY),
    },
  ]);

  await db
    .update(services)
    .set({ status: 'offline', updatedAt: new Date(now - 25 * 60_000) })
    .where(eq(services.name, 'Manulife'));
  await db
    .update(services)
    .set({ status: 'warning', updatedAt: new Date(now - 70 * 60_000) })
    .where(inArray(services.name, ['Green Shield Canada', 'Xplore']));
  await seedChecks(server, now);
  await directory.view.invalidate();
}

/**
 * A few automated checks in mid-life, and a monitored service under a timed override. Their
 * next runs are a minute or more away, so the live monitor leaves them alone during a screenshot.
 */
async function seedChecks(server: LiveServer, now: number): Promise<void> {
  const { db } = server.database;
  const rows = await db.select({ id: services.id, name: services.name }).from(services);
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  const at = (seconds: number) => new Date(now + seconds * 1000);
  await db.insert(serviceChecks).values([
    {
      serviceId: id('Alberta Blue Cross'),
      type: 'http',
      target: 'https://claims.abc.example.ca/health',
      keyword: 'operational',
      latencyWarnMs: 800,
      consecutiveSuccesses: 48,
      lastRunAt: at(-20),
      nextRunAt: at(100),
      lastLatencyMs: 142,
    },
    {
      serviceId: id('Sun Life'),
      type: 'http',
      target: 'https://api.sunlife.example.ca/status',
      intervalSeconds: 120,
      latencyWarnMs: 1500,
      consecutiveSuccesses: 3,
      lastRunAt: at(-50),
      nextRunAt: at(70),
      lastLatencyMs: 1873,
    },
    {
      serviceId: id('Manulife'),
      type: 'http',
      target: 'https://groupbenefits.manulife.example.ca/ping',
      consecutiveFailures: 6,
      lastRunAt: at(-35),
      nextRunAt: at(85),
      lastError: 'HTTP 503; expected 200-399',
    },
    {
      serviceId: id('TELUS Business Connect'),
      type: 'tcp',
      target: 'sip.telus.example.ca:5060',
      intervalSeconds: 300,
      consecutiveFailures: 1,
      consecutiveSuccesses: 0,
      lastRunAt: at(-110),
      nextRunAt: at(190),
      lastError: 'Timed out after 10000 ms',
    },
    {
      serviceId: id('Starlink'),
      type: 'dns',
      target: 'portal.starlink.example.ca',
      expectedAddress: '203.0.113.40',
      consecutiveSuccesses: 12,
      lastRunAt: at(-15),
      nextRunAt: at(105),
      lastLatencyMs: 31,
    },
  ]);
  await db
    .update(services)
    .set({ checkStatus: 'online', lastChecked: at(-20) })
    .where(inArray(services.name, ['Alberta Blue Cross', 'TELUS Business Connect', 'Starlink']));
  await db
    .update(services)
    .set({ status: 'warning', checkStatus: 'warning', lastChecked: at(-50) })
    .where(eq(services.name, 'Sun Life'));
  await db
    .update(services)
    .set({ checkStatus: 'offline', overrideStatus: 'offline', overrideAt: at(-25 * 60), overrideByName: 'Dana', overrideUntil: at(2 * 3600) })
    .where(eq(services.name, 'Manulife'));
}
