import { describe, expect, it, vi } from 'vitest';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { openSecondInstance } from '#tests/support/test-database.ts';
import { createServiceDirectory } from '../modules/status/index.ts';
import { createWhitelist } from '../modules/onboarding/whitelist/whitelist.service.ts';
import { services } from './schema.ts';
import { systemClock } from '../lib/time/clock.ts';
import { setServiceStatus } from '#tests/support/service-status.ts';

const testApp = useTestApp();
const silent = { warn: () => undefined };

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('several instances on one PostgreSQL', () => {
  it('a status change on one instance reaches the other instance’s memory through LISTEN/NOTIFY', async () => {
    const t = testApp();
    const [row] = await t.db
      .insert(services)
      .values({ name: unique('Shared'), type: 'insurance' })
      .returning();
    await t.app.directory.view.invalidate();

    const other = await openSecondInstance(t.database);
    // A long backstop so only the notification can explain the update.
    const otherDirectory = createServiceDirectory({ db: other.db, bus: other.bus, clock: systemClock, log: silent, refreshMs: 3_600_000 });
    const otherWhitelist = createWhitelist({ db: other.db, bus: other.bus, log: silent, refreshMs: 3_600_000 });
    await otherDirectory.view.start();
    await otherWhitelist.view.start();
    try {
      expect(otherDirectory.view.get().services.find((s) => s.id === row!.id)?.status).toBe('online');

      await setServiceStatus(t, row!.id, 'offline');
      await vi.waitFor(() => expect(otherDirectory.view.get().services.find((s) => s.id === row!.id)?.status).toBe('offline'), {
        timeout: 5000,
        interval: 20,
      });

      expect(otherWhitelist.hasAccess('198.51.100.123')).toBe(false);
      await t.app.whitelist.add({ ipAddress: '198.51.100.123' });
      await vi.waitFor(() => expect(otherWhitelist.hasAccess('198.51.100.123')).toBe(true), { timeout: 5000, interval: 20 });
    } finally {
      otherDirectory.view.stop();
      otherWhitelist.view.stop();
      await other.close();
    }
  });

  it('runs an exclusive job on one instance at a time', async () => {
    const t = testApp();
    const other = await openSecondInstance(t.database);
    try {
      let release!: () => void;
      let started!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = new Promise<void>((resolve) => (started = resolve));
      const first = t.database.withExclusiveLock('job:test', async () => {
        started();
        await held;
      });
      await Promise.race([holding, first]);
      expect(await other.withExclusiveLock('job:test', async () => 'ran')).toEqual({ ran: false });
      release();
      expect((await first).ran).toBe(true);
      expect(await other.withExclusiveLock('job:test', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
    } finally {
      await other.close();
    }
  });
});

describe('the embedded database', () => {
  it('always runs exclusive jobs (one process)', async () => {
    const t = testApp();
    if (t.database.engine !== 'pglite') return;
    expect(await t.database.withExclusiveLock('job:x', async () => 1)).toEqual({ ran: true, value: 1 });
  });
});
