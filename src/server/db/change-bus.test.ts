import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createPostgresChangeBus } from './change-bus.ts';

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the PostgreSQL change bus', () => {
  it('keeps trying when it cannot listen at start, instead of leaving a rejected promise behind', async () => {
    const missing = new URL(process.env.TEST_DATABASE_URL!);
    missing.pathname = '/cs_missing_change_bus';
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 });
    const warn = vi.fn();
    const bus = createPostgresChangeBus(pool, missing.toString(), { warn });
    try {
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining('change bus')), {
        timeout: 5000,
        interval: 20,
      });
      // Changes are still published (other instances listen); only this one misses them until it listens again.
      await expect(bus.publish('services')).resolves.toBeUndefined();
    } finally {
      await bus.close();
      await pool.end();
    }
  });
});
