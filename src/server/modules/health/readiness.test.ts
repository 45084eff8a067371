import { describe, expect, it } from 'vitest';
import { shippedMigrationCount, type Db } from '../../db/open.ts';
import { createReadiness, READINESS_FRESH_MS } from './readiness.ts';

const SHIPPED = shippedMigrationCount();

/** A database that answers the readiness ping with `applied`, or fails with `failure`. */
function fakeDb(answer: { applied?: number; failure?: string }): Db & { answer: typeof answer } {
  const db = {
    answer,
    async execute() {
      if (db.answer.failure) throw new Error(db.answer.failure);
      return { rows: [{ n: db.answer.applied ?? SHIPPED }] };
    },
  };
  return db as unknown as Db & { answer: typeof answer };
}

describe('readiness', () => {
  it('is ready after a good ping, and not once the last good one is too old', async () => {
    let now = 0;
    const db = fakeDb({});
    const readiness = createReadiness({ db, isShuttingDown: () => false, now: () => now, pingMs: 60_000 });
    await readiness.start();
    expect(readiness.state()).toMatchObject({ ready: true, reasons: [] });
    now += READINESS_FRESH_MS + 1;
    expect(readiness.state()).toMatchObject({ ready: false, reasons: [expect.stringMatching(/has not answered in the last 15 s/)] });
    readiness.stop();
  });

  it('names the database error when the ping fails', async () => {
    const db = fakeDb({ failure: 'connect ECONNREFUSED 10.0.0.5:5432' });
    const readiness = createReadiness({ db, isShuttingDown: () => false, now: () => 0, pingMs: 60_000 });
    await readiness.start();
    expect(readiness.state()).toMatchObject({ ready: false, reasons: [expect.stringContaining('ECONNREFUSED 10.0.0.5:5432')] });
    readiness.stop();
  });

  it('is not ready while migrations are missing', async () => {
    const readiness = createReadiness({ db: fakeDb({ applied: SHIPPED - 2 }), isShuttingDown: () => false, now: () => 0, pingMs: 60_000 });
    await readiness.start();
    expect(readiness.state()).toMatchObject({ ready: false, reasons: ['2 migration(s) not applied'] });
    readiness.stop();
  });
});
