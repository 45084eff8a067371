import { describe, expect, it } from 'vitest';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { checkResults, services } from '#server/db/schema.js';
import type { ServiceHistory } from '#shared/status/history.js';

const testApp = useTestApp();

describe('daily response times in an Alberta winter, on UTC-6 since Alberta stopped changing clocks (2026-11-01)', () => {
  // Days are cut with Node's time-zone data: a database with older rules (UTC-7 in winter) would
  // read the hour from 00:00 on December 2 as 23:00 on December 1 and average it a day early.
  it('counts checks at 23:30 on December 1 for December 1, and at 00:30 on December 2 for December 2', async () => {
    const t = testApp();
    const saved = t.clock.now();
    try {
      t.clock.set('2026-12-02T18:00:00Z'); // noon on December 2 in Edmonton
      const [service] = await t.db
        .insert(services)
        .values({ name: unique('Winter Dental Benefits'), type: 'insurance', status: 'online', createdAt: new Date('2026-06-01T00:00:00Z') })
        .returning();
      await t.db.insert(checkResults).values([
        { serviceId: service!.id, checkedAt: new Date('2026-12-02T05:30:00Z'), ok: true, status: 'online', latencyMs: 100 }, // 23:30 on Dec 1
        { serviceId: service!.id, checkedAt: new Date('2026-12-02T05:45:00Z'), ok: true, status: 'online', latencyMs: 300 }, // 23:45 on Dec 1
        { serviceId: service!.id, checkedAt: new Date('2026-12-02T06:30:00Z'), ok: true, status: 'online', latencyMs: 700 }, // 00:30 on Dec 2
      ]);
      const response = await t.request({ method: 'GET', url: `/api/services/${service!.id}/history` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ServiceHistory>();
      expect(body.dailyResponseTimes).toEqual([
        { date: '2026-12-01', avgMs: 200, maxMs: 300 },
        { date: '2026-12-02', avgMs: 700, maxMs: 700 },
      ]);
      expect(body.days.at(-1)?.date).toBe('2026-12-02');
    } finally {
      t.clock.set(saved);
    }
  });
});
